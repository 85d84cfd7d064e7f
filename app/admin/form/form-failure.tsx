// A failed save in the server's words, above the form's buttons (the field messages sit next to
// their fields).
import { Trans } from '@lingui/react/macro';
import { FormStatus } from '../../../src/ui/form-status';
import type { ApiFailure } from '../api/api-failure';

export function FormFailure({ failure }: { failure: ApiFailure | null }) {
  if (!failure) return null;
  if (failure.status === 403) {
    return (
      <FormStatus kind="error">
        <Trans>Not allowed: {failure.message}</Trans>
      </FormStatus>
    );
  }
  if (failure.status === 0) {
    return (
      <FormStatus kind="error">
        <Trans>The server could not be reached. Your changes are still here; try again.</Trans>
      </FormStatus>
    );
  }
  return <FormStatus kind="error">{failure.message}</FormStatus>;
}
