// The partner calls as the real server answers them (server/api/desk-partners.ts,
// server/api/partner-self.ts): the desk's list (with a link id that has no account yet), a
// partner's page and CSV, creation and changes (400 naming `reason` without one, 409 on a taken
// name), the partner's audit entries, and a signed-in partner's own figures.
// `deskPartnersMockFor()` gives handlers with their own store and the requests they received.
import { http, HttpResponse } from 'msw';
import type { DeskPartnerPage, DeskPartnerRow, PartnerAccount, PartnerFigures, PartnerReport } from '../../schemas/api/partners';
import type { StaffAction } from '../../schemas/api/staff-audit';
import { FIXTURE_NOW } from '../fixtures/clock';
import { api } from './paths';
import { all, notFound, ok, paged, param } from './respond';
import type { StaffRequest } from './staff-content';

const money = (currency: string, sales: number, rebills: number, reversals: number, amount: number, percent: number) => ({ currency, sales, rebills, reversals, amount, commission: Math.round(amount * percent) / 100 });

/** A partner's report with two months, one of them in two currencies. */
export function partnerReportFixture(name = 'sunny', percent = 20): PartnerReport {
  const nov: PartnerFigures = { clicks: 2, sales: 0, rebills: 1, reversals: 1, money: [money('USD', 0, 1, 1, 19.95, percent)] };
  const oct: PartnerFigures = { clicks: 4, sales: 2, rebills: 1, reversals: 0, money: [money('EUR', 1, 0, 0, 24.95, percent), money('USD', 1, 1, 0, 49.9, percent)] };
  return {
    name,
    commissionPercent: percent,
    status: 'active',
    exampleLink: `/?aff=${name}`,
    links: [
      { link: name, clicks: 5 },
      { link: name.charAt(0).toUpperCase() + name.slice(1), clicks: 1 },
    ],
    months: [
      { period: '2026-11', ...nov },
      { period: '2026-10', ...oct },
    ],
    totals: { clicks: 6, sales: 2, rebills: 2, reversals: 1, money: [money('EUR', 1, 0, 0, 24.95, percent), money('USD', 1, 2, 1, 69.85, percent)] },
  };
}

const account = (id: number, name: string, percent: number): PartnerAccount => ({ id, name, commissionPercent: percent, status: 'active', userId: 100 + id, username: name, email: `${name}@partners.example.test`, createdAt: '2026-09-01T10:00:00.000Z' });

const csvOf = (report: PartnerReport) =>
  [
    'period,currency,clicks,sales,rebills,reversals,amount,commission',
    ...report.months.flatMap((m) => m.money.map((c, i) => [m.period, c.currency, i === 0 ? m.clicks : 0, c.sales, c.rebills, c.reversals, c.amount.toFixed(2), c.commission.toFixed(2)].join(','))),
    '',
  ].join('\r\n');

export function deskPartnersMockFor() {
  const partners: PartnerAccount[] = [account(1, 'sunny', 20)];
  const noAccount: DeskPartnerRow = { id: null, name: 'quietfox', status: 'no_account', commissionPercent: null, username: null, totals: { clicks: 1, sales: 1, rebills: 0, reversals: 0, money: [money('USD', 1, 0, 0, 14.95, 0)] } };
  const audit: StaffAction[] = [];
  const requests: StaffRequest[] = [];
  const find = (raw: unknown) => partners.find((p) => p.id === Number(param(raw as string)));
  const reportOf = (p: PartnerAccount) => ({ ...partnerReportFixture(p.name, p.commissionPercent), status: p.status });
  const record = (action: string, p: PartnerAccount, reason: string) =>
    audit.push({ id: audit.length + 1, at: FIXTURE_NOW, userId: 2, username: 'staff', action, targetKind: 'partner', targetId: String(p.id), reason, details: {}, address: '203.0.113.9' });
  const reasonMissing = (input: Record<string, unknown>) =>
    typeof input.reason !== 'string' || input.reason.trim().length < 3
      ? HttpResponse.json({ error: { code: 'validation_failed', message: 'Give a reason', fields: { reason: 'Give a reason (at least 3 characters): it is kept in the audit log' } } }, { status: 400 })
      : null;

  const handlers = [
    http.get(api('staff/partners'), ({ request }) => {
      requests.push({ method: 'GET', path: new URL(request.url).pathname + new URL(request.url).search, body: null });
      const rows: DeskPartnerRow[] = partners.map((p) => ({ id: p.id, name: p.name, status: p.status, commissionPercent: p.commissionPercent, username: p.username, totals: reportOf(p).totals }));
      if (!partners.some((p) => p.name === noAccount.name)) rows.push(noAccount);
      return all(rows.sort((a, b) => a.name.localeCompare(b.name)));
    }),
    http.post(api('staff/partners'), async ({ request }) => {
      const input = (await request.json()) as Record<string, unknown>;
      requests.push({ method: 'POST', path: new URL(request.url).pathname, body: input });
      const missing = reasonMissing(input);
      if (missing) return missing;
      if (partners.some((p) => p.name === input.name)) return HttpResponse.json({ error: { code: 'partner_exists', message: 'A partner with this name exists already', fields: { name: 'Taken' } } }, { status: 409 });
      const created = { ...account(partners.length + 1, String(input.name), Number(input.commissionPercent)), email: String(input.email) };
      partners.push(created);
      record('partner.create', created, String(input.reason));
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    http.get(api('staff/partners/:id/report.csv'), ({ params }) => {
      const p = find(params.id);
      if (!p) return notFound();
      return new HttpResponse(csvOf(reportOf(p)), { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="partner-${p.name}.csv"` } });
    }),
    http.get(api('staff/partners/:id'), ({ params, request }) => {
      requests.push({ method: 'GET', path: new URL(request.url).pathname + new URL(request.url).search, body: null });
      const p = find(params.id);
      if (!p) return notFound();
      const { name: _n, commissionPercent: _c, status: _s, ...report } = reportOf(p);
      return ok<DeskPartnerPage>({ partner: p, ...report });
    }),
    http.patch(api('staff/partners/:id'), async ({ params, request }) => {
      const input = (await request.json()) as Record<string, unknown>;
      requests.push({ method: 'PATCH', path: new URL(request.url).pathname, body: input });
      const p = find(params.id);
      if (!p) return notFound();
      const missing = reasonMissing(input);
      if (missing) return missing;
      if (typeof input.commissionPercent === 'number') p.commissionPercent = input.commissionPercent;
      if (input.status === 'active' || input.status === 'paused') p.status = input.status;
      record('partner.change', p, String(input.reason));
      return ok(p);
    }),
    http.get(api('staff/audit'), ({ request }) => {
      const url = new URL(request.url);
      return paged(audit.filter((a) => a.targetKind === url.searchParams.get('targetKind') && a.targetId === url.searchParams.get('targetId')).reverse(), url);
    }),
  ];
  return { handlers, requests, partners, audit };
}

/** A signed-in partner's own figures (GET partner/figures and its CSV), with the periods asked. */
export function partnerSelfMockFor(report: PartnerReport = partnerReportFixture()) {
  const asked: string[] = [];
  const handlers = [
    http.get(api('partner/figures.csv'), () => new HttpResponse(csvOf(report), { headers: { 'content-type': 'text/csv; charset=utf-8' } })),
    http.get(api('partner/figures'), ({ request }) => {
      asked.push(new URL(request.url).search);
      return ok(report);
    }),
  ];
  return { handlers, asked };
}
