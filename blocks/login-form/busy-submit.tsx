// The submit button of the login page's forms: while the request runs it is disabled and shows a
// spinner with what is happening ("Logging in...", "Sending...").
import type { ReactNode } from 'react';
import { Button } from '../../src/ui/button';
import { Spinner } from './form-parts';

export function BusySubmit({ busy, label, busyLabel }: { busy: boolean; label: ReactNode; busyLabel: ReactNode }) {
  return (
    <Button type="submit" $size="large" disabled={busy}>
      {busy ? (
        <>
          <Spinner aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        label
      )}
    </Button>
  );
}
