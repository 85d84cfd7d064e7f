// Background work that failed for good is mailed to every publisher in their language: a media file
// whose processing failed its last attempt, a scheduled job that threw. One mail per failure and
// publisher (a scheduled job failing every minute mails once an hour), never failing its caller.
import type { AppContext } from '../context';
import { staffRecipients } from '../mail/staff-recipients';
import { mailLocale } from '../mail/texts';

export interface JobFailure {
  /** What failed, in words staff know: "Processing of cover.jpg (variants)", "Scheduled job release-updates". */
  jobName: string;
  /** Names this failure once: a media job's id, a scheduled job's name and hour. */
  key: string;
  error: string;
  at: Date;
}

export async function notifyJobFailed(ctx: AppContext, failure: JobFailure): Promise<void> {
  try {
    for (const staff of await staffRecipients(ctx.db)) {
      const locale = mailLocale(staff.locale);
      const at = `${new Intl.DateTimeFormat(locale.replace('_', '-'), { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(failure.at)} UTC`;
      // Not awaited (the failed job's caller goes on), but never an unhandled rejection: two
      // failures of one job at once race for the same dedupe key, and the loser's send rejects.
      ctx.mail
        .send({
          template: 'staffJobFailed',
          to: staff.email,
          locale,
          data: { username: staff.username, jobName: failure.jobName, error: failure.error.slice(0, 500), at, deskUrl: '/admin/dashboard' },
          dedupeKey: `staffJobFailed:${failure.key}:${staff.id}`.slice(0, 191),
        })
        .catch((err: unknown) => ctx.logger.warn({ err, job: failure.jobName }, 'mailing staff about a failed job failed'));
    }
  } catch (err) {
    ctx.logger.warn({ err }, 'telling staff about a failed job failed');
  }
}

/** A scheduled job's failure key: one per job and hour. */
export const scheduledFailureKey = (name: string, at: Date) => `scheduled:${name}:${at.toISOString().slice(0, 13)}`;
