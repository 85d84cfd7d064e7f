import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { server } from '../../mock-api/node';
import { purchaseHandlers, purchasePaths, PURCHASE_INVOICE_URL, PURCHASE_JOIN_URL, PURCHASE_TOKEN } from '../../mock-api/handlers/purchase';
import { signupPaths } from '../../mock-api/handlers/signup';
import { mockUser } from '../../mock-api/handlers/session';
import { configWith, renderWithApp } from '../../tests/setup/render-with-app';
import { WithUser } from '../../tests/setup/with-user';
import { checkout } from './index';
import Checkout from './checkout';

vi.mock('../../src/api/browser-navigation', () => ({ assignLocation: vi.fn() }));
const { assignLocation } = await import('../../src/api/browser-navigation');

const purchaseOn = configWith((c) => {
  c.core.payment.updatePurchase = true;
  for (const e of c.core.payment.endpoints) if (e.provider === 'bitcoin') e.isActive = true;
});
const item = { updateId: 6, title: 'Quiet Harbour', permaLink: 'quiet-harbour', contentType: 'dvd', price: 9.95 };

const renderCheckout = (loggedIn = true) => {
  const routes = (
    <Routes>
      <Route path="/checkout" element={<Checkout {...checkout.defaults} />} />
      <Route path="/signupSuccess" element={<p>success page</p>} />
    </Routes>
  );
  return renderWithApp(loggedIn ? <WithUser user={mockUser({ subscription: 'none' })}>{routes}</WithUser> : routes, { route: '/checkout', config: purchaseOn });
};

beforeEach(() => vi.mocked(assignLocation).mockReset());
afterEach(() => window.sessionStorage.clear());

describe('checkout block', () => {
  it('says the cart is empty and links to the updates', async () => {
    await renderCheckout();
    expect(await screen.findByText(/Your cart is empty/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse updates' })).toHaveAttribute('href', '/updates');
  });

  it('asks a visitor to log in first and come back to the checkout', async () => {
    window.sessionStorage.setItem('CART_CHECKOUT', JSON.stringify({ item }));
    await renderCheckout(false);
    expect(await screen.findByRole('heading', { name: 'Quiet Harbour' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to pay' })).toHaveAttribute('href', '/login?from=%2Fcheckout');
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('shows what is bought and the methods for purchases, then pays through the provider', async () => {
    window.sessionStorage.setItem('CART_CHECKOUT', JSON.stringify({ item }));
    const bodies: unknown[] = [];
    server.use(
      http.post(purchasePaths.purchase, async ({ request }) => {
        bodies.push(await request.clone().json());
      }),
      ...purchaseHandlers,
    );
    const user = userEvent.setup();
    await renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Quiet Harbour' })).toBeInTheDocument();
    expect(screen.getByText('$9.95')).toBeInTheDocument();
    const methods = within(screen.getByRole('radiogroup', { name: 'Payment method' })).getAllByRole('radio');
    expect(methods.map((m) => m.closest('label')?.textContent)).toEqual(['Credit Card', 'Paypal', 'Bitcoin']);
    await user.click(screen.getByRole('button', { name: 'Pay $9.95' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith(`http://localhost:3000${PURCHASE_JOIN_URL}`));
    expect(bodies).toEqual([{ update_id: 6, provider: 'epochCreditCard' }]);
    expect(JSON.parse(window.sessionStorage.getItem('CART_CHECKOUT')!).item).toMatchObject({ updateId: 6, token: PURCHASE_TOKEN });
  });

  it('bitcoin: opens the invoice with a link to its invoice page, and goes to the success page once paid', async () => {
    window.sessionStorage.setItem('CART_CHECKOUT', JSON.stringify({ item }));
    let status = 'pending';
    const lookups: string[] = [];
    server.use(
      http.get(signupPaths.paymentByToken, ({ params }) => {
        lookups.push(String(params.token));
        return HttpResponse.json({ data: { status, username: 'member', email: 'member@example.test', provider: 'bitcoin' } });
      }),
    );
    const user = userEvent.setup();
    await renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Bitcoin' }));
    await user.click(screen.getByRole('button', { name: 'Pay $9.95' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with Bitcoin' });
    expect(within(dialog).getByText('0.00020411 BTC')).toBeInTheDocument();
    const page = within(dialog).getByRole('link', { name: 'Open the invoice page' });
    expect(page).toHaveAttribute('href', PURCHASE_INVOICE_URL);
    expect(page).toHaveAttribute('target', '_blank');
    expect(page).toHaveAttribute('rel', 'noopener noreferrer');
    // Not paid yet: "I have paid" says so and the invoice stays open.
    await user.click(within(dialog).getByRole('button', { name: 'I have paid' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('No payment received yet.');
    // Paid on the invoice page: the next look-up goes on to the success page.
    status = 'approved';
    await user.click(within(dialog).getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText('success page')).toBeInTheDocument();
    expect(lookups).toEqual([PURCHASE_TOKEN, PURCHASE_TOKEN]);
  });

  it('bitcoin: while the invoice is open the payment is looked up by itself, quietly, until it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      window.sessionStorage.setItem('CART_CHECKOUT', JSON.stringify({ item }));
      let status = 'pending';
      let lookups = 0;
      server.use(
        http.get(signupPaths.paymentByToken, () => {
          lookups += 1;
          return HttpResponse.json({ data: { status, username: 'member', email: 'member@example.test', provider: 'bitcoin' } });
        }),
      );
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await renderCheckout();
      await user.click(await screen.findByRole('radio', { name: 'Bitcoin' }));
      await user.click(screen.getByRole('button', { name: 'Pay $9.95' }));
      const dialog = await screen.findByRole('dialog', { name: 'Pay with Bitcoin' });
      expect(lookups).toBe(0);
      await vi.advanceTimersByTimeAsync(5000);
      await waitFor(() => expect(lookups).toBe(1));
      // Nothing arrived: no note, the invoice stays open.
      expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
      status = 'approved';
      await vi.advanceTimersByTimeAsync(5000);
      expect(await screen.findByText('success page')).toBeInTheDocument();
      expect(lookups).toBe(2);
      // Closed with the invoice: no more look-ups.
      await vi.advanceTimersByTimeAsync(15_000);
      expect(lookups).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('bitcoin: closing the unpaid invoice ends the payment on the server and offers to try again', async () => {
    window.sessionStorage.setItem('CART_CHECKOUT', JSON.stringify({ item }));
    const abandoned: unknown[] = [];
    server.use(
      http.post(signupPaths.abandon, async ({ request }) => {
        abandoned.push(await request.json());
        return HttpResponse.json({ data: { status: 'failed', username: 'member', email: 'member@example.test', provider: 'bitcoin' } });
      }),
    );
    const user = userEvent.setup();
    await renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Bitcoin' }));
    await user.click(screen.getByRole('button', { name: 'Pay $9.95' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with Bitcoin' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The bitcoin payment was not completed. You can try again.');
    expect(abandoned).toEqual([{ token: PURCHASE_TOKEN }]);
    expect(screen.getByRole('button', { name: 'Pay $9.95' })).toBeEnabled();
  });

  it('says so when the update is no longer for sale', async () => {
    window.sessionStorage.setItem('CART_CHECKOUT', JSON.stringify({ item: { ...item, updateId: 1 } }));
    const user = userEvent.setup();
    await renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Pay $9.95' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This update cannot be bought on its own any more.');
  });
});
