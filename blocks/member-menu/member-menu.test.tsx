import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../mock-api/node';
import { sessionHandlers, mockUser } from '../../mock-api/handlers/session';
import { configWith, renderWithApp } from '../../tests/setup/render-with-app';
import { WithUser } from '../../tests/setup/with-user';
import { userAtom } from '../../src/state/session';
import MemberMenu from './member-menu';
import { memberMenu } from './index';

const renderMenu = (updatePurchase = false) =>
  renderWithApp(
    <WithUser user={mockUser()}>
      <MemberMenu {...memberMenu.defaults} />
    </WithUser>,
    {
      route: '/payment',
      config: configWith((c) => {
        c.core.payment.updatePurchase = updatePurchase;
      }),
    },
  );

describe('MemberMenu', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links Profile, Account settings, Payment and Favourites and marks the current page', async () => {
    await renderMenu();
    const nav = screen.getByRole('navigation', { name: 'My account' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Profile', '/profile'],
      ['Account settings', '/account'],
      ['Payment', '/payment'],
      ['Favourites', '/favourites'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Payment' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('adds My Purchases and Custom Content when update purchase is enabled', async () => {
    await renderMenu(true);
    expect(screen.getByRole('link', { name: 'My Purchases' })).toHaveAttribute('href', '/myupdates');
    expect(screen.getByRole('link', { name: 'Custom Content' })).toHaveAttribute('href', '/customcontent');
  });

  it('logs out: calls the API, clears the session and reloads', async () => {
    server.use(...sessionHandlers);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    localStorage.setItem('user-token', 'mock-session-token');
    const { store } = await renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem('user-token')).toBeNull();
    expect(store.get(userAtom)).toBeNull();
  });
});
