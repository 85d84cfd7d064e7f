// The desk's mail log calls as the real server answers them (server/api/desk-mail.ts): the log by
// address, status and template, and sending a mail again (refused for one-time links).
// `deskMailMockFor()` gives handlers with their own log and the requests they received.
import { http, HttpResponse } from 'msw';
import type { MailLogEntry } from '../../schemas/api/desk-mail';
import { FIXTURE_NOW } from '../fixtures/clock';
import { deskMailsFixture } from '../fixtures/desk-mail';
import { api } from './paths';
import { apiError, paged, param } from './respond';
import type { StaffRequest } from './staff-content';

export function deskMailMockFor() {
  const mails = deskMailsFixture();
  const requests: StaffRequest[] = [];
  let nextId = 10;
  const handlers = [
    http.get(api('staff/mails'), ({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams.get('q')?.toLowerCase();
      const status = url.searchParams.get('status');
      const template = url.searchParams.get('template');
      return paged(mails.filter((m) => (!q || m.to.includes(q)) && (!status || m.status === status) && (!template || m.template === template)), url);
    }),
    http.post(api('staff/mails/:id/resend'), async ({ request, params }) => {
      requests.push({ method: request.method, path: new URL(request.url).pathname, body: await request.json() });
      const mail = mails.find((m) => m.id === Number(param(params.id as string)));
      if (!mail) return apiError(404, 'not_found', 'Mail not found');
      if (!mail.resendable) return apiError(409, 'not_resendable', 'This mail carried a one-time link: it cannot be sent again.');
      const sent: MailLogEntry = { ...mail, id: nextId++, at: FIXTURE_NOW, status: 'sent', error: null, resendOf: mail.id };
      mails.unshift(sent);
      return HttpResponse.json({ data: sent }, { status: 201 });
    }),
  ];
  return { handlers, requests };
}

export const deskMailHandlers = deskMailMockFor().handlers;
