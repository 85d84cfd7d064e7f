// The desk's member calls as the real server answers them (server/api/desk-members.ts): search by
// name, email or payment reference, a member's page, the actions (400 naming `reason` without one)
// and the member's audit entries. `deskMembersMockFor()` gives handlers with their own store and
// the requests they received.
import { http, HttpResponse } from 'msw';
import type { DeskMemberPage, DeskMemberRow } from '../../schemas/api/desk-members';
import type { StaffAction } from '../../schemas/api/staff-audit';
import { FIXTURE_NOW } from '../fixtures/clock';
import { api } from './paths';
import { notFound, ok, paged, param } from './respond';
import type { StaffRequest } from './staff-content';

const DAY = 86_400_000;

export function deskMemberFixture(): DeskMemberPage {
  return {
    account: { id: 7, username: 'alice', email: 'alice@example.test', locale: 'en_US', role: 1, created: '2026-01-05T10:00:00.000Z', blockedAt: null, blockedReason: null, deleted: false, twoFactor: true },
    access: { state: 'active', until: '2026-12-20T10:00:00.000Z' },
    subscriptions: [{ id: 3, plan: 'Monthly', provider: 'epochCreditCard', status: 'active', startsAt: '2026-11-20T10:00:00.000Z', expiresAt: '2026-12-20T10:00:00.000Z', recurring: true, cancelledAt: null, renews: true }],
    payments: [{ id: 11, at: '2026-11-20T10:00:00.000Z', provider: 'epochCreditCard', item: 'Monthly', kind: 'sale', amount: 19.95, currency: 'USD', status: 'approved', invoiceNumber: '2026-000042' }],
    purchases: [{ updateId: 4, title: 'Beach day', at: '2026-10-01T10:00:00.000Z', paymentId: 9 }],
    favourites: { updates: { count: 2, names: ['Beach day', 'Snow'] }, models: { count: 1, names: ['Anna'] } },
    sessions: [{ id: 1, created: '2026-11-25T10:00:00.000Z', lastSeen: '2026-11-27T10:00:00.000Z', userAgent: 'Firefox on Linux', active: true }],
    mails: [{ template: 'receipt', locale: 'en_US', at: '2026-11-20T10:00:00.000Z' }],
  };
}

const rowOf = (m: DeskMemberPage): DeskMemberRow => ({
  id: m.account.id,
  username: m.account.username,
  email: m.account.email,
  role: m.account.role,
  created: m.account.created,
  blocked: !!m.account.blockedAt,
  access: m.access,
  lastPayment: m.payments[0] ? { id: m.payments[0].id, at: m.payments[0].at, amount: m.payments[0].amount, currency: m.payments[0].currency, status: m.payments[0].status } : null,
});

export function deskMembersMockFor() {
  const bob: DeskMemberPage = { ...deskMemberFixture(), account: { ...deskMemberFixture().account, id: 8, username: 'bob', email: 'bob@example.test' }, access: { state: 'never' }, subscriptions: [], payments: [] };
  const members = [deskMemberFixture(), bob];
  const audit: StaffAction[] = [];
  const requests: StaffRequest[] = [];
  const find = (raw: unknown) => members.find((m) => m.account.id === Number(param(raw as string)));

  const handlers = [
    http.get(api('staff/members'), ({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams.get('q')?.toLowerCase();
      const found = members.filter((m) => !q || `${m.account.username} ${m.account.email} ${m.payments.map((p) => p.invoiceNumber).join(' ')}`.toLowerCase().includes(q));
      return paged(found.map(rowOf), url);
    }),
    http.get(api('staff/members/:id'), ({ params }) => {
      const m = find(params.id);
      return m ? ok(m) : notFound();
    }),
    http.get(api('staff/audit'), ({ request }) => {
      const url = new URL(request.url);
      return paged(audit.filter((a) => a.targetId === url.searchParams.get('targetId')).reverse(), url);
    }),
    http.post(api('staff/members/:id/:action'), async ({ request, params }) => {
      const input = (await request.json()) as Record<string, unknown>;
      requests.push({ method: 'POST', path: new URL(request.url).pathname, body: input });
      const m = find(params.id);
      if (!m) return notFound();
      if (typeof input.reason !== 'string' || input.reason.trim().length < 3) {
        return HttpResponse.json({ error: { code: 'validation_failed', message: 'Give a reason', fields: { reason: 'Give a reason (at least 3 characters): it is kept in the audit log' } } }, { status: 400 });
      }
      const action = String(params.action);
      // The emulated biller is down: the desk shows the server's words.
      if (action === 'cancel') return HttpResponse.json({ error: { code: 'provider_error', message: 'The payment provider could not cancel the subscription. Nothing was changed: try again later.' } }, { status: 502 });
      let done = action;
      if (action === 'access') {
        const from = m.access.state === 'active' ? Date.parse(m.access.until!) : Date.parse(FIXTURE_NOW);
        const until = typeof input.days === 'number' ? new Date(from + input.days * DAY).toISOString() : `${String(input.until)}T23:59:59.999Z`;
        m.access = { state: 'active', until };
        done = `access until ${until.slice(0, 10)}`;
      }
      if (action === 'block') {
        m.account.blockedAt = FIXTURE_NOW;
        m.account.blockedReason = String(input.reason);
        done = 'blocked, 1 session(s) ended';
      }
      audit.push({ id: audit.length + 1, at: FIXTURE_NOW, userId: 2, username: 'staff', action: `member.${action === 'access' ? 'extend' : action}`, targetKind: 'member', targetId: String(m.account.id), reason: String(input.reason), details: {}, address: '203.0.113.9' });
      return ok({ done, member: m });
    }),
  ];
  return { handlers, requests, members, audit };
}

export const deskMembersHandlers = deskMembersMockFor().handlers;
