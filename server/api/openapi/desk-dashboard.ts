// The operator's desk: the morning dashboard, the mail log (publishers only) and the interface
// texts per locale (server/api/desk-dashboard.ts, desk-mail.ts, desk-translations.ts).
import { Type } from '@sinclair/typebox';
import { DashboardNumbers } from '../../../schemas/api/desk-dashboard';
import { MailLogEntry, MailLogQuery, MailResendBody } from '../../../schemas/api/desk-mail';
import { DeskTranslation, DeskTranslationBody, DeskTranslationsQuery } from '../../../schemas/api/desk-translations';
import { TEXT_KEY_MAX, TranslateCode } from '../../../schemas/api/locales';
import { list, type Area } from './operation';

export const deskDashboardArea: Area = {
  tag: { name: 'Desk: dashboard, mail and texts', description: 'The morning numbers, the log of every mail sent (publishers) and the interface texts per locale.' },
  ops: [
    { method: 'get', path: '/api/staff/dashboard', summary: 'Desk: new members, rebills, failed rebills, cancellations, refunds and chargebacks today, in 7 and 30 days (UTC) with a per-day series; open requests with due dates, scheduled updates, failed jobs', data: DashboardNumbers, auth: 'staff' },
    { method: 'get', path: '/api/staff/mails', summary: 'Publishers: every mail sent or failed, newest first (search by address, filter by template and status, paging)', query: MailLogQuery, data: list(MailLogEntry), paged: true, auth: 'staff' },
    { method: 'post', path: '/api/staff/mails/{id}/resend', summary: 'Publishers: send a logged mail again with a reason (recorded); 409 for a mail with a one-time link', body: MailResendBody, data: MailLogEntry, status: 201, auth: 'staff', errors: [409, 502] },
    { method: 'get', path: '/api/staff/translations', summary: 'Desk: the interface texts of a locale, missing first (key, English, current text)', query: DeskTranslationsQuery, data: list(DeskTranslation), paged: true, auth: 'staff' },
    {
      method: 'put',
      path: '/api/staff/translations/{locale}/{key}',
      summary: 'Desk: set (or with null remove) the text of a key in a locale; shown on the site at once (recorded)',
      params: { locale: TranslateCode, key: Type.String({ minLength: 1, maxLength: TEXT_KEY_MAX }) },
      body: DeskTranslationBody,
      data: DeskTranslation,
      auth: 'staff',
    },
  ],
};
