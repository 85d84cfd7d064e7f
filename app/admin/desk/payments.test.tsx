// The desk's payment screens: the gift-card queue with its codes and duplicates in words, approve
// and decline (with a reason) for publishers only, the refund dialog on a payment's page, and the
// decision on a payment that waits for staff (grant refused in the server's words, then refund).
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { editor, openAdmin, preloadAdminArea, publisher } from '../admin-test-utils';
import { server } from '../../../mock-api/node';
import { deskPaymentsMockFor } from '../../../mock-api/handlers/desk-payments';
import type { SessionUser } from '../../../src/state/session';

beforeAll(preloadAdminArea, 120_000);

// The desk's payments of mock-api/handlers/desk-payments.ts: card payment 21, gift card 11 in the queue.
function paymentsMock() {
  const mock = deskPaymentsMockFor();
  server.use(...mock.handlers);
  return mock;
}

const openQueue = async (user: SessionUser = publisher) => {
  const mock = paymentsMock();
  await openAdmin('/admin/gift-cards', user);
  await screen.findByRole('heading', { name: /Payment 11/ }, { timeout: 10_000 });
  return mock.requests;
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
    expect(decisions).toEqual([{ method: 'POST', path: '/api/staff/payments/11/gift-card', body: { approve: true } }]);
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
    expect(decisions).toEqual([{ method: 'POST', path: '/api/staff/payments/11/gift-card', body: { approve: false, reason: 'Code already redeemed' } }]);
  });
});

describe('a payment', () => {
  it('shows the provider’s raw notifications and refunds through the provider after a reason', async () => {
    const user = userEvent.setup();
    const refunds = paymentsMock().requests;
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
    expect(refunds).toEqual([{ method: 'POST', path: '/api/staff/payments/21/refund', body: { reason: 'Asked by phone' } }]);
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund…' })).not.toBeInTheDocument();
  });

  it('offers no refund to an editor', async () => {
    const mock = paymentsMock();
    // A refund staff record themselves (Bitcoin) is still a publisher's.
    Object.assign(mock.payments.find((p) => p.id === 21)!, { provider: 'bitcoin', refundVia: 'recorded' });
    await openAdmin('/admin/payments/21', editor);
    await screen.findByRole('heading', { name: 'Payment 21' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Refund…' })).not.toBeInTheDocument();
  });
});

/** A bitcoin signup paid after its username went to another account: it waits for staff. */
function waitingMock() {
  const mock = paymentsMock();
  Object.assign(mock.payments.find((p) => p.id === 21)!, { provider: 'bitcoin', status: 'needs_staff', waitingForStaff: true, attentionReason: 'username_taken', refundable: false, refundVia: 'recorded' });
  return {
    decisions: () => mock.requests.filter((r) => r.path.endsWith('/resolve')).map((r) => ({ id: Number(r.path.split('/').at(-2)), ...(r.body as object) })),
  };
}

describe('a payment waiting for staff', () => {
  it('says why it waits; a grant the server refuses shows its words, and the refund is recorded with a reason', async () => {
    const user = userEvent.setup();
    const { decisions } = waitingMock();
    await openAdmin('/admin/payments/21', publisher);
    await screen.findByRole('heading', { name: 'Payment 21' }, { timeout: 10_000 });
    expect(screen.getByText('Paid for a signup whose username another account took meanwhile')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Grant what it paid for' }));
    const grant = await screen.findByRole('dialog', { name: 'Grant what it paid for' });
    await user.click(within(grant).getByRole('button', { name: 'Grant what it paid for' }));
    expect(within(grant).getByRole('alert')).toHaveTextContent('Please give a reason of at least 3 characters.');
    expect(decisions()).toEqual([]);
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
    expect(decisions()).toEqual([
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
