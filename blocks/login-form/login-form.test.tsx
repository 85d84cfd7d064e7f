import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { server } from '../../mock-api/node';
import { loginBlocked, loginLimited, loginServerError, MOCK_HASH, MOCK_LOGIN, MOCK_TOKEN, sessionHandlers, sessionHandlersFor } from '../../mock-api/handlers/session';
import { ROLE } from '../../shared/roles';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { tokenAtom, userAtom } from '../../src/state/session';
import LoginForm from './login-form';
import { loginForm } from './index';

function Landing() {
  const location = useLocation();
  return <p>Landed on {`${location.pathname}${location.search}`}</p>;
}

const renderLogin = (route: string) =>
  renderWithApp(
    <Routes>
      <Route path="/login/:action?" element={<LoginForm {...loginForm.defaults} />} />
      <Route path="*" element={<Landing />} />
    </Routes>,
    { route },
  );

const fields = () => ({
  username: screen.getByLabelText('Username or Email'),
  password: screen.getByLabelText('Password'),
});

describe('LoginForm', () => {
  beforeEach(() => {
    server.use(...sessionHandlers);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });

  it('logs in, stores the token and returns to the same-site from path', async () => {
    const { store } = await renderLogin('/login?from=%2Fmodels%3Fp%3D2');
    const u = user();
    const { username, password } = fields();
    await u.type(username, MOCK_LOGIN.username);
    await u.keyboard('{Enter}');
    expect(password).toHaveFocus();
    await u.type(password, `${MOCK_LOGIN.password}{Enter}`);

    expect(await screen.findByRole('button', { name: /Logging in/ })).toBeDisabled();
    await waitFor(() => expect(localStorage.getItem('user-token')).toBe(MOCK_TOKEN));
    expect(localStorage.getItem('hash')).toBe(MOCK_HASH);
    expect(localStorage.getItem('userAccessToken')).toBe(`${MOCK_HASH}20250314092653000`);
    expect(store.get(tokenAtom)).toBe(MOCK_TOKEN);
    await waitFor(() => expect(store.get(userAtom)?.username).toBe(MOCK_LOGIN.username));
    // Still busy for about a second, then off to `from`.
    expect(screen.queryByText(/Landed on/)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('Landed on /models?p=2')).toBeInTheDocument();
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    "lands on the member's home for from=%s",
    async (from) => {
      await renderLogin(`/login?from=${encodeURIComponent(from)}`);
      const u = user();
      await u.type(fields().username, MOCK_LOGIN.email);
      await u.type(fields().password, `${MOCK_LOGIN.password}{Enter}`);
      await waitFor(() => expect(localStorage.getItem('user-token')).toBe(MOCK_TOKEN));
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(await screen.findByText('Landed on /welcome')).toBeInTheDocument();
    },
  );

  it.each([
    ['a member without from', ROLE.member, '/login', '/welcome'],
    ['a member from the visitors\' home page', ROLE.member, '/login?from=%2F', '/welcome'],
    ['a member from the signup page', ROLE.member, '/login?from=%2Fsignup', '/welcome'],
    ['staff without from (the home page with the studio link, as before)', ROLE.staff, '/login', '/'],
    ['staff from a page', ROLE.staff, '/login?from=%2Fmodels', '/models'],
  ])('lands %s on the right page', async (_who, role, route, landing) => {
    server.use(...sessionHandlersFor({ role_id: role }));
    await renderLogin(route);
    const u = user();
    await u.type(fields().username, MOCK_LOGIN.username);
    await u.type(fields().password, `${MOCK_LOGIN.password}{Enter}`);
    await waitFor(() => expect(localStorage.getItem('user-token')).toBe(MOCK_TOKEN));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText(`Landed on ${landing}`)).toBeInTheDocument();
  });

  it('does nothing while a field is empty', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    await renderLogin('/login');
    const u = user();
    await u.type(fields().username, MOCK_LOGIN.username);
    await u.click(screen.getByRole('button', { name: 'Login' }));
    await u.clear(fields().username);
    await u.type(fields().password, `${MOCK_LOGIN.password}{Enter}`);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.queryByText(/Logging in/)).not.toBeInTheDocument();
    expect(requests.some((url) => url.endsWith('/api/login'))).toBe(false);
    server.events.removeAllListeners();
  });

  it('shows the wrong-credentials message only after about a second', async () => {
    await renderLogin('/login');
    const u = user();
    await u.type(fields().username, MOCK_LOGIN.username);
    await u.type(fields().password, 'wrong-password{Enter}');
    expect(await screen.findByRole('button', { name: /Logging in/ })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByText('Username/Email or password wrong')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(await screen.findByText('Username/Email or password wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(localStorage.getItem('user-token')).toBeNull();
  });

  it('shows the general message when the server fails', async () => {
    server.use(...loginServerError);
    await renderLogin('/login');
    const u = user();
    await u.type(fields().username, MOCK_LOGIN.username);
    await u.type(fields().password, `${MOCK_LOGIN.password}{Enter}`);
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(await screen.findByText('Something went wrong, please try again later')).toBeInTheDocument();
  });

  it('says the account is blocked (after a chargeback) instead of a general error', async () => {
    server.use(...loginBlocked);
    await renderLogin('/login');
    const u = user();
    await u.type(fields().username, MOCK_LOGIN.username);
    await u.type(fields().password, `${MOCK_LOGIN.password}{Enter}`);
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(await screen.findByText('This account is blocked. Please contact our support.')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong, please try again later')).not.toBeInTheDocument();
    expect(localStorage.getItem('user-token')).toBeNull();
  });

  it('says how long to wait after too many attempts, not "Something went wrong"', async () => {
    server.use(...loginLimited);
    await renderLogin('/login');
    const u = user();
    await u.type(fields().username, MOCK_LOGIN.username);
    await u.type(fields().password, `${MOCK_LOGIN.password}{Enter}`);
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(await screen.findByText('Too many attempts. Please wait 2 minutes and try again.')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong, please try again later')).not.toBeInTheDocument();
  });

  it('explains an automatic logout and links to the signup', async () => {
    await renderLogin('/login/autologout');
    expect(screen.getByRole('status')).toHaveTextContent('You were automatically logged out');
    expect(screen.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/signup');
  });

  it('has no logout notice on the plain login page', async () => {
    await renderLogin('/login');
    expect(screen.queryByText('You were automatically logged out')).not.toBeInTheDocument();
  });

  it("says 'Username/Email invalid' for text that is neither, once the field is left, and sends nothing", async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    await renderLogin('/login');
    const u = user();
    await u.type(fields().username, 'not a name!');
    expect(screen.queryByText('Username/Email invalid')).not.toBeInTheDocument();
    await u.type(fields().password, `${MOCK_LOGIN.password}{Enter}`);
    expect(await screen.findByText('Username/Email invalid')).toBeInTheDocument();
    expect(fields().username).toHaveAttribute('aria-invalid', 'true');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(requests.some((url) => url.endsWith('/api/login'))).toBe(false);
    await u.clear(fields().username);
    await u.type(fields().username, MOCK_LOGIN.email);
    expect(screen.queryByText('Username/Email invalid')).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });
});
