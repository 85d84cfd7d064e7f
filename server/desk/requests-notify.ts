// A new contact or removal request: its due date is stored and every publisher is told by mail in
// their language (the removal form promises an answer within 7 business days).
import type { AppContext } from '../context';
import type { RequestKind } from '../../schemas/api/desk-requests';
import type { MailMessage } from '../mail/mailer';
import { staffRecipients } from '../mail/staff-recipients';
import { mailLocale } from '../mail/texts';
import { REQUEST_KIND_LABELS } from '../mail/texts/desk-requests';
import { requestDueAt } from './requests-due';
import { requestRow, REQUEST_TABLE } from './requests';

export async function requestReceived(ctx: AppContext, kind: RequestKind, id: number): Promise<void> {
  const row = await requestRow(ctx.db, kind, id);
  if (!row) return;
  const due = row.inbox.due_at ?? requestDueAt(row.inbox.created_at);
  if (!row.inbox.due_at) await ctx.db.updateTable(REQUEST_TABLE[kind]).set({ due_at: due }).where('id', '=', id).execute();
  const mails: MailMessage[] = (await staffRecipients(ctx.db)).map((staff) => {
    const locale = mailLocale(staff.locale);
    return {
      template: 'staffNewRequest',
      to: staff.email,
      locale,
      data: {
        username: staff.username,
        kindLabel: REQUEST_KIND_LABELS[locale]![kind],
        requester: row.inbox.name,
        requesterEmail: row.inbox.email,
        subject: row.inbox.subject.slice(0, 200),
        due: new Intl.DateTimeFormat(locale.replace('_', '-'), { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(Date.parse(due)) + ' UTC',
        deskUrl: `/admin/requests/${kind}/${id}`,
      },
      dedupeKey: `staffNewRequest:${kind}:${id}:${staff.id}`,
    };
  });
  // Not awaited by the visitor's answer: mail never fails its caller and must not slow the form.
  for (const mail of mails) void ctx.mail.send(mail);
}
