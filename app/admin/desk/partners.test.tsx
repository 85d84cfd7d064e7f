// The desk's partner screens: the list with totals for a period and a link id without an account
// (publishers create its account with a reason; editors only read), a partner's page with links,
// months, the CSV download and a commission change recorded with its reason.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { editor, openAdmin, preloadAdminArea, publisher } from '../admin-test-utils';
import { server } from '../../../mock-api/node';
import { deskPartnersMockFor } from '../../../mock-api/handlers/desk-partners';
import type { SessionUser } from '../../../src/state/session';

beforeAll(preloadAdminArea, 120_000);

const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;
afterEach(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
});

async function open(route: string, user: SessionUser = publisher) {
  const mock = deskPartnersMockFor();
  server.use(...mock.handlers);
  await openAdmin(route, user);
  return mock;
}

describe('the partners list', () => {
  it('shows each partner with totals, a link id without account, and asks for the chosen period', async () => {
    const user = userEvent.setup();
    const mock = await open('/admin/partners', editor);
    await screen.findByRole('link', { name: 'sunny' }, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'Partners' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Partners' })).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('No account')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('quietfox')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('20%')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('€24.95 · $69.85')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('€4.99 · $13.97')).toBeInTheDocument();
    // Editors read only.
    expect(screen.queryByRole('button', { name: 'New partner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create an account for quietfox' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('From'), '2026-10-01');
    await waitFor(() => expect(mock.requests.some((r) => r.method === 'GET' && r.path.includes('from=2026-10-01'))).toBe(true));
  });

  it('lets a publisher create the account of a link id with a reason, then opens its page', async () => {
    const user = userEvent.setup();
    const mock = await open('/admin/partners');
    await user.click(await screen.findByRole('button', { name: 'Create an account for quietfox' }, { timeout: 10_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Create a partner' });
    expect(within(dialog).getByRole('textbox', { name: /Link id/ })).toHaveValue('quietfox');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'fox@partners.example.test');
    const submit = within(dialog).getByRole('button', { name: 'Create a partner' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Signed agreement');
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'quietfox', level: 1 })).toBeInTheDocument();
    expect(mock.requests.find((r) => r.method === 'POST')).toMatchObject({ path: '/api/staff/partners', body: { name: 'quietfox', email: 'fox@partners.example.test', commissionPercent: 20, reason: 'Signed agreement' } });
    const audit = await screen.findByRole('region', { name: 'Staff actions' });
    await waitFor(() => expect(within(audit).getByText('Partner created')).toBeInTheDocument());
  });
});

describe('a partner', () => {
  it('shows an editor the links, months and totals, and downloads the CSV', async () => {
    const user = userEvent.setup();
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:partner-csv';
    });
    URL.revokeObjectURL = vi.fn();
    await open('/admin/partners/1', editor);
    await screen.findByRole('heading', { name: 'sunny', level: 1 }, { timeout: 10_000 });
    expect(within(screen.getByRole('region', { name: 'Account' })).getByText('/?aff=sunny')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Links' })).getByText('?aff=sunny')).toBeInTheDocument();
    const months = within(screen.getByRole('region', { name: 'Months' })).getAllByRole('row').slice(1);
    expect(months.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['November 2026', 'October 2026']);
    expect(within(months[1]!).getByText('€4.99 · $9.98')).toBeInTheDocument();
    expect(screen.getByText("Only publishers change a partner's commission or status. You can read the page.")).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Staff actions' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await saved[0]!.text()).toContain('2026-10,EUR,4,1,0,0,24.95,4.99');
  });

  it('lets a publisher change the commission with a reason and shows the staff action', async () => {
    const user = userEvent.setup();
    const mock = await open('/admin/partners/1');
    await user.click(await screen.findByRole('button', { name: 'Change commission or status' }, { timeout: 10_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Change commission or status' });
    const commission = within(dialog).getByRole('spinbutton', { name: /Commission/ });
    await user.clear(commission);
    await user.type(commission, '25');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'New agreement');
    await user.click(within(dialog).getByRole('button', { name: 'Change commission or status' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(mock.requests.find((r) => r.method === 'PATCH')).toMatchObject({ path: '/api/staff/partners/1', body: { commissionPercent: 25, status: 'active', reason: 'New agreement' } });
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Account' })).getByText('25%')).toBeInTheDocument());
    const audit = screen.getByRole('region', { name: 'Staff actions' });
    await waitFor(() => expect(within(audit).getByText('Partner changed')).toBeInTheDocument());
    expect(within(audit).getByText('New agreement')).toBeInTheDocument();
  });
});
