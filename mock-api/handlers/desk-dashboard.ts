// The desk's dashboard, mail log and interface-text calls as the real server answers them
// (server/api/desk-dashboard.ts, desk-mail.ts, desk-translations.ts). `deskMockFor()` gives
// handlers with their own stores and the requests they received.
import { http, HttpResponse } from 'msw';
import type { DashboardNumbers } from '../../schemas/api/desk-dashboard';
import type { MailLogEntry } from '../../schemas/api/desk-mail';
import type { DeskTranslation } from '../../schemas/api/desk-translations';
import { FIXTURE_NOW, daysFromNow } from '../fixtures/clock';
import { api } from './paths';
import { apiError, ok, paged, param } from './respond';
import type { StaffRequest } from './staff-content';

const money = (count: number, usd: number) => ({ count, amounts: count ? [{ currency: 'USD', amount: usd }] : [] });

export function deskDashboardFixture(): DashboardNumbers {
  const series = Array.from({ length: 30 }, (_, i) => ({
    day: daysFromNow(i - 29).slice(0, 10),
    newMembers: i % 3,
    rebills: i % 4,
    failedRebills: i % 7 === 0 ? 1 : 0,
    cancellations: i % 5 === 0 ? 1 : 0,
    refunds: i === 10 ? 1 : 0,
    chargebacks: i === 20 ? 1 : 0,
  }));
  const day = (from: number) => ({ from: daysFromNow(-from).slice(0, 10) + 'T00:00:00.000Z', to: daysFromNow(1).slice(0, 10) + 'T00:00:00.000Z' });
  return {
    at: FIXTURE_NOW,
    periods: [
      { key: 'today', ...day(0), newMembers: 2, rebills: money(1, 19.95), failedRebills: 0, cancellations: 0, refunds: money(0, 0), chargebacks: money(0, 0) },
      { key: 'week', ...day(6), newMembers: 7, rebills: money(9, 179.55), failedRebills: 1, cancellations: 2, refunds: money(0, 0), chargebacks: money(1, 19.95) },
      { key: 'month', ...day(29), newMembers: 29, rebills: money(44, 877.8), failedRebills: 5, cancellations: 6, refunds: money(1, 19.95), chargebacks: money(1, 19.95) },
    ],
    series,
    openRequests: {
      total: 2,
      items: [
        { kind: 'removal', id: 3, name: 'Bo', subject: 'https://example.test/updates/beach', receivedAt: daysFromNow(-12), dueAt: daysFromNow(-3) },
        { kind: 'contact', id: 8, name: 'Ann', subject: 'Billing question', receivedAt: daysFromNow(-1), dueAt: daysFromNow(8) },
      ],
    },
    scheduledUpdates: [{ id: 12, title: 'Sunset shoot', publishDate: daysFromNow(2) }],
    failedJobs: [{ kind: 'media', id: 5, name: 'cover.jpg (variants)', error: 'decoder broke', at: daysFromNow(-0.5), assetId: 9 }],
    waitingPayments: 2,
  };
}

export function deskMailsFixture(): MailLogEntry[] {
  return [
    { id: 3, at: daysFromNow(-0.1), to: 'cy@example.test', template: 'receipt', locale: 'en_US', status: 'failed', error: 'SMTP refused', resendable: true, resendOf: null },
    { id: 2, at: daysFromNow(-0.5), to: 'bo@example.test', template: 'passwordReset', locale: 'en_US', status: 'sent', error: null, resendable: false, resendOf: null },
    { id: 1, at: daysFromNow(-1), to: 'ann@example.test', template: 'welcome', locale: 'de_DE', status: 'sent', error: null, resendable: true, resendOf: null },
  ];
}

export function deskTranslationsFixture(): Record<string, DeskTranslation[]> {
  return {
    de_DE: [
      { key: 'Members area', english: 'Members area', text: '', builtIn: '', overridden: false, missing: true },
      { key: 'Search', english: 'Search', text: 'Suchen', builtIn: 'Suchen', overridden: false, missing: false },
    ],
    fr_FR: [{ key: 'Search', english: 'Search', text: 'Rechercher', builtIn: 'Rechercher', overridden: false, missing: false }],
  };
}

export function deskMockFor() {
  const mails = deskMailsFixture();
  const texts = deskTranslationsFixture();
  const requests: StaffRequest[] = [];
  let nextId = 10;
  const body = async (request: Request) => {
    const parsed = (await request.json()) as Record<string, unknown>;
    requests.push({ method: request.method, path: new URL(request.url).pathname, body: parsed });
    return parsed;
  };
  const handlers = [
    http.get(api('staff/dashboard'), () => ok(deskDashboardFixture())),
    http.get(api('staff/mails'), ({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams.get('q')?.toLowerCase();
      const status = url.searchParams.get('status');
      const template = url.searchParams.get('template');
      return paged(mails.filter((m) => (!q || m.to.includes(q)) && (!status || m.status === status) && (!template || m.template === template)), url);
    }),
    http.post(api('staff/mails/:id/resend'), async ({ request, params }) => {
      await body(request);
      const mail = mails.find((m) => m.id === Number(param(params.id as string)));
      if (!mail) return apiError(404, 'not_found', 'Mail not found');
      if (!mail.resendable) return apiError(409, 'not_resendable', 'This mail carried a one-time link: it cannot be sent again.');
      const sent: MailLogEntry = { ...mail, id: nextId++, at: FIXTURE_NOW, status: 'sent', error: null, resendOf: mail.id };
      mails.unshift(sent);
      return HttpResponse.json({ data: sent }, { status: 201 });
    }),
    http.get(api('staff/translations'), ({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams.get('q')?.toLowerCase();
      let rows = texts[url.searchParams.get('locale') ?? ''] ?? [];
      if (url.searchParams.get('missing') === 'true') rows = rows.filter((r) => r.missing);
      if (q) rows = rows.filter((r) => `${r.key} ${r.text}`.toLowerCase().includes(q));
      return paged(rows, url);
    }),
    http.put(api('staff/translations/:locale/:key'), async ({ request, params }) => {
      const input = await body(request);
      const rows = texts[String(params.locale)] ?? [];
      const row = rows.find((r) => r.key === decodeURIComponent(String(params.key)));
      if (!row) return apiError(404, 'not_found', 'Text not found');
      const text = input.text as string | null;
      Object.assign(row, { text: text ?? row.builtIn, overridden: text !== null, missing: !(text ?? row.builtIn) });
      return ok(row);
    }),
  ];
  return { handlers, requests };
}

export const deskHandlers = deskMockFor().handlers;
