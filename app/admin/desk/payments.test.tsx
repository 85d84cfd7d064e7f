// The desk's payment screens: the gift-card queue with its codes and duplicates in words, approve
// and decline (with a reason) for publishers only, the refund dialog on a payment's page, and the
// decision on a payment that waits for staff (grant refused in the server's words, then refund).
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { editor, openAdmin, preloadAdminArea, publisher } from '../admin-test-utils';
import { server } from '../../../mock-api/node';
import { api } from '../../../mock-api/handlers/paths';
import type { DeskGiftCardPayment, DeskPaymentDetail } from '../../../schemas/api/desk-payments';
import type { SessionUser } from '../../../src/state/session';

beforeAll(preloadAdminArea, 120_000);

const member = { id: 7, username: 'giver', email: 'giver@example.test' };

function queueMock() {
  let queue: DeskGiftCardPayment[] = [
    {
      id: 11,
      date: '2026-11-20T10:00:00.000Z',
      member,
      plan: '1 Month',
      amount: 29.95,
      currency: 'USD',
      codes: [
        { code: 'ABCD-1234', normalized: 'ABCD1234', elsewhere: [{ paymentId: 5, status: 'declined', username: 'earlier', date: '2026-11-01T10:00:00.000Z' }] },
        { code: 'FRESH-1', normalized: 'FRESH1', elsewhere: [] },
      ],
    },
  ];
  const decisions: unknown[] = [];
  server.use(
    http.get(api('staff/gift-cards'), () => HttpResponse.json({ data: queue }, { headers: { maxresults: String(queue.length) } })),
    http.post(api('staff/payments/:id/gift-card'), async ({ request, params }) => {
      const body = (await request.json()) as { approve: boolean };
      decisions.push({ id: Number(params.id), ...body });
      queue = queue.filter((p) => p.id !== Number(params.id));
      return HttpResponse.json({ data: { outcome: body.approve ? 'approved' : 'declined', status: body.approve ? 'approved' : 'declined' } });
    }),
  );
  return decisions;
}

function paymentMock(overrides: Partial<DeskPaymentDetail> = {}) {
  let payment: DeskPaymentDetail = {
    id: 21,
    date: '2026-11-20T10:00:00.000Z',
    paidAt: '2026-11-20T10:01:00.000Z',
    member,
    provider: 'epochCreditCard',
    kind: 'sale',
    plan: { id: 2, name: '1 Month' },
    update: null,
    amount: 29.95,
    currency: 'USD',
    status: 'approved',
    invoiceNumber: '2026-000012',
    waitingForStaff: false,
    providerTransactionId: '900100',
    providerMemberId: '800100',
    attentionReason: null,
    decision: null,
    decisionNote: null,
    periodStart: null,
    periodEnd: null,
    codes: [],
    notifications: [
      { id: 1, receivedAt: '2026-11-20T10:01:00.000Z', provider: 'epochCreditCard', eventId: 'join-900100', kind: 'sale_approved', outcome: 'approved', contentType: 'application/x-www-form-urlencoded', rawBody: 'ans=Y900100&transaction_id=900100&amount=29.95' },
    ],
    audit: [],
    refundable: true,
    refundVia: 'provider',
    ...overrides,
  };
  const refunds: unknown[] = [];
  server.use(
    http.get(api('staff/payments/:id'), () => HttpResponse.json({ data: payment })),
    http.post(api('staff/payments/:id/refund'), async ({ request }) => {
      refunds.push(await request.json());
      if (refunds.length > 1) return HttpResponse.json({ error: { code: 'already_refunded', message: 'This payment is refunded already.' } }, { status: 409 });
      payment = { ...payment, status: 'refunded', refundable: false };
      return HttpResponse.json({ data: { via: payment.refundVia, provider: payment.provider, status: 'refunded', outcome: 'refunded' } });
    }),
  );
  return refunds;
}

const openQueue = async (user: SessionUser = publisher) => {
  const decisions = queueMock();
  await openAdmin('/admin/gift-cards', user);
  await screen.findByRole('heading', { name: /Payment 11/ }, { timeout: 10_000 });
  return decisions;
};

describe('the gift-card queue', () => {
  it('shows each payment’s codes and says in words where a code was used before', async () => {
    await openQueue(editor);
    expect(screen.getByText('ABCD-1234')).toBeInTheDocument();
    expect(screen.getByText('Also used on')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'payment 5 by earlier (Declined)' })).toHaveAttribute('href', '/admin/payments/5');
    expect(screen.getByText('not used on any other payment')).toBeInTheDocument();
    // Editors read; they decide nothing.
    expect(screen.queryByRole('button', { name: 'Approve payment 11' })).not.toBeInTheDocument();
    expect(screen.getByText('Only publishers approve or decline gift cards. You can read the queue.')).toBeInTheDocument();
  });

  it('lets a publisher approve: the payment leaves the queue', async () => {
    const user = userEvent.setup();
    const decisions = await openQueue();
    await user.click(screen.getByRole('button', { name: 'Approve payment 11' }));
    expect(await screen.findByText('Payment 11 by giver approved: the member has access.')).toBeInTheDocument();
    expect(decisions).toEqual([{ id: 11, approve: true }]);
    expect(await screen.findByText('No gift card waits for a decision.')).toBeInTheDocument();
  });

  it('asks a reason before declining', async () => {
    const user = userEvent.setup();
    const decisions = await openQueue();
    await user.click(screen.getByRole('button', { name: 'Decline payment 11' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline payment 11' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline the gift card' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please say why the gift card is declined.');
    expect(decisions).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (recorded in the audit log)' }), 'Code already redeemed');
    await user.click(within(dialog).getByRole('button', { name: 'Decline the gift card' }));
    expect(await screen.findByText('Payment 11 by giver declined.')).toBeInTheDocument();
    expect(decisions).toEqual([{ id: 11, approve: false, reason: 'Code already redeemed' }]);
  });
});

describe('a payment', () => {
  it('shows the provider’s raw notifications and refunds through the provider after a reason', async () => {
    const user = userEvent.setup();
    const refunds = paymentMock();
    await openAdmin('/admin/payments/21', publisher);
    await screen.findByRole('heading', { name: 'Payment 21' }, { timeout: 10_000 });
    const raw = screen.getByLabelText('Raw body of join-900100');
    expect(raw).toHaveTextContent('transaction_id=900100');
    expect(screen.getByText(/what we did: approved/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refund…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund $29.95' });
    expect(within(dialog).getByText(/The payment provider returns the money now/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Refund now' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please say why this payment is refunded.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (recorded in the audit log)' }), 'Asked by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Refund now' }));
    expect(await screen.findByText("Refunded through the payment provider. The member's access has ended.")).toBeInTheDocument();
    expect(refunds).toEqual([{ reason: 'Asked by phone' }]);
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund…' })).not.toBeInTheDocument();
  });

  it('offers no refund to an editor', async () => {
    paymentMock({ provider: 'bitcoin', refundVia: 'recorded' });
    await openAdmin('/admin/payments/21', editor);
    await screen.findByRole('heading', { name: 'Payment 21' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Refund…' })).not.toBeInTheDocument();
  });
});

/** A bitcoin signup paid after its username went to another account: it waits for staff. */
function waitingMock() {
  paymentMock({ provider: 'bitcoin', status: 'needs_staff', waitingForStaff: true, attentionReason: 'username_taken', refundable: false, refundVia: 'recorded' });
  const decisions: unknown[] = [];
  server.use(
    http.post(api('payments/:id/resolve'), async ({ request, params }) => {
      const body = (await request.json()) as { decision: string; reason: string };
      decisions.push({ id: Number(params.id), ...body });
      if (body.decision === 'grant')
        return HttpResponse.json({ error: { code: 'cannot_grant', message: 'Another account now has this username: refund this payment instead.' } }, { status: 409 });
      return HttpResponse.json({ data: { outcome: 'refunded', status: 'refunded', via: 'recorded' } });
    }),
  );
  return decisions;
}

describe('a payment waiting for staff', () => {
  it('says why it waits; a grant the server refuses shows its words, and the refund is recorded with a reason', async () => {
    const user = userEvent.setup();
    const decisions = waitingMock();
    await openAdmin('/admin/payments/21', publisher);
    await screen.findByRole('heading', { name: 'Payment 21' }, { timeout: 10_000 });
    expect(screen.getByText('Paid for a signup whose username another account took meanwhile')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Grant what it paid for' }));
    const grant = await screen.findByRole('dialog', { name: 'Grant what it paid for' });
    await user.click(within(grant).getByRole('button', { name: 'Grant what it paid for' }));
    expect(within(grant).getByRole('alert')).toHaveTextContent('Please give a reason of at least 3 characters.');
    expect(decisions).toEqual([]);
    await user.type(within(grant).getByRole('textbox', { name: 'Reason (recorded)' }), 'Name looked free');
    await user.click(within(grant).getByRole('button', { name: 'Grant what it paid for' }));
    expect(await within(grant).findByText('Another account now has this username: refund this payment instead.')).toBeInTheDocument();
    await user.click(within(grant).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Record the refund' }));
    const refund = await screen.findByRole('dialog', { name: 'Refund $29.95' });
    expect(within(refund).getByText(/make the refund yourself \(in BTCPay Server or by transfer\)/)).toBeInTheDocument();
    await user.type(within(refund).getByRole('textbox', { name: 'Reason (recorded)' }), 'Refunded in BTCPay');
    await user.click(within(refund).getByRole('button', { name: 'Record the refund' }));
    expect(await screen.findByText('The refund is recorded. The payer is told by mail.')).toBeInTheDocument();
    expect(decisions).toEqual([
      { id: 21, decision: 'grant', reason: 'Name looked free' },
      { id: 21, decision: 'refund', reason: 'Refunded in BTCPay' },
    ]);
  });

  it('offers no decision to an editor', async () => {
    waitingMock();
    await openAdmin('/admin/payments/21', editor);
    await screen.findByRole('heading', { name: 'Payment 21' }, { timeout: 10_000 });
    expect(screen.getByText('Paid for a signup whose username another account took meanwhile')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Grant what it paid for' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record the refund' })).not.toBeInTheDocument();
  });
});
