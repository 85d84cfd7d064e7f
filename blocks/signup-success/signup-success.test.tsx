import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { server } from '../../mock-api/node';
import { signupHandlers, signupPaths } from '../../mock-api/handlers/signup';
import { mockUser } from '../../mock-api/handlers/session';
import type { CurrentUser } from '../../schemas/api/membership';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { WithUser } from '../../tests/setup/with-user';
import { signupSuccess } from './index';
import SignupSuccess from './signup-success';

const credentials = { email: 'new@example.test', username: 'newmember', password: 'correct-horse' };

const renderPage = (token = 'tok-1', user?: CurrentUser, extraQuery = '') => {
  const routes = (
    <Routes>
      <Route path="/signupSuccess" element={<SignupSuccess {...signupSuccess.defaults} />} />
      <Route path="/signupDenial" element={<p>denied page</p>} />
    </Routes>
  );
  return renderWithApp(user ? <WithUser user={user}>{routes}</WithUser> : routes, { route: `/signupSuccess?x_ans_token=${token}${extraQuery}` });
};

/** Counts lookups; the given answers are used in turn, the last one repeats. */
const lookups = (...answers: Array<() => Response>) => {
  const calls: string[] = [];
  server.use(
    http.get(signupPaths.paymentByToken, ({ params }) => {
      calls.push(String(params.token));
      return (answers[Math.min(calls.length - 1, answers.length - 1)] ?? answers[0]!)();
    }),
    ...signupHandlers,
  );
  return calls;
};

const pending = () => HttpResponse.json({ data: { status: 'pending', provider: 'epochCreditCard', username: 'newmember', email: 'new@example.test' } });
const approved = () => HttpResponse.json({ data: { status: 'approved', provider: 'epochCreditCard', ...credentials, password: undefined } });

afterEach(() => vi.useRealTimers());

/** Waits on real macrotasks (setImmediate is not faked) until `done`. */
const settle = async (done: () => boolean) => {
  for (let i = 0; i < 500 && !done(); i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('signup success block', () => {
  it("checks after 2 s, then shows the credentials with the password once and 'Go to login!'", async () => {
    window.sessionStorage.setItem('CART_CHECKOUT', JSON.stringify(credentials));
    const calls = lookups(approved);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderPage();
    expect(screen.getByText('Checking transaction...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support' })).toHaveAttribute('href', '/support');
    await act(() => vi.advanceTimersByTimeAsync(1_900));
    expect(calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    vi.useRealTimers();

    expect(await screen.findByText('newmember')).toBeInTheDocument();
    expect(calls).toEqual(['tok-1']);
    expect(screen.getByText('new@example.test')).toBeInTheDocument();
    expect(screen.queryByText('correct-horse')).not.toBeInTheDocument();
    expect(screen.getByText(/the password is shown only once/)).toBeInTheDocument();
    expect(window.sessionStorage.getItem('CART_CHECKOUT')).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(screen.getByText('correct-horse')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('CART_CHECKOUT')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to login!' })).toHaveAttribute('href', '/login');
  });

  it('retries once after 10 s when the first lookup fails, then gives the support hint', async () => {
    const failing = () => HttpResponse.json({ error: { code: 'x', message: 'x' } }, { status: 500 });
    const calls = lookups(failing, failing, failing);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderPage();
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    // Let the failed answer arrive (real I/O) until the retry is scheduled on the fake clock.
    await act(() => settle(() => calls.length === 1 && vi.getTimerCount() > 0));
    await act(() => vi.advanceTimersByTimeAsync(9_800));
    expect(calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(300));
    await act(() => settle(() => calls.length === 2));
    vi.useRealTimers();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ooops, something went wrong, please try again later...');
    expect(calls).toHaveLength(2);
    expect(screen.queryByText('Checking transaction...')).not.toBeInTheDocument();
  });

  it("goes to the denial page at once when the biller's answer is a decline (ans=N...)", async () => {
    lookups(pending);
    await renderPage('tok-1', undefined, '&ans=NDECLINED');
    expect(await screen.findByText('denied page')).toBeInTheDocument();
  });

  it('says a gift card is being verified and gives the login details of the account made for it, the password once', async () => {
    window.sessionStorage.setItem('CART_CHECKOUT', JSON.stringify(credentials));
    lookups(() => HttpResponse.json({ data: { status: 'verifying', provider: 'amazonVoucher', username: 'newmember', email: 'new@example.test' } }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderPage();
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    vi.useRealTimers();
    expect(await screen.findByText('Thank you! Your payment is in progress and will be verified. Log in to check its status.')).toBeInTheDocument();
    expect(screen.getByText('Your account is ready: log in with these details to check the status of your payment.')).toBeInTheDocument();
    expect(screen.getByText('newmember')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(screen.getByTestId('signup-password')).toHaveTextContent(credentials.password);
    expect(window.sessionStorage.getItem('CART_CHECKOUT')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to login!' })).toHaveAttribute('href', '/login');
  });

  it('keeps checking a late confirmation, says what will happen, and shows the login details only once approved', async () => {
    window.sessionStorage.setItem('CART_CHECKOUT', JSON.stringify(credentials));
    const calls = lookups(pending, pending, approved);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderPage();
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    await act(() => settle(() => calls.length === 1 && vi.getTimerCount() > 0));
    expect(screen.getByText(/We are waiting for the payment provider to confirm your payment\. This page updates by itself/)).toBeInTheDocument();
    expect(screen.queryByText('newmember')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to login!' })).not.toBeInTheDocument();
    // The pauses grow: 3 s, then 5 s.
    // (The clock stands at 2.1 s; the answer came between 2.0 and 2.1 s.)
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(600));
    await act(() => settle(() => calls.length === 2 && vi.getTimerCount() > 0));
    await act(() => vi.advanceTimersByTimeAsync(4_400));
    expect(calls).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Go to login!' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(800));
    vi.useRealTimers();
    expect(await screen.findByText('newmember')).toBeInTheDocument();
    expect(calls).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Go to login!' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Show Password' })).toBeInTheDocument();
  });

  it('after several minutes says it is still waiting, stops by itself, and checks again on the button', async () => {
    const calls = lookups(pending);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderPage();
    for (let i = 0; i < 60 && !screen.queryByText(/Still waiting for the confirmation/); i++) {
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      await act(() => settle(() => vi.getTimerCount() > 0 || screen.queryByText(/Still waiting for the confirmation/) !== null));
    }
    const still = screen.getByText(/Still waiting for the confirmation/);
    expect(still).toHaveTextContent('please contact our support');
    expect(within(still).getByRole('link', { name: 'support' })).toHaveAttribute('href', '/support');
    // 2 s, then 3, 5, 8, 13, 20 s and 30 s pauses up to five minutes: 14 lookups.
    expect(calls).toHaveLength(14);
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(calls).toHaveLength(14);
    expect(screen.queryByRole('link', { name: 'Go to login!' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => settle(() => calls.length === 15 && vi.getTimerCount() > 0));
    expect(calls).toHaveLength(15);
    expect(screen.queryByText(/Still waiting for the confirmation/)).not.toBeInTheDocument();
    expect(screen.getByText(/We are waiting for the payment provider/)).toBeInTheDocument();
  });

  it('tells a logged-in member that the membership was extended, without a password', async () => {
    window.sessionStorage.setItem('CART_CHECKOUT', JSON.stringify({ email: 'member@example.com', username: 'member', password: '' }));
    lookups(() => HttpResponse.json({ data: { status: 'approved', provider: 'epochCreditCard', username: 'member', email: 'member@example.com' } }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderPage(undefined, mockUser());
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    vi.useRealTimers();
    expect(await screen.findByText(/your membership has been extended/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my membership' })).toHaveAttribute('href', '/payment');
    expect(screen.queryByText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to login!' })).not.toBeInTheDocument();
  });

  it('confirms a single purchase and points to My Purchases', async () => {
    window.sessionStorage.setItem(
      'CART_CHECKOUT',
      JSON.stringify({ item: { updateId: 6, title: 'Quiet Harbour', permaLink: 'quiet-harbour', contentType: 'dvd', price: 9.95, token: 'tok-1' } }),
    );
    lookups(() => HttpResponse.json({ data: { status: 'approved', provider: 'epochCreditCard', username: 'member', email: 'member@example.com' } }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderPage(undefined, mockUser());
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    vi.useRealTimers();
    expect(await screen.findByText('Thank you, your purchase is complete: Quiet Harbour is now in My Purchases.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Purchases' })).toHaveAttribute('href', '/myupdates');
    expect(window.sessionStorage.getItem('CART_CHECKOUT')).toBeNull();
  });

  it('sends a declined payment to the denial page', async () => {
    window.sessionStorage.setItem('CART_CHECKOUT', JSON.stringify(credentials));
    lookups(() => HttpResponse.json({ data: { status: 'declined', provider: 'epochCreditCard', username: 'newmember', email: 'new@example.test' } }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderPage();
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    vi.useRealTimers();
    expect(await screen.findByText('denied page')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('CART_CHECKOUT')).toBeNull();
  });

  it.each([
    ['refunded', /We have refunded it in full: nothing was kept\./],
    ['needs_staff', /Your money is safe: our team will refund it or give you the access it paid for/],
  ])('says what happened to the money of a payment that could not be honoured (%s), never as a denial and without login details', async (status, text) => {
    window.sessionStorage.setItem('CART_CHECKOUT', JSON.stringify(credentials));
    lookups(() => HttpResponse.json({ data: { status, provider: 'epochCreditCard', username: 'newmember', email: 'new@example.test' } }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderPage();
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    vi.useRealTimers();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('denied page')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to login!' })).not.toBeInTheDocument();
    expect(screen.queryByText('newmember')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('CART_CHECKOUT')).toBeNull();
  });
});
