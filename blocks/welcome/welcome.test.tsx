import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { configWith, renderWithApp } from '../../tests/setup/render-with-app';
import { PageContext } from '../../src/routes/page-context';
import { userAtom } from '../../src/state/session';
import Welcome from './welcome';
import { welcome } from './index';
import { ROLE } from '../../shared/roles';

describe('Welcome', () => {
  it('greets visitors with the site name, the tagline and a Join now link to signup', async () => {
    await renderWithApp(<Welcome {...welcome.defaults} />, { route: '/' });

    expect(screen.getByRole('heading', { name: 'Welcome to Emotions' })).toBeInTheDocument();
    expect(screen.getByText('Experience Emotions in perfection')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/signup');
  });

  it('shows the configured heading and text in the visitor’s language', async () => {
    await renderWithApp(
      <Welcome
        {...welcome.defaults}
        heading={{ en_US: 'Hello', de_DE: 'Willkommen bei uns' }}
        text={{ en_US: 'English text', de_DE: 'Deutscher Text' }}
      />,
      { route: '/', locale: 'de_DE' },
    );

    expect(screen.getByRole('heading', { name: 'Willkommen bei uns' })).toBeInTheDocument();
    expect(screen.getByText('Deutscher Text')).toBeInTheDocument();
  });

  it('does not ask members to join', async () => {
    const { store } = await renderWithApp(<Welcome {...welcome.defaults} />, { route: '/' });
    act(() => store.set(userAtom, { id: 1, username: 'member', email: 'm@example.com', role_id: ROLE.member, created_at: '2026-01-01T00:00:00Z' }));

    expect(screen.getByRole('heading', { name: 'Welcome to Emotions' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join now' })).not.toBeInTheDocument();
  });

  it('leaves the button out when the operator turns it off or signup is disabled', async () => {
    const { unmount } = await renderWithApp(<Welcome showJoinButton={false} />, { route: '/' });
    expect(screen.queryByRole('link', { name: 'Join now' })).not.toBeInTheDocument();
    unmount();

    const config = configWith((c) => {
      c.core.signup.disabled = true;
    });
    await renderWithApp(<Welcome {...welcome.defaults} />, { route: '/', config });
    expect(screen.getByRole('heading', { name: 'Welcome to Emotions' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join now' })).not.toBeInTheDocument();
  });
  it('is the home page’s headline (h1), and a section heading (h2) on other pages', async () => {
    const { unmount } = await renderWithApp(
      <PageContext.Provider value={{ site: 'home', params: {}, query: new URLSearchParams() }}>
        <Welcome {...welcome.defaults} />
      </PageContext.Provider>,
      { route: '/' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Emotions' })).toBeInTheDocument();
    unmount();
    await renderWithApp(
      <PageContext.Provider value={{ site: 'about', params: {}, query: new URLSearchParams() }}>
        <Welcome {...welcome.defaults} />
      </PageContext.Provider>,
      { route: '/about' },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome to Emotions' })).toBeInTheDocument();
  });
});
