// The login's second step (two-factor sign-in): the code, or a recovery code, with the password
// step's busy and error behaviour; an expired challenge and too many attempts said in words.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { server } from '../../mock-api/node';
import { MOCK_LOGIN, MOCK_TOKEN } from '../../mock-api/handlers/session';
import { MOCK_RECOVERY_CODES, MOCK_TOTP_CODE, twoFactorChallengeExpired, twoFactorLimited, twoFactorLoginHandlers } from '../../mock-api/handlers/two-factor';
import { renderWithApp } from '../../tests/setup/render-with-app';
import LoginForm from './login-form';
import { loginForm } from './index';

function Landing() {
  const location = useLocation();
  return <p>Landed on {location.pathname}</p>;
}

describe('LoginForm two-factor step', () => {
  beforeEach(() => {
    server.use(...twoFactorLoginHandlers());
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });

  /** Renders the form and passes the password step. */
  async function toSecondStep() {
    await renderWithApp(
      <Routes>
        <Route path="/login/:action?" element={<LoginForm {...loginForm.defaults} />} />
        <Route path="*" element={<Landing />} />
      </Routes>,
      { route: '/login?from=%2Fwelcome' },
    );
    const u = user();
    await u.type(screen.getByLabelText('Username or Email'), MOCK_LOGIN.username);
    await u.type(screen.getByLabelText('Password'), `${MOCK_LOGIN.password}{Enter}`);
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    expect(localStorage.getItem('user-token')).toBeNull();
    return u;
  }

  it('asks for the code after the password and signs in with it', async () => {
    const u = await toSecondStep();
    const code = screen.getByLabelText('6-digit code');
    expect(code).toHaveFocus();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await u.type(code, `${MOCK_TOTP_CODE}{Enter}`);
    expect(await screen.findByRole('button', { name: /Checking/ })).toBeDisabled();
    await waitFor(() => expect(localStorage.getItem('user-token')).toBe(MOCK_TOKEN));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('Landed on /welcome')).toBeInTheDocument();
  });

  it('says a wrong code is wrong only after about a second, and stays on the step', async () => {
    const u = await toSecondStep();
    await u.type(screen.getByLabelText('6-digit code'), '654321{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByText('This code is not correct. Please try again.')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(await screen.findByText('This code is not correct. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(localStorage.getItem('user-token')).toBeNull();
  });

  it('switches to a recovery code and signs in with it', async () => {
    const u = await toSecondStep();
    await u.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.getByText('Enter one of your recovery codes. Each code works once.')).toBeInTheDocument();
    await u.type(screen.getByLabelText('Recovery code'), `${MOCK_RECOVERY_CODES[0]}{Enter}`);
    await waitFor(() => expect(localStorage.getItem('user-token')).toBe(MOCK_TOKEN));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('Landed on /welcome')).toBeInTheDocument();
  });

  it('sends an expired step back to the password, and says how long to wait after too many codes', async () => {
    server.use(...twoFactorLimited);
    const u = await toSecondStep();
    await u.type(screen.getByLabelText('6-digit code'), `${MOCK_TOTP_CODE}{Enter}`);
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(await screen.findByText('Too many attempts. Please wait 2 minutes and try again.')).toBeInTheDocument();

    server.use(...twoFactorChallengeExpired);
    await u.type(screen.getByLabelText('6-digit code'), `${MOCK_TOTP_CODE}{Enter}`);
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(await screen.findByText('This sign-in has expired. Please enter your username and password again.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Username or Email')).toHaveValue(MOCK_LOGIN.username);
  });
});
