import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configWith } from '../../tests/setup/render-with-app';
import { userAtom } from '../../src/state/session';
import { ROLE } from '../../shared/roles';
import { confirmAge } from './age-gate-storage';
import { member, renderShell } from './shell-test-utils';

const mainNavigation = () => screen.getByRole('navigation', { name: 'Main' });

/** jsdom applies no media queries, so the page is at its narrowest: open the collapsed menu first. */
async function openMenu() {
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  await userEvent.setup().click(toggle);
  return mainNavigation();
}

describe('SiteShell', () => {
  beforeEach(() => confirmAge());

  it('renders the page inside main with a skip link to it', async () => {
    await renderShell();
    expect(within(screen.getByRole('main')).getByText('content')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('lists the enabled sections in the navigation, without About (disabled by default) or DVDs', async () => {
    await renderShell();
    const links = within(await openMenu()).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Updates', '/updates'],
      ['Photos', '/photos'],
      ['Videos', '/videos'],
      ['Models', '/models'],
      ['Channels', '/channels'],
      ['Places', '/places'],
      ['News', '/news'],
    ]);
  });

  it('drops a disabled module from the navigation and the footer', async () => {
    await renderShell({ config: configWith((config) => void (config.core.modules.models = { disabled: true })) });
    expect(within(await openMenu()).queryByRole('link', { name: 'Models' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Explore' })).queryByRole('link', { name: 'Models' })).not.toBeInTheDocument();
  });

  it('shows About when the about module is enabled', async () => {
    await renderShell({ config: configWith((config) => void (config.core.modules.about = { disabled: false })) });
    expect(within(await openMenu()).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  });

  it('uses the configured title and link for Channels', async () => {
    await renderShell({
      config: configWith((config) => void (config.core.modules.channels = { disabled: false, menuTitle: 'Studios', menuLink: '/channels/studios' })),
    });
    const nav = await openMenu();
    expect(within(nav).queryByRole('link', { name: 'Channels' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Studios' })).toHaveAttribute('href', '/channels/studios');
  });

  it('hides News from the menu with hideInMenu but keeps it in the footer', async () => {
    await renderShell({ config: configWith((config) => void (config.core.modules.news = { hideInMenu: true })) });
    expect(within(await openMenu()).queryByRole('link', { name: 'News' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Explore' })).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
  });

  it('offers search, Login and JOIN NOW to a visitor', async () => {
    await renderShell();
    await openMenu();
    // The search icon opens the header search popover.
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?from=%2F');
    const join = screen.getAllByRole('link', { name: 'JOIN NOW' });
    expect(join.length).toBeGreaterThan(0);
    join.forEach((link) => expect(link).toHaveAttribute('href', '/signup'));
    expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
  });

  it('has no JOIN NOW anywhere when signup is disabled', async () => {
    await renderShell({ config: configWith((config) => void (config.core.signup.disabled = true)) });
    await openMenu();
    expect(screen.queryByRole('link', { name: 'JOIN NOW' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('gives a logged-in member the user menu instead of Login and JOIN NOW', async () => {
    const user = userEvent.setup();
    const { store, onLogout } = await renderShell();
    act(() => store.set(userAtom, member));
    await openMenu();

    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'JOIN NOW' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Account menu for jane' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Payment' })).toHaveAttribute('href', '/payment');
    expect(screen.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/favourites');
    // A member is not shown the way into the staff area.
    expect(screen.queryByRole('link', { name: 'Content and media' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("shows staff the way into the desk, the content area and the studio in their account menu", async () => {
    const user = userEvent.setup();
    const { store } = await renderShell();
    act(() => store.set(userAtom, { ...member, username: 'editor1', role_id: ROLE.editor }));
    await openMenu();
    await user.click(screen.getByRole('button', { name: 'Account menu for editor1' }));
    expect(screen.getByRole('link', { name: 'Operator desk' })).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.getByRole('link', { name: 'Content and media' })).toHaveAttribute('href', '/admin/updates');
    expect(screen.getByRole('link', { name: 'Site studio' })).toHaveAttribute('href', '/studio');
  });

  it('shows a partner the way to their figures, and neither payment nor favourites', async () => {
    const user = userEvent.setup();
    const { store } = await renderShell();
    act(() => store.set(userAtom, { ...member, username: 'sunny', role_id: ROLE.partner }));
    await openMenu();
    await user.click(screen.getByRole('button', { name: 'Account menu for sunny' }));
    expect(screen.getByRole('link', { name: 'Partner figures' })).toHaveAttribute('href', '/partner/figures');
    expect(screen.queryByRole('link', { name: 'Payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Favourites' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Operator desk' })).not.toBeInTheDocument();
  });

  it('opens the support menu with the four support pages', async () => {
    const user = userEvent.setup();
    await renderShell();
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Content Removal' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Support' }));
    for (const [name, href] of [
      ['Privacy', '/privacy'],
      ['2257', '/2257'],
      ['Contact', '/contact'],
      ['Content Removal', '/contentRemoval'],
    ]) {
      expect(within(screen.getByRole('banner')).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Support' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists the available languages by name and reports the choice', async () => {
    const user = userEvent.setup();
    const { onLocaleChange } = await renderShell();
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    const names = ['Deutsch', 'English', 'Español', 'Français'];
    names.forEach((name) => expect(screen.getByRole('button', { name })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(onLocaleChange).toHaveBeenCalledWith('de_DE');
  });

  it('links the social profiles from core.social with accessible names', async () => {
    await renderShell();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.example/emotions');
    expect(within(header).getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.example/emotions');
    expect(within(header).getByRole('link', { name: 'Email us' })).toHaveAttribute('href', 'mailto:support@emotions.example');
    expect(screen.getByText('Experience Emotions in perfection', { selector: 'header p' })).toBeInTheDocument();
  });

  it('collapses the navigation behind a menu button on small screens', async () => {
    const user = userEvent.setup();
    await renderShell();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(panel).toContainElement(mainNavigation());
    await user.click(within(mainNavigation()).getByRole('link', { name: 'Videos' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('renders the footer: explore links, config links, payment note, 2257 statement, copyright', async () => {
    await renderShell();
    const footer = screen.getByRole('contentinfo');
    const explore = within(within(footer).getByRole('navigation', { name: 'Explore' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(explore).toEqual(['Updates', 'Photos', 'Videos', 'DVDs', 'Models', 'Channels', 'Places', 'News']);
    expect(within(footer).getByRole('link', { name: 'Partner program' })).toHaveAttribute('href', '/partner');
    expect(within(footer).getByRole('link', { name: 'Imprint' })).toHaveAttribute('href', '/impress');
    expect(within(footer).getByText(/Charges appear on your card statement under the name of our payment provider/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /2257 Record-Keeping Requirements Compliance Statement/ })).toHaveAttribute('href', '/2257');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Emotions. All rights reserved.`)).toBeInTheDocument();
  });

  it('shows the configured tagline and footer links in the visitor’s language', async () => {
    await renderShell({ locale: 'de_DE' });
    expect(screen.getByText('Emotions in Perfektion erleben', { selector: 'header p' })).toBeInTheDocument();
    const information = within(screen.getByRole('navigation', { name: 'Informationen' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(information).toEqual([
      ['Partnerprogramm', '/partner'],
      ['Produktplatzierung', '/productplacement'],
      ['Hilfe', '/contact'],
      ['Impressum', '/impress'],
    ]);
  });

  it('shows a configured menu title in the visitor’s language', async () => {
    const menuTitle = { en_US: 'Studios', de_DE: 'Studios', fr_FR: 'Studios', es_ES: 'Estudios' };
    await renderShell({ locale: 'es_ES', config: configWith((config) => void (config.core.modules.channels = { disabled: false, menuTitle })) });
    expect(within(screen.getByRole('navigation', { name: 'Explorar' })).getByRole('link', { name: 'Estudios' })).toHaveAttribute('href', '/channels');
  });

  it('invites visitors to join with a banner, but not members', async () => {
    const { store } = await renderShell();
    expect(screen.getByRole('region', { name: 'Become a member' })).toBeInTheDocument();
    act(() => store.set(userAtom, member));
    expect(screen.queryByRole('region', { name: 'Become a member' })).not.toBeInTheDocument();
  });
});
