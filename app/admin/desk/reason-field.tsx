// The reason a confirm dialog asks for before a desk action that is recorded (blocking an author,
// unpublishing reported content): a labelled text box, and the message when it is too short.
import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { TextBox } from './requests-ui';
import { FieldError } from '../admin-ui';

/** The shortest reason the server accepts (StaffReason). */
export const REASON_MIN_LENGTH = 3;

export function ReasonField({ value, tooShort, onChange }: { value: string; tooShort: boolean; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>
        <Trans>Reason (recorded)</Trans>
      </label>
      <TextBox id={id} value={value} aria-invalid={tooShort} onChange={(event) => onChange(event.target.value)} />
      {tooShort && (
        <FieldError role="alert">
          <Trans>Please give a reason of at least 3 characters.</Trans>
        </FieldError>
      )}
    </>
  );
}
