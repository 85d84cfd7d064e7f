// Member-area routes: visitors go to the login and back, a restoring session shows that it loads,
// one the server could not answer says so and retries, and a logout is not turned into a login.
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useHydrateAtoms } from 'jotai/utils';
import { Route, Routes, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { server } from '../../mock-api/node';
import { sessionPaths } from '../../mock-api/handlers/session';
import { ok } from '../../mock-api/handlers/respond';
import { hydrateWithApp, renderServerHtml, renderWithApp } from '../../tests/setup/render-with-app';
import { ROLE } from '../../shared/roles';
import { sessionUnavailableAtom, tokenAtom, userAtom, type SessionUser } from '../../src/state/session';
import { MemberOnly } from './member-only';

const member: SessionUser = { id: 7, username: 'member', email: 'member@example.com', role_id: ROLE.member, created_at: '2026-01-01T00:00:00.000Z' };

function StoredSession({ token, user = null, unavailable = false, children }: { token: string | null; user?: SessionUser | null; unavailable?: boolean; children: ReactNode }) {
  useHydrateAtoms([
    [tokenAtom, token],
    [userAtom, user],
    [sessionUnavailableAtom, unavailable],
  ] as const);
  return <>{children}</>;
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/** A member page and the login, as the app's route table has them. */
const paymentAndLogin = (
  <Routes>
    <Route
      path="/payment"
      element={
        <MemberOnly>
          <h1>Account Status</h1>
        </MemberOnly>
      }
    />
    <Route path="/login" element={<h1>Login</h1>} />
  </Routes>
);

const open = (session: { token: string | null; user?: SessionUser | null; unavailable?: boolean }) =>
  renderWithApp(
    <StoredSession {...session}>
      <Where />
      {paymentAndLogin}
    </StoredSession>,
    { route: '/payment?tab=list' },
  );

describe('MemberOnly', () => {
  it('sends a visitor to the login, which returns to the page afterwards', async () => {
    await open({ token: null });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?from=%2Fpayment%3Ftab%3Dlist');
    expect(screen.queryByRole('heading', { name: 'Account Status' })).not.toBeInTheDocument();
  });

  it('shows that the account is loading while a stored session is restored, then the page', async () => {
    const { store } = await open({ token: 'stored-token' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account...');
    act(() => store.set(userAtom, member));
    expect(await screen.findByRole('heading', { name: 'Account Status' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/payment?tab=list');
  });

  it('says when the account could not be loaded, keeps the session, and tries again on request', async () => {
    let calls = 0;
    server.use(http.get(sessionPaths.me, () => (calls++, ok(member))));
    const { store } = await open({ token: 'stored-token', unavailable: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Your account could not be loaded just now. You are still logged in.');
    expect(store.get(tokenAtom)).toBe('stored-token');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Account Status' })).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(store.get(sessionUnavailableAtom)).toBe(false);
  });

  it('does not send a member who logs out here to the login (the logout goes where it chose)', async () => {
    const { store } = await open({ token: 'stored-token', user: member });
    expect(screen.getByRole('heading', { name: 'Account Status' })).toBeInTheDocument();
    act(() => {
      store.set(tokenAtom, null);
      store.set(userAtom, null);
    });
    expect(screen.queryByRole('heading', { name: 'Account Status' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/payment?tab=list');
  });
});

describe('MemberOnly on the server', () => {
  it('sends no page content, only a note for browsers without JavaScript', async () => {
    const html = await renderServerHtml(
      <MemberOnly>
        <h1>Account Status</h1>
      </MemberOnly>,
      { route: '/payment' },
    );
    expect(html).not.toContain('Account Status');
    expect(html).toMatch(/<noscript>.*Your account needs JavaScript: turn it on, then log in\..*<\/noscript>/s);
  });

  it('hydrates that page without a mismatch, then sends the visitor to the login', async () => {
    const page = paymentAndLogin;
    const container = document.createElement('div');
    container.innerHTML = await renderServerHtml(page, { route: '/payment' });
    document.body.append(container);
    const problems: unknown[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
    await hydrateWithApp(container, page, { route: '/payment', onRecoverableError: (error) => problems.push(error) });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    errors.mockRestore();
    expect(problems).toEqual([]);
  });
});
