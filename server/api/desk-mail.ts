// The desk's mail log and resend, for publishers only: the log shows members' addresses.
import { Router } from 'express';
import type { AppContext } from '../context';
import { HttpError, idParam, notFound, send, sendList } from './http';
import { body, queryOf, validQuery } from './validate';
import { requirePolicy } from '../auth/middleware';
import { mayChangeMoneyOrAccounts } from '../../shared/roles';
import { MailLogQuery, MailResendBody } from '../../schemas/api/desk-mail';
import { latestResendOf, mailLogPage, mailLogRow, toMailLogEntry } from '../desk/mail-log';
import { recordStaffAction } from '../desk/audit-log';
import type { MailTemplate } from '../mail/mailer';

export function deskMailRouter(ctx: AppContext): Router {
  const r = Router();
  const publisher = requirePolicy(ctx, mayChangeMoneyOrAccounts, 'Publishers only: the mail log shows members’ addresses');

  r.get('/staff/mails', publisher, validQuery(MailLogQuery), async (req, res) => {
    const { rows, total } = await mailLogPage(ctx.db, queryOf(req, MailLogQuery));
    sendList(res, rows, total);
  });

  r.post('/staff/mails/:id/resend', publisher, async (req, res) => {
    const id = idParam(req);
    const { reason } = body(req, MailResendBody);
    const row = await mailLogRow(ctx.db, id);
    if (!row) throw notFound('Mail');
    if (row.data === null) {
      throw new HttpError(409, 'not_resendable', 'This mail carried a one-time link (a password reset or a confirmation) or was erased with its account: it cannot be sent again. Send a fresh password reset from the member’s page instead.');
    }
    const data = JSON.parse(row.data) as Record<string, string | number | undefined>;
    await ctx.mail.send({ template: row.template as MailTemplate, to: row.recipient, locale: row.locale, data, resendOf: id });
    const sent = await latestResendOf(ctx.db, id);
    await recordStaffAction(ctx, req, { action: 'mail.resend', targetKind: 'mail', targetId: id, reason, details: { template: row.template, newMailId: sent?.id ?? null, status: sent?.status ?? 'failed' } });
    if (!sent) throw new HttpError(502, 'mail_failed', 'The mail could not be sent again; see the server log');
    send(res, toMailLogEntry(sent), 201);
  });

  return r;
}
