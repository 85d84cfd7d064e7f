// The billing mails, built from the rows an event touched (the data fields each template takes
// are listed in server/mail/mailer.ts). Queued on the step and sent after the commit.
import type { MailMessage, MailTemplate } from '../mail/mailer';
import type { Step } from './step';

interface Recipient {
  id: number;
  username: string;
  email: string;
  locale: string;
}

export function queueMail(step: Step, template: MailTemplate, to: Recipient, data: MailMessage['data'], dedupeKey: string) {
  step.mails.push({ template, to: to.email, locale: to.locale, data: { username: to.username, ...data }, dedupeKey });
}

/** An absolute link on the site's origin (SITE_URL, else the last trusted visitor's: server/site-origin.ts). */
export const link = (step: Pick<Step, 'ctx'>, path: string) => `${step.ctx.siteOrigin.current()}${path}`;

/** Sends the queued mails; a mail that fails is logged, never undoes the payment. */
export async function sendQueued(step: Pick<Step, 'ctx' | 'mails'>) {
  for (const message of step.mails) {
    try {
      await step.ctx.mail.send(message);
    } catch (error) {
      step.ctx.logger.error({ err: error, template: message.template, dedupeKey: message.dedupeKey }, 'billing mail not sent');
    }
  }
}
