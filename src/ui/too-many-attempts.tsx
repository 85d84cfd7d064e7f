// The answer to a refused login (429): how long to wait, in words, from the server's Retry-After.
import { Plural, Trans } from '@lingui/react/macro';
import { HTTPError } from 'ky';

/** Seconds to wait from a 429's Retry-After; undefined for any other failure. */
export function retryAfterOf(error: unknown): number | undefined {
  if (!(error instanceof HTTPError) || error.response.status !== 429) return undefined;
  const seconds = Number(error.response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 60;
}

/** "Too many attempts. Please wait 2 minutes and try again." */
export function TooManyAttempts({ seconds }: { seconds: number }) {
  if (seconds < 60) {
    const n = Math.max(1, Math.ceil(seconds));
    return (
      <Trans>
        Too many attempts. Please wait <Plural value={n} one="# second" other="# seconds" /> and try again.
      </Trans>
    );
  }
  if (seconds < 3600) {
    const n = Math.ceil(seconds / 60);
    return (
      <Trans>
        Too many attempts. Please wait <Plural value={n} one="# minute" other="# minutes" /> and try again.
      </Trans>
    );
  }
  const n = Math.ceil(seconds / 3600);
  return (
    <Trans>
      Too many attempts. Please wait <Plural value={n} one="# hour" other="# hours" /> and try again.
    </Trans>
  );
}
