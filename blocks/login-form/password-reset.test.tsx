import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { server } from '../../mock-api/node';
import { sessionHandlers } from '../../mock-api/handlers/session';
import { MOCK_RESET_TOKEN, passwordResetHandlers, passwordResetPaths, passwordResetServerError } from '../../mock-api/handlers/password-reset';
import { renderWithApp } from '../../tests/setup/render-with-app';
import LoginForm from './login-form';
import { loginForm } from './index';

const renderLogin = (route: string) =>
  renderWithApp(
    <Routes>
      <Route path="/login/:action?" element={<LoginForm {...loginForm.defaults} />} />
    </Routes>,
    { route },
  );

const NEUTRAL = 'If an account exists for this name or address, we have sent an email with a link to reset the password.';
const INVALID = 'This reset link is invalid or has expired. Please request a new one.';

describe('LoginForm: forgotten password', () => {
  let sent: unknown[];
  beforeEach(() => {
    sent = [];
    server.use(...sessionHandlers, ...passwordResetHandlers);
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/password/forgot') || request.url.endsWith('/api/password/reset')) void request.clone().json().then((body) => sent.push(body));
    });
  });
  afterEach(() => {
    server.events.removeAllListeners();
  });

  it('links to the forgotten-password form under the login form', async () => {
    await renderLogin('/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/login/forgot');
  });

  it('sends the name with the visitor language and shows the same neutral confirmation', async () => {
    await renderLogin('/login/forgot');
    const u = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    await u.type(screen.getByLabelText('Username or Email'), '  someone@example.com ');
    await u.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(NEUTRAL);
    expect(sent).toEqual([{ login: 'someone@example.com', locale: 'en_US' }]);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Username or Email')).not.toBeInTheDocument();
  });

  it('sends nothing for an empty or invalid name', async () => {
    await renderLogin('/login/forgot');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Send reset link' }));
    await u.type(screen.getByLabelText('Username or Email'), 'not a name!{Enter}');
    expect(await screen.findByText('Username/Email invalid')).toBeInTheDocument();
    expect(screen.getByLabelText('Username or Email')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('says so when the server fails or there were too many requests', async () => {
    server.use(...passwordResetServerError);
    await renderLogin('/login/forgot');
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Username or Email'), 'member{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, please try again later');
    server.use(http.post(passwordResetPaths.forgot, () => new Response(JSON.stringify({ error: { code: 'rate_limited', message: 'Too many' } }), { status: 429 })));
    await u.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Too many requests, please wait a minute and try again')).toBeInTheDocument();
  });
});

describe('LoginForm: new password from the mailed link', () => {
  beforeEach(() => {
    server.use(...sessionHandlers, ...passwordResetHandlers);
  });

  it("checks signup's password rules and the confirmation, then sets the password and offers to log in", async () => {
    await renderLogin(`/login/reset?token=${MOCK_RESET_TOKEN}`);
    const u = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    await u.type(screen.getByLabelText('New password'), 'short');
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await u.type(screen.getByLabelText('New password'), ' but longer');
    expect(screen.queryByText('Password must be at least 8 characters')).not.toBeInTheDocument();
    await u.type(screen.getByLabelText('Confirm new password'), 'short but longe');
    await u.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await u.type(screen.getByLabelText('Confirm new password'), 'r');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('states the limits, refuses a common password with the reason and an overlong one with the limit (no silent cut), and shows the strength', async () => {
    await renderLogin(`/login/reset?token=${MOCK_RESET_TOKEN}`);
    const u = userEvent.setup();
    expect(screen.getByText(/8 to 200 characters/)).toBeInTheDocument();
    const field = screen.getByLabelText('New password');
    expect(field).not.toHaveAttribute('maxlength');
    await u.type(field, 'password');
    expect(await screen.findByText('This password is too easy to guess. Add more words or characters.')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Very weak');
    await u.clear(field);
    await u.type(field, 'Blue elephants dance at 17');
    expect(await screen.findByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Strong');
    expect(screen.queryByText(/too easy to guess/)).not.toBeInTheDocument();
    await u.clear(field);
    await u.click(field);
    await u.paste('x'.repeat(201));
    expect((field as HTMLInputElement).value).toHaveLength(201);
    expect(screen.getByText('Password must be at most 200 characters')).toBeInTheDocument();
  });

  it('offers a new link when the server refuses the token', async () => {
    await renderLogin('/login/reset?token=spent-token-0123456789');
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('New password'), 'long enough 1');
    await u.type(screen.getByLabelText('Confirm new password'), 'long enough 1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/login/forgot');
  });

  it('says the link is invalid at once when it carries no token', async () => {
    await renderLogin('/login/reset');
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
