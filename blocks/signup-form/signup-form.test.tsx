import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { server } from '../../mock-api/node';
import { paths } from '../../mock-api/handlers/paths';
import { plans } from '../../mock-api/fixtures/plans';
import { MOCK_INVOICE_URL, MOCK_JOIN_URL, MOCK_TOKEN, signupHandlers, signupPaths, subscriptionActiveSignup, TAKEN_EMAIL, TAKEN_USERNAME } from '../../mock-api/handlers/signup';
import { configWith, renderWithApp } from '../../tests/setup/render-with-app';
import { userAtom } from '../../src/state/session';
import { STORAGE_KEYS } from '../../src/state/storage';
import { signupForm } from './index';
import SignupForm from './signup-form';
import { ROLE } from '../../shared/roles';

vi.mock('../../src/api/browser-navigation', () => ({ assignLocation: vi.fn() }));
const { assignLocation } = await import('../../src/api/browser-navigation');

interface Recorded {
  method: string;
  url: string;
  body: unknown;
}

/** Records every signup-related request (URL and JSON body), then lets the default handlers answer. */
const record = () => {
  const seen: Recorded[] = [];
  const spy = async ({ request }: { request: Request }) => {
    const text = await request.clone().text();
    seen.push({ method: request.method, url: request.url, body: text ? JSON.parse(text) : undefined });
  };
  server.use(
    http.post(signupPaths.userExists, spy),
    http.post(signupPaths.register, spy),
    http.put(signupPaths.userRegister, spy),
    http.post(signupPaths.epochInvoice, spy),
    http.post(signupPaths.abandon, spy),
    ...signupHandlers,
  );
  return seen;
};

const bitcoinOn = configWith((c) => {
  for (const e of c.core.payment.endpoints) if (e.provider === 'bitcoin') e.isActive = true;
});

const fillValid = async (user: ReturnType<typeof userEvent.setup>, name = 'freshmember') => {
  await user.type(screen.getByLabelText(/^Email/), 'fresh@example.test');
  await user.type(screen.getByLabelText(/^Username/), name);
  await user.type(screen.getByLabelText(/^Password/), 'correct-horse');
};

const planCard = async (name: string) => screen.findByRole('listitem', { name });

/** Ticks the consent (terms and charge) unless it is ticked: a new plan or method asks again. */
const accept = async (user: ReturnType<typeof userEvent.setup>) => {
  const box = screen.getByRole('checkbox', { name: /^I agree to the terms/ });
  if (!(box as HTMLInputElement).checked) await user.click(box);
};

const choosePlan = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(within(await planCard(name)).getByRole('button', { name: 'Select Plan' }));
};

/** Fills a valid account, picks 1 Month paid with bitcoin, agrees, and proceeds: the invoice dialog. */
const openBitcoinInvoice = async (user: ReturnType<typeof userEvent.setup>) => {
  await fillValid(user);
  await choosePlan(user, '1 Month');
  await user.click(screen.getByRole('radio', { name: 'Bitcoin' }));
  await accept(user);
  await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
  return screen.findByRole('dialog', { name: 'Pay with Bitcoin' });
};

beforeEach(() => {
  vi.mocked(assignLocation).mockReset();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('signup form block', () => {
  it("shows 'JOIN NOW!' and the plan cards with dollar price, feature lines and article text", async () => {
    server.use(...signupHandlers);
    await renderWithApp(<SignupForm {...signupForm.defaults} />, { route: '/signup' });
    expect(screen.getByRole('heading', { level: 1, name: 'JOIN NOW!' })).toBeInTheDocument();
    const card = await planCard('Monthly');
    expect(within(card).getByText('$19.95')).toBeInTheDocument();
    const features = within(card).getAllByRole('listitem').map((li) => li.textContent);
    expect(features).toEqual(['Full access to all updates', 'Unlimited streaming', 'Rebills monthly, cancel anytime']);
    expect(within(card).getByText('Recurring membership, billed every month.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Select Plan' })).toHaveLength(3);
  });

  it('asks for the plans in the visitor\'s language and shows their German name, feature lines and text', async () => {
    const asked: URL[] = [];
    // Notes the request, then lets the default handler answer.
    server.use(...signupHandlers, http.get(paths.articles, ({ request }) => void asked.push(new URL(request.url))));
    await renderWithApp(<SignupForm {...signupForm.defaults} />, { route: '/signup', locale: 'de_DE' });
    const card = await planCard('Monatlich');
    expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Voller Zugang zu allen Updates',
      'Unbegrenztes Streaming',
      'Verlängert sich monatlich, jederzeit kündbar',
    ]);
    expect(within(card).getByText('Mitgliedschaft mit monatlicher Abrechnung.')).toBeInTheDocument();
    expect(screen.queryByText('Monthly')).not.toBeInTheDocument();
    expect(asked.map((url) => url.searchParams.get('lang'))).toEqual(['de_DE']);
  });

  it('leaves out plans without payment providers', async () => {
    server.use(
      ...signupHandlers,
      http.get(paths.articles, () => HttpResponse.json({ data: [...plans, { ...plans[0], id: 9, name: 'Hidden Plan', payment_providers: '' }] })),
    );
    await renderWithApp(<SignupForm {...signupForm.defaults} />, { route: '/signup' });
    await planCard('Monthly');
    expect(screen.queryByText('Hidden Plan')).not.toBeInTheDocument();
  });

  it("shows 'Update membership' with the member's email and username, read-only, and no password field", async () => {
    server.use(...signupHandlers);
    const { store } = await renderWithApp(<SignupForm {...signupForm.defaults} />, { route: '/signup' });
    act(() => store.set(userAtom, { id: 4, username: 'member4', email: 'member4@example.test', role_id: ROLE.staff, created_at: '2024-01-01T00:00:00Z' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Update membership' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('member4@example.test');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Username/)).toHaveValue('member4');
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('readonly');
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.getByText(/no password needed/)).toBeInTheDocument();
  });

  it('a logged-in member renews without sending a password', async () => {
    const seen = record();
    const user = userEvent.setup();
    const { store } = await renderWithApp(<SignupForm {...signupForm.defaults} />, { route: '/signup' });
    act(() => store.set(userAtom, { id: 4, username: 'member4', email: 'member4@example.test', role_id: ROLE.member, created_at: '2024-01-01T00:00:00Z' }));
    await choosePlan(user, '1 Month');
    await accept(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalled());
    const body = seen.find((r) => r.url.endsWith('/payment/createEpochInvoice'))?.body as Record<string, unknown>;
    expect(body).toMatchObject({ username: 'member4', email: 'member4@example.test', article_id: 2, provider: 'epochCreditCard' });
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('password_confirmation');
  });

  it('says beside the button that a running recurring plan must be cancelled or end first', async () => {
    server.use(...subscriptionActiveSignup, ...signupHandlers);
    const user = userEvent.setup();
    const { store } = await renderWithApp(<SignupForm {...signupForm.defaults} />, { route: '/signup' });
    act(() => store.set(userAtom, { id: 4, username: 'member4', email: 'member4@example.test', role_id: ROLE.member, created_at: '2024-01-01T00:00:00Z' }));
    await choosePlan(user, 'Monthly');
    await accept(user);
    const button = screen.getByRole('button', { name: 'Proceed to Payment' });
    await user.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You already have an active subscription. Cancel it first or wait until it ends.');
    expect(within(alert).getByRole('link', { name: 'Manage your subscription' })).toHaveAttribute('href', '/payment');
    expect(button).toHaveAccessibleDescription(/You already have an active subscription/);
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('marks a field invalid only after typing in it, with the account-field messages', async () => {
    server.use(...signupHandlers);
    const user = userEvent.setup();
    await renderWithApp(<SignupForm {...signupForm.defaults} />, { route: '/signup' });
    const email = screen.getByLabelText(/^Email/);
    const username = screen.getByLabelText(/^Username/);
    const password = screen.getByLabelText(/^Password/);
    for (const field of [email, username, password]) expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();

    await user.type(email, 'not-an-email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    // The others are still untouched.
    expect(username).not.toHaveAttribute('aria-invalid');
    await user.clear(email);
    expect(screen.getByText('Enter your email')).toBeInTheDocument();

    // The rules are stated before anything is typed, and a wrong name says what to change.
    expect(username).toHaveAccessibleDescription('3 to 32 characters: letters A-Z, digits, dot (.), dash (-) and underscore (_).');
    await user.type(username, 'a b');
    expect(screen.getByText('Use only letters A-Z, digits, dot, dash and underscore (no spaces or accents)')).toBeInTheDocument();
    await user.clear(username);
    await user.type(username, 'ab');
    expect(screen.getByText('The username needs at least 3 characters')).toBeInTheDocument();
    await user.clear(username);
    expect(screen.getByText('Enter your username')).toBeInTheDocument();

    await user.type(password, 'short');
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(password);
    expect(screen.getByText('Please enter a password')).toBeInTheDocument();
    await user.type(password, 'long-enough');
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  it('checks existence 500 ms after the last keystroke, one field per call, and says it is in use', async () => {
    const seen = record();
    const checks = () => seen.filter((r) => r.url.endsWith('/signup/userExists')).map((r) => r.body);
    await renderWithApp(<SignupForm {...signupForm.defaults} />, { route: '/signup' });
    await planCard('Monthly');
    // Only timeouts are faked, and only while typing and waiting: the debounce is measured exactly.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'taken@example.te' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    // A further keystroke restarts the 500 ms.
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: TAKEN_EMAIL } });
    await act(() => vi.advanceTimersByTimeAsync(490));
    expect(checks()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(20));
    vi.useRealTimers();
    await waitFor(() => expect(checks()).toEqual([{ email: TAKEN_EMAIL }]));
    expect(await screen.findByText('Email already in use, please login or choose another one')).toBeInTheDocument();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: TAKEN_USERNAME } });
    await act(() => vi.advanceTimersByTimeAsync(490));
    expect(checks()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(20));
    vi.useRealTimers();
    expect(await screen.findByText('Username already in use, please login or choose another one')).toBeInTheDocument();
    expect(checks()).toEqual([{ email: TAKEN_EMAIL }, { username: TAKEN_USERNAME }]);
  });

  it('selecting a plan with an invalid form shows the messages and scrolls to the top', async () => {
    server.use(...signupHandlers);
    const user = userEvent.setup();
    await renderWithApp(<SignupForm {...signupForm.defaults} />, { route: '/signup' });
    await choosePlan(user, 'Monthly');
    expect(window.scrollTo).toHaveBeenCalled();
    expect(screen.getByText('Enter your email')).toBeInTheDocument();
    expect(screen.getByText('Enter your username')).toBeInTheDocument();
    expect(screen.getByText('Please enter a password')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Payment method' })).not.toBeInTheDocument();
  });

  it("offers only the selected plan's providers that are active", async () => {
    server.use(...signupHandlers);
    const user = userEvent.setup();
    await renderWithApp(<SignupForm {...signupForm.defaults} />, { route: '/signup' });
    await fillValid(user);
    await choosePlan(user, 'Monthly');
    let methods = within(screen.getByRole('radiogroup', { name: 'Payment method' })).getAllByRole('radio');
    expect(methods.map((m) => m.closest('label')?.textContent)).toEqual(['Credit Card', 'Paypal']);

    await choosePlan(user, '1 Month');
    methods = within(screen.getByRole('radiogroup', { name: 'Payment method' })).getAllByRole('radio');
    // Bitcoin is listed by the plan but inactive in the default configuration.
    expect(methods.map((m) => m.closest('label')?.textContent)).toEqual(['Credit Card', 'Paypal', 'Amazon Gift Card']);
  });

  it('card: posts the payload (never the password in a URL), keeps CART_CHECKOUT and goes to the redirect URL', async () => {
    const seen = record();
    window.localStorage.setItem(STORAGE_KEYS.affiliateId, 'partner-abcdefgh');
    window.localStorage.setItem(STORAGE_KEYS.affiliateDate, String(Date.now() - 6 * 24 * 3600 * 1000));
    const user = userEvent.setup();
    await renderWithApp(<SignupForm {...signupForm.defaults} />, { route: '/signup' });
    await fillValid(user);
    await choosePlan(user, 'Monthly');
    await accept(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith(`http://localhost:3000${MOCK_JOIN_URL}`));
    const call = seen.find((r) => r.url.endsWith('/payment/createEpochInvoice'));
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({
      username: 'freshmember',
      email: 'fresh@example.test',
      password: 'correct-horse',
      password_confirmation: 'correct-horse',
      tos: true,
      consentText: expect.stringMatching(
        /^Monthly: \$19\.95 now for the first month, then \$19\.95 every month from \w+ \d+, \d{4} until you cancel\.\nThe charge appears on your card or PayPal statement as EPOCH\.COM\* Emotions\.\nI agree to the terms and to the recurring charge described above\.$/,
      ),
      locale: 'en_US',
      article_id: 1,
      provider: 'epochCreditCard',
      voucherCodes: [],
      affiliateId: 'partner-abcdefgh',
    });
    for (const r of seen) expect(r.url).not.toContain('correct-horse');
    expect(vi.mocked(assignLocation).mock.calls[0]![0]).not.toContain('correct-horse');
    expect(JSON.parse(window.sessionStorage.getItem('CART_CHECKOUT')!)).toEqual({
      email: 'fresh@example.test',
      username: 'freshmember',
      password: 'correct-horse',
    });
  });

  it('leaves out an affiliate id saved 7 days ago or more', async () => {
    const seen = record();
    window.localStorage.setItem(STORAGE_KEYS.affiliateId, 'partner-abcdefgh');
    window.localStorage.setItem(STORAGE_KEYS.affiliateDate, String(Date.now() - 7 * 24 * 3600 * 1000 - 1000));
    const user = userEvent.setup();
    await renderWithApp(<SignupForm {...signupForm.defaults} />, { route: '/signup' });
    await fillValid(user);
    await choosePlan(user, 'Monthly');
    await accept(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalled());
    expect(seen.find((r) => r.url.endsWith('/payment/createEpochInvoice'))?.body).not.toHaveProperty('affiliateId');
  });

  it('does not follow a redirect URL to a foreign site', async () => {
    server.use(
      http.post(signupPaths.epochInvoice, () => HttpResponse.json({ data: { x_ans_token: 't', status: 'pending', redirectURL: 'https://evil.example/pay' } }, { status: 201 })),
      ...signupHandlers,
    );
    const user = userEvent.setup();
    await renderWithApp(<SignupForm {...signupForm.defaults} />, { route: '/signup' });
    await fillValid(user);
    await choosePlan(user, 'Monthly');
    await accept(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ooops, something went wrong, please try again later...');
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it("shows 'Signing up...' with the button disabled, then the error with the form back for a retry", async () => {
    let release: () => void = () => {};
    server.use(
      http.post(signupPaths.epochInvoice, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ error: { code: 'boom', message: 'boom' } }, { status: 500 });
      }),
      ...signupHandlers,
    );
    const user = userEvent.setup();
    await renderWithApp(<SignupForm {...signupForm.defaults} />, { route: '/signup' });
    await fillValid(user);
    await choosePlan(user, 'Monthly');
    await accept(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByRole('button', { name: 'Signing up...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ooops, something went wrong, please try again later...');
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('fresh@example.test');
  });

  it('names the taken field when the server answers user_exists', async () => {
    server.use(
      http.post(signupPaths.epochInvoice, () =>
        HttpResponse.json(
          { error: { code: 'user_exists', message: 'x', fields: { username: 'Username already in use, please login or choose another one' } } },
          { status: 409 },
        ),
      ),
      ...signupHandlers,
    );
    const user = userEvent.setup();
    await renderWithApp(<SignupForm {...signupForm.defaults} />, { route: '/signup' });
    await fillValid(user);
    await choosePlan(user, 'Monthly');
    await accept(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username already in use, please login or choose another one');
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says next to the field when a signup that has not finished (another tab) holds the username', async () => {
    const reserved = 'This username is being used in a signup that has not finished yet. Please choose another one.';
    server.use(
      http.post(signupPaths.epochInvoice, () => HttpResponse.json({ error: { code: 'name_reserved', message: reserved, fields: { username: reserved } } }, { status: 409 })),
      ...signupHandlers,
    );
    const user = userEvent.setup();
    await renderWithApp(<SignupForm {...signupForm.defaults} />, { route: '/signup' });
    await fillValid(user);
    await choosePlan(user, 'Monthly');
    await accept(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reserved);
    const field = screen.getByLabelText(/^Username/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(reserved));
    expect(screen.getByLabelText(/^Email/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the field taken when the typing check answers "free" after registration said taken', async () => {
    let registrationAnswered!: () => void;
    const answered = new Promise<void>((resolve) => (registrationAnswered = resolve));
    server.use(
      // The existence check of the typed username comes back only after the registration's answer.
      http.post(signupPaths.userExists, async () => {
        await answered;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({ data: { exists: false } });
      }),
      http.post(signupPaths.epochInvoice, () => {
        setTimeout(registrationAnswered, 0);
        return HttpResponse.json(
          { error: { code: 'user_exists', message: 'x', fields: { username: 'Username already in use, please login or choose another one' } } },
          { status: 409 },
        );
      }),
      ...signupHandlers,
    );
    const user = userEvent.setup();
    await renderWithApp(<SignupForm {...signupForm.defaults} />, { route: '/signup' });
    await fillValid(user);
    await choosePlan(user, 'Monthly');
    await accept(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username already in use, please login or choose another one');
    await answered;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when a gift card code has already been used', async () => {
    server.use(
      http.post(signupPaths.register, () =>
        HttpResponse.json(
          { error: { code: 'voucher_used', message: 'This gift card code has already been used', fields: { voucherCodes: 'This gift card code has already been used' } } },
          { status: 409 },
        ),
      ),
      ...signupHandlers,
    );
    const user = userEvent.setup();
    await renderWithApp(<SignupForm {...signupForm.defaults} />, { route: '/signup' });
    await fillValid(user);
    await choosePlan(user, '1 Month');
    await user.click(screen.getByRole('radio', { name: 'Amazon Gift Card' }));
    await user.type(screen.getByLabelText('Gift card code 1'), 'gift 1234 abcd');
    await accept(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This gift card code has already been used');
    expect(screen.getByLabelText('Gift card code 1')).toHaveValue('gift 1234 abcd');
  });

  it('bitcoin: opens the invoice; closing it aborts with the signup error', async () => {
    const seen = record();
    const user = userEvent.setup();
    await renderWithApp(<SignupForm {...signupForm.defaults} />, { route: '/signup', config: bitcoinOn });
    const dialog = await openBitcoinInvoice(user);
    expect(within(dialog).getByText('bc1qsandbox0000000000000000000000000000000')).toBeInTheDocument();
    expect(within(dialog).getByText('0.00051234 BTC')).toBeInTheDocument();
    expect(within(dialog).getByRole('note')).toHaveTextContent('Sandbox — no real money');
    // The buyer pays on the provider's invoice page, in a new tab; the form itself never pays (a
    // request to that page would fail the test: the setup refuses unhandled requests).
    const page = within(dialog).getByRole('link', { name: 'Open the invoice page' });
    expect(page).toHaveAttribute('href', MOCK_INVOICE_URL);
    expect(page).toHaveAttribute('target', '_blank');
    expect(seen.find((r) => r.url.endsWith('/userregister'))?.method).toBe('PUT');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ooops, something went wrong, please try again later...');
    // The server is told, so the username and email are free for the next try at once.
    expect(seen.filter((r) => r.url.endsWith('/payment/abandon')).map((r) => [r.method, r.body])).toEqual([['POST', { token: MOCK_TOKEN }]]);
    expect(window.sessionStorage.getItem('CART_CHECKOUT')).toBeNull();
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  });

  it('bitcoin: a name the open invoice held is free again once it is closed (the typing check asks anew)', async () => {
    let held = false;
    const checks: unknown[] = [];
    server.use(
      // The typing check answers while this very signup holds the name: "reserved".
      http.post(signupPaths.userExists, async ({ request }) => {
        checks.push(await request.json());
        return HttpResponse.json({ data: held ? { exists: true, reserved: true } : { exists: false } });
      }),
      http.put(signupPaths.userRegister, async () => {
        held = true;
        return HttpResponse.json({ data: { x_ans_token: MOCK_TOKEN, status: 'pending', invoice: { address: 'bc1qsandbox', amountBtc: '0.0005', amountUsd: 24.95, expiresAt: '2030-01-01T00:00:00.000Z', payUrl: MOCK_INVOICE_URL } } }, { status: 201 });
      }),
      http.post(signupPaths.abandon, () => {
        held = false;
        return HttpResponse.json({ data: { status: 'failed', username: 'freshmember', email: 'fresh@example.test', provider: 'bitcoin' } });
      }),
      ...signupHandlers,
    );
    const user = userEvent.setup();
    await renderWithApp(<SignupForm {...signupForm.defaults} />, { route: '/signup', config: bitcoinOn });
    // Proceed before the typing checks went out: they answer while the invoice is open.
    const dialog = await openBitcoinInvoice(user);
    await waitFor(() => expect(checks.length).toBeGreaterThanOrEqual(2));
    const before = checks.length;
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ooops, something went wrong, please try again later...');
    await waitFor(() => expect(checks.length).toBe(before + 2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled());
    expect(screen.getByLabelText(/^Username/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Email/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('bitcoin: closing an invoice whose money is on its way goes on to the success page instead', async () => {
    server.use(
      http.post(signupPaths.abandon, () => HttpResponse.json({ data: { status: 'pending', username: 'freshmember', email: 'fresh@example.test', provider: 'bitcoin' } })),
      ...signupHandlers,
    );
    const user = userEvent.setup();
    await renderWithApp(
      <Routes>
        <Route path="/signup" element={<SignupForm {...signupForm.defaults} />} />
        <Route path="/signupSuccess" element={<p>success page</p>} />
      </Routes>,
      { route: '/signup', config: bitcoinOn },
    );
    const dialog = await openBitcoinInvoice(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('success page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gift card: code rows can be added and removed, invalid codes are named, then the payment is being verified', async () => {
    const seen = record();
    const user = userEvent.setup();
    await renderWithApp(<SignupForm {...signupForm.defaults} />, { route: '/signup' });
    await fillValid(user);
    await choosePlan(user, '1 Month');
    // Card, PayPal and bitcoin go on to pay; a gift card signs up and waits for verification.
    await accept(user);
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'Amazon Gift Card' }));

    await user.click(screen.getByRole('button', { name: 'Add another code' }));
    expect(screen.getByLabelText('Gift card code 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove gift card code 2' }));
    expect(screen.queryByLabelText('Gift card code 2')).not.toBeInTheDocument();

    await accept(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('Please enter a valid gift card code')).toBeInTheDocument();
    expect(seen.find((r) => r.url.endsWith('/register'))).toBeUndefined();

    await user.type(screen.getByLabelText('Gift card code 1'), 'GIFT-1234-ABCD');
    await accept(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(/Your payment is in progress and will be verified/)).toBeInTheDocument();
    expect(seen.find((r) => r.url.endsWith('/register'))?.body).toMatchObject({ provider: 'amazonVoucher', voucherCodes: ['GIFT-1234-ABCD'], article_id: 2 });
  });
});
