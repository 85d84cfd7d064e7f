import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { server } from '../../mock-api/node';
import { signupHandlers, signupPaths } from '../../mock-api/handlers/signup';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { signupSuccess } from './index';
import SignupSuccess from './signup-success';

const credentials = { email: 'new@example.test', username: 'newmember', password: 'correct-horse' };

const renderPage = (token = 'tok-1') =>
  renderWithApp(
    <Routes>
      <Route path="/signupSuccess" element={<SignupSuccess {...signupSuccess.defaults} />} />
      <Route path="/signupDenial" element={<p>denied page</p>} />
    </Routes>,
    { route: `/signupSuccess?x_ans_token=${token}` },
  );

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

  it('says a gift card payment is in progress and will be verified', async () => {
    lookups(() => HttpResponse.json({ data: { status: 'verifying', provider: 'amazonVoucher', username: 'newmember', email: 'new@example.test' } }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderPage();
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    vi.useRealTimers();
    expect(await screen.findByText(/payment is in progress and will be verified\. Log in to check its status/)).toBeInTheDocument();
    expect(screen.getByText('The password you chose at signup.')).toBeInTheDocument();
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
});
