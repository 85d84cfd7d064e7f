// What the mail log keeps of a message for a resend from the desk. A mail carrying a one-time link
// (a password reset, an address or newsletter confirmation, an unsubscribe link) keeps nothing: a
// replay would send a link that must not be used twice, so the desk refuses it and the member asks
// for a fresh one instead.
import type { MailMessage, MailTemplate } from './mailer';

export const ONE_TIME_TEMPLATES: ReadonlySet<MailTemplate> = new Set(['passwordReset', 'emailConfirm', 'newsletterConfirm', 'newsletter']);

/** The template data as JSON, or null when the mail cannot be sent again as it was. */
export function replayableData(message: Pick<MailMessage, 'template' | 'data'>): string | null {
  if (ONE_TIME_TEMPLATES.has(message.template)) return null;
  return JSON.stringify(message.data);
}
