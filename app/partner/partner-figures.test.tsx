// A partner's own page: their link to copy, totals, months and links for a period and the CSV; a
// member is told the page is for partners, a visitor goes to the login, and a partner who opens
// the staff area or the studio is refused.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { server } from '../../mock-api/node';
import { partnerSelfMockFor } from '../../mock-api/handlers/desk-partners';
import { mockUser } from '../../mock-api/handlers/session';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { WithUser } from '../../tests/setup/with-user';
import { ShellOrTool } from '../routes/tool-routes';
import type { SessionUser } from '../../src/state/session';
import { ROLE } from '../../shared/roles';

const partner = { ...mockUser({ role_id: ROLE.partner }), username: 'sunny' } as SessionUser;
const member = mockUser({ role_id: ROLE.member }) as SessionUser;

function SiteShellStandIn() {
  const location = useLocation();
  return <p>Site shell at {`${location.pathname}${location.search}`}</p>;
}

const open = (route: string, user?: SessionUser) => {
  const app = <ShellOrTool shell={<SiteShellStandIn />} />;
  return renderWithApp(user ? <WithUser user={user}>{app}</WithUser> : app, { route });
};

const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;
afterEach(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
});

describe('/partner/figures', () => {
  it('shows a partner their link, totals, months and links, and asks for the chosen period', async () => {
    const user = userEvent.setup();
    const mock = partnerSelfMockFor();
    server.use(...mock.handlers);
    await open('/partner/figures', partner);
    expect(await screen.findByRole('heading', { name: 'Your partner figures', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    const link = await screen.findByRole('region', { name: 'Your link' });
    expect(within(link).getByText(`${window.location.origin}/?aff=sunny`)).toBeInTheDocument();
    expect(within(link).getByText(/Commission: 20%/)).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('Clicks: 6 · sales: 2 · rebills: 2 · reversals: 1');
    expect(totals).toHaveTextContent('Commission: €4.99 · $13.97');
    const months = within(screen.getByRole('region', { name: 'Per month' })).getAllByRole('row').slice(1);
    expect(months.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['November 2026', 'October 2026']);
    expect(within(months[0]!).getByText('$3.99')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Links visitors came by' })).getByText('?aff=Sunny')).toBeInTheDocument();
    await user.type(screen.getByLabelText('From'), '2026-10-01');
    await waitFor(() => expect(mock.asked.some((q) => q.includes('from=2026-10-01'))).toBe(true));
  });

  it('copies the link and downloads the CSV', async () => {
    const user = userEvent.setup();
    server.use(...partnerSelfMockFor().handlers);
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:partner-csv';
    });
    URL.revokeObjectURL = vi.fn();
    await open('/partner/figures', partner);
    await user.click(await screen.findByRole('button', { name: 'Copy link' }, { timeout: 10_000 }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/?aff=sunny`);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await saved[0]!.text()).toContain('2026-11,USD,2,0,1,1,19.95,3.99');
  });

  it('tells a member the page is for partners, and sends a visitor to the login', async () => {
    await open('/partner/figures', member);
    expect(await screen.findByRole('heading', { name: 'Partners only' })).toBeInTheDocument();
  });

  it('sends a visitor to the login, to come back after it', async () => {
    await open('/partner/figures');
    expect(await screen.findByText('Site shell at /login?from=%2Fpartner%2Ffigures')).toBeInTheDocument();
  });

  it('refuses a partner the staff area and the studio', async () => {
    const first = await open('/admin/partners', partner);
    expect(await screen.findByRole('heading', { name: 'Staff only' }, { timeout: 10_000 })).toBeInTheDocument();
    first.unmount();
    await open('/studio', partner);
    expect(await screen.findByRole('heading', { name: 'Staff only' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
