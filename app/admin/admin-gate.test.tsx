import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { ShellOrTool } from '../routes/tool-routes';
import { editor, member, openAdmin, publisher, preloadAdminArea } from './admin-test-utils';

beforeAll(preloadAdminArea, 120_000);

function SiteShellStandIn() {
  const location = useLocation();
  return <p>Site shell at {`${location.pathname}${location.search}`}</p>;
}

describe('/admin', () => {
  it('sends a visitor to the login, to come back to the same screen after it', async () => {
    await renderWithApp(<ShellOrTool shell={<SiteShellStandIn />} />, { route: '/admin/models?q=anna' });
    expect(await screen.findByText('Site shell at /login?from=%2Fadmin%2Fmodels%3Fq%3Danna')).toBeInTheDocument();
  });

  it('tells a logged-in member that the content area is for staff', async () => {
    await openAdmin('/admin', member);
    expect(await screen.findByRole('heading', { name: 'Staff only' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Staff area sections' })).not.toBeInTheDocument();
  });

  it('opens the dashboard for a publisher, with every section and the ways back', async () => {
    await openAdmin('/admin', publisher);
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Staff area sections' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Members', 'Payments', 'Gift cards', 'Requests', 'Comments', 'Translations', 'Partners', 'Mail log', 'Audit log', 'Updates', 'Models', 'Tags', 'Channels', 'Places', 'Categories', 'Media library', 'News', 'Plans']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Back to the site' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Studio' })).toHaveAttribute('href', '/studio');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#admin-main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'admin-main');
    expect(screen.queryByText(/Site shell/)).not.toBeInTheDocument();
  });

  it('opens for an editor too, and one screen serves every taxonomy', async () => {
    await openAdmin('/admin/channels', editor);
    expect(await screen.findByRole('heading', { name: 'Channels' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Main channel' })).toHaveAttribute('href', '/admin/channels/401');
  });
});

describe('/admin in German', () => {
  it('shows the area in German when that is the visitor’s language', async () => {
    await openAdmin('/admin/updates', publisher, 'de_DE');
    const nav = await screen.findByRole('navigation', { name: 'Bereiche der Verwaltung' }, { timeout: 10_000 });
    expect(within(nav).getByRole('link', { name: 'Mediathek' })).toHaveAttribute('href', '/admin/media');
    expect(await screen.findByRole('link', { name: 'Beach day' })).toBeInTheDocument();
    expect(screen.getAllByText('Entwurf', { selector: 'td *' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Zurück zur Website' })).toHaveAttribute('href', '/');
  });

  it('reads an item’s history in German: field names and values as the form calls them', async () => {
    await openAdmin('/admin/updates/101', publisher, 'de_DE');
    const history = within(await screen.findByRole('region', { name: 'Verlauf' }, { timeout: 10_000 }));
    expect(await history.findByText('Status: Entwurf → Veröffentlicht')).toBeInTheDocument();
    expect(history.getByText('Titel oder Name: – → Beach day')).toBeInTheDocument();
  });
});
