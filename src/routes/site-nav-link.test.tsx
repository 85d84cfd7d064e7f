// AppNavLink marks the page it leads to as NavLink does, and AppLink picks the cheap SiteLink only
// for a path of this site.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppLink, isSitePath } from './app-link';
import { AppNavLink, isCurrentPath } from './site-nav-link';

describe('isCurrentPath (NavLink rule)', () => {
  it.each([
    ['/models', '/models', true],
    ['/models/ava', '/models', true],
    ['/Models/ava', '/models', true],
    ['/modelsx', '/models', false],
    ['/models', '/', false],
    ['/', '/', true],
    ['/updates', '/updates?type=video', true],
    ['/photos/a', '/photos/', true],
  ])('%s with a link to %s: %s', (here, to, current) => {
    expect(isCurrentPath(here, to)).toBe(current);
  });
});

describe('AppNavLink and AppLink', () => {
  it('render the same anchors as NavLink and Link, current page marked', () => {
    render(
      <MemoryRouter initialEntries={['/models/ava']}>
        <AppNavLink to="/models" className="entry">Models</AppNavLink>
        <AppNavLink to="/videos">Videos</AppNavLink>
        <AppNavLink to="https://elsewhere.example/">Shop</AppNavLink>
        <AppLink to="/privacy">Privacy</AppLink>
        <AppLink to="terms">Terms</AppLink>
      </MemoryRouter>,
    );
    const models = screen.getByRole('link', { name: 'Models' });
    expect(models).toHaveAttribute('aria-current', 'page');
    expect(models).toHaveAttribute('class', 'entry active');
    expect(screen.getByRole('link', { name: 'Videos' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', 'https://elsewhere.example/');
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    // A relative path is Link's: resolved against the route it is in (here, outside any route, the root).
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  });

  it('takes only an absolute path of this site as a site path', () => {
    expect([isSitePath('/a'), isSitePath('//host/a'), isSitePath('a'), isSitePath({ pathname: '/a' })]).toEqual([true, false, false, false]);
  });
});
