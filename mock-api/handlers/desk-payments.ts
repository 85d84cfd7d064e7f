// The desk's payment calls as the real server answers them (server/api/desk-payments.ts): the list
// with its filters, one payment, the gift-card queue and its decisions, and the refund (a second
// refund is refused with 409). `deskPaymentsMockFor()` gives handlers with their own store and the
// requests they received. A payment waiting for staff is decided through the resolve call: a grant is
// refused (409, in the server's words) where another account took the paid-for name.
import { http } from 'msw';
import type { PaymentResolution } from '../../schemas/api/membership';
import type { ResolvePaymentBody } from '../../schemas/api/requests';
import type { DeskGiftCardDecisionBody, DeskPaymentDetail, DeskRefundResult } from '../../schemas/api/desk-payments';
import { deskGiftCardOf, deskPaymentRowOf, deskPaymentsFixture, isQueuedGiftCard } from '../fixtures/desk-payments';
import { FIXTURE_NOW } from '../fixtures/clock';
import { api } from './paths';
import { apiError, notFound, ok, paged, param } from './respond';
import type { StaffRequest } from './staff-content';

export function deskPaymentsMockFor() {
  const payments = deskPaymentsFixture();
  const requests: StaffRequest[] = [];
  const find = (raw: unknown) => payments.find((p) => p.id === Number(param(raw as string)));
  const update = (p: DeskPaymentDetail, fields: Partial<DeskPaymentDetail>) => payments.splice(payments.indexOf(p), 1, { ...p, ...fields });
  const body = async <T>(request: Request) => {
    const parsed = (await request.json()) as T;
    requests.push({ method: request.method, path: new URL(request.url).pathname, body: parsed });
    return parsed;
  };

  const handlers = [
    http.get(api('staff/payments'), ({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams.get('q')?.toLowerCase();
      const status = url.searchParams.get('status');
      const provider = url.searchParams.get('provider');
      const found = payments.filter(
        (p) =>
          (!status || p.status === status) &&
          (!provider || p.provider === provider) &&
          (!q || `${p.member.username} ${p.member.email} ${p.invoiceNumber ?? ''} ${p.providerTransactionId ?? ''}`.toLowerCase().includes(q)),
      );
      return paged(found.map(deskPaymentRowOf), url);
    }),
    http.get(api('staff/payments/:id'), ({ params }) => {
      const p = find(params.id);
      return p ? ok(p) : notFound();
    }),
    http.get(api('staff/gift-cards'), ({ request }) => paged(payments.filter(isQueuedGiftCard).map(deskGiftCardOf), new URL(request.url))),
    http.post(api('staff/payments/:id/gift-card'), async ({ request, params }) => {
      const input = await body<DeskGiftCardDecisionBody>(request);
      const p = find(params.id);
      if (!p) return notFound();
      if (!isQueuedGiftCard(p)) return apiError(409, 'not_waiting', 'This gift card was decided already.');
      if (!input.approve && !input.reason?.trim()) return apiError(400, 'validation_failed', 'Give a reason for declining the gift card');
      const status = input.approve ? 'approved' : 'declined';
      update(p, { status, waitingForStaff: false, decision: status, decisionNote: input.reason ?? null, paidAt: input.approve ? FIXTURE_NOW : null });
      return ok({ outcome: status, status });
    }),
    http.post(api('staff/payments/:id/refund'), async ({ request, params }) => {
      await body(request);
      const p = find(params.id);
      if (!p) return notFound();
      if (p.status === 'refunded') return apiError(409, 'already_refunded', 'This payment is refunded already.');
      update(p, { status: 'refunded', refundable: false, waitingForStaff: false });
      return ok<DeskRefundResult>({ via: p.refundVia, provider: p.provider, status: 'refunded', outcome: 'refunded' });
    }),
    http.post(api('payments/:id/resolve'), async ({ request, params }) => {
      const input = await body<ResolvePaymentBody>(request);
      const p = find(params.id);
      if (!p) return notFound();
      if (p.status !== 'needs_staff') return apiError(409, 'not_waiting', 'This payment is not waiting for staff: it was decided already');
      if (input.decision === 'grant' && p.attentionReason === 'username_taken') return apiError(409, 'cannot_grant', 'Another account now has this username: refund this payment instead.');
      const status = input.decision === 'grant' ? 'approved' : 'refunded';
      update(p, { status, waitingForStaff: false, attentionReason: null, refundable: status === 'approved' });
      return ok<PaymentResolution>({ outcome: status, status, ...(status === 'refunded' ? { via: p.refundVia } : {}) });
    }),
  ];
  return { handlers, requests, payments };
}

export const deskPaymentsHandlers = deskPaymentsMockFor().handlers;
