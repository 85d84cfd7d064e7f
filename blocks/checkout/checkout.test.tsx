import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { server } from '../../mock-api/node';
import { purchaseHandlers, purchasePaths, PURCHASE_TOKEN } from '../../mock-api/handlers/purchase';
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
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith(`http://localhost:3000/api/payment/sandbox/join/${PURCHASE_TOKEN}`));
    expect(bodies).toEqual([{ update_id: 6, provider: 'epochCreditCard' }]);
    expect(JSON.parse(window.sessionStorage.getItem('CART_CHECKOUT')!).item).toMatchObject({ updateId: 6, token: PURCHASE_TOKEN });
  });

  it('bitcoin: opens the invoice and goes to the success page once paid', async () => {
    window.sessionStorage.setItem('CART_CHECKOUT', JSON.stringify({ item }));
    const user = userEvent.setup();
    await renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Bitcoin' }));
    await user.click(screen.getByRole('button', { name: 'Pay $9.95' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with Bitcoin' });
    expect(within(dialog).getByText('0.00020411 BTC')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText('success page')).toBeInTheDocument();
  });

  it('says so when the update is no longer for sale', async () => {
    window.sessionStorage.setItem('CART_CHECKOUT', JSON.stringify({ item: { ...item, updateId: 1 } }));
    const user = userEvent.setup();
    await renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Pay $9.95' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This update cannot be bought on its own any more.');
  });
});
