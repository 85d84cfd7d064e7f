// The whole app in the browser with a stored session token: a token that fails while the session is
// restored is forgotten silently, a 401 once the member is logged in logs out with a message.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { server } from '../mock-api/node';
import { sessionHandlers } from '../mock-api/handlers/session';
import { api } from '../mock-api/handlers/paths';
import { apiError } from '../mock-api/handlers/respond';
import { confirmAge } from '../layouts/shell/age-gate-storage';
import { App } from './app';

vi.mock('../src/api/browser-navigation', () => ({ assignLocation: vi.fn() }));
const { assignLocation } = await import('../src/api/browser-navigation');

/**
 * The server no longer knows the token: what needs a user refuses it (public routes ignore an
 * unknown token, as the real server does).
 */
const tokenRefused: HttpHandler[] = ['me', 'favourites', 'favouriteModels'].map((path) =>
  http.get(api(path), ({ request }) => (request.headers.has('Authorization') ? apiError(401, 'unauthorized', 'Authentication required') : undefined)),
);

/** jsdom applies no media queries: the header is the phone's, its menu behind the toggle. */
const openMenu = () => userEvent.click(screen.getByRole('button', { name: 'Open menu' }));

async function startApp(path: string) {
  window.history.replaceState(null, '', path);
  delete document.documentElement.dataset.appReady;
  const result = render(<App />);
  await waitFor(() => expect(document.documentElement.dataset.appReady).toBe('true'), { timeout: 10_000 });
  return result;
}

// The whole app starts (twice in the second test): slow on a busy machine.
describe('a stored session', { timeout: 60_000 }, () => {
  beforeEach(() => {
    confirmAge();
    vi.mocked(assignLocation).mockClear();
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('whose token fails on load is cleared silently: the visitor stays on the page as a guest', async () => {
    server.use(...tokenRefused, ...sessionHandlers);
    localStorage.setItem('user-token', 'stale-token-from-last-month');
    localStorage.setItem('hash', '0123456789abcdef0123456789abcdef');
    await startApp('/models');

    expect(localStorage.getItem('user-token')).toBeNull();
    expect(localStorage.getItem('hash')).toBeNull();
    expect(assignLocation).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/models');
    await openMenu();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText('You were automatically logged out')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('that ends while the member uses the site logs out to the login page, which says so', async () => {
    server.use(...sessionHandlers);
    localStorage.setItem('user-token', 'mock-session-token');
    const app = await startApp('/models');
    await openMenu();
    const menu = await screen.findByRole('button', { name: 'Account menu for member' });
    expect(assignLocation).not.toHaveBeenCalled();

    // The session expires on the server; the member's next request is refused.
    server.use(...tokenRefused);
    await userEvent.click(menu);
    // A click as the browser makes it, outside act(): the Favourites page waits for its blocks' code
    // (a suspension React resumes on its own; under act() it would wait for an act() that ended).
    (await screen.findByRole('link', { name: 'Favourites' })).click();
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/login/autologout'), { timeout: 10_000 });
    expect(localStorage.getItem('user-token')).toBeNull();

    // The full page load the assignment starts.
    app.unmount();
    await startApp('/login/autologout');
    expect(await screen.findByText('You were automatically logged out', undefined, { timeout: 10_000 })).toBeInTheDocument();
    await openMenu();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
