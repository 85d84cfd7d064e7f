// The desk's members (server/api/desk-members.ts): editors and publishers search and read; every
// action is for publishers (403 to editors), needs a reason, and is recorded in the audit log.
import * as M from '../../../schemas/api/desk-members';
import { AccountExport } from '../../../schemas/api/receipts';
import { list, type Area, type Op } from './operation';

const base = '/api/staff/members';
const act = (path: string, summary: string, body: Op['body'] = M.DeskReasonBody, errors: Op['errors'] = [409]): Op => ({
  method: 'post',
  path: `${base}/{id}/${path}`,
  summary: `Publishers: ${summary} (reason required, recorded in the audit log)`,
  body,
  data: M.DeskMemberActionResult,
  auth: 'staff',
  errors,
});

export const deskMembersArea: Area = {
  tag: { name: 'Desk: members', description: 'Find a member by name, email or payment reference, read their account, subscriptions, payments, purchases, favourites, devices and mails; publishers grant access, cancel, block, end sessions, send a password reset, export and erase, each with a recorded reason.' },
  ops: [
    { method: 'get', path: base, summary: 'Editors and publishers: members by part of username or email, or by a payment token, provider transaction id or invoice number (paging)', query: M.DeskMemberListQuery, data: list(M.DeskMemberRow), paged: true, auth: 'staff' },
    { method: 'get', path: `${base}/{id}`, summary: "Editors and publishers: a member's page (account, access, subscriptions, payments, purchases, favourites, sessions without tokens, mails sent)", data: M.DeskMemberPage, auth: 'staff' },
    act('access', 'add `days` of access after the current period, or access `until` a date: a staff grant, never a payment (422 when the date is already covered; 409 when the member never had a plan)', M.DeskAccessBody, [409, 422]),
    act('cancel', "cancel the renewing subscription at the provider, as the member's Cancel does (409 when none renews, 502 when the provider refuses)", M.DeskReasonBody, [409, 502]),
    act('block', 'block the account (no login, no access) and end its sessions', M.DeskReasonBody, [409, 422]),
    act('unblock', 'unblock the account'),
    act('sessions/end', 'end every session of the member'),
    act('password-reset', 'mail the member a single-use password reset link in their language'),
    { method: 'post', path: `${base}/{id}/export`, summary: "Publishers: the member's data export (GDPR Art. 15/20) as a JSON download (reason required, recorded)", body: M.DeskReasonBody, data: AccountExport, auth: 'staff' },
    act('erase', 'erase the account (GDPR Art. 17) as the member\u2019s own deletion does, keeping payments and invoices as the law requires; confirmUsername must be the username', M.DeskEraseBody, [409, 422, 502]),
  ],
};
