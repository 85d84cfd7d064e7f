// The desk's dashboard as staff see it: the figures of today, 7 and 30 days, a chart named by its
// title with the numbers in a table, payments waiting for staff, open requests with their due
// dates, scheduled updates and failed jobs; /admin opens on it.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { editor, openAdmin, preloadAdminArea } from '../admin-test-utils';
import { server } from '../../../mock-api/node';
import { deskDashboardMockFor } from '../../../mock-api/handlers/desk-dashboard';

beforeAll(preloadAdminArea, 120_000);

describe('the dashboard', () => {
  it('is where /admin opens, with the figures per period', async () => {
    server.use(...deskDashboardMockFor().handlers);
    await openAdmin('/admin', editor);
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Members and payments today, in 7 and in 30 days' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(within(row('New members')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', '7', '29']);
    expect(within(row('Rebills')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1 $19.95', '9 $179.55', '44 $877.80']);
    expect(within(row('Chargebacks')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['0', '1 $19.95', '1 $19.95']);
  });

  it('labels the chart and gives its numbers, for the figure chosen', async () => {
    const user = userEvent.setup();
    server.use(...deskDashboardMockFor().handlers);
    await openAdmin('/admin/dashboard', editor);
    expect(await screen.findByRole('img', { name: 'Rebills per day, last 30 days' }, { timeout: 10_000 })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Chart' }), 'New members');
    expect(screen.getByRole('img', { name: 'New members per day, last 30 days' })).toBeInTheDocument();
    const numbers = screen.getByRole('table', { name: 'New members per day, last 30 days' });
    const rows = within(numbers).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(within(rows[29]!).getByRole('cell').textContent).toBe('2');
  });

  it('lists open requests with due dates (overdue marked), scheduled updates and failed jobs', async () => {
    server.use(...deskDashboardMockFor().handlers);
    await openAdmin('/admin/dashboard', editor);
    const requests = await screen.findByRole('table', { name: 'Open requests, due first' }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Open requests (2)' })).toBeInTheDocument();
    expect(within(requests).getByText('Nov 17, 2026 (overdue)')).toBeInTheDocument();
    expect(within(requests).getByText('Nov 28, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sunset shoot' })).toHaveAttribute('href', '/admin/updates/12');
    expect(screen.getByText('decoder broke')).toBeInTheDocument();
  });

  it('counts the payments waiting for staff and links to them', async () => {
    server.use(...deskDashboardMockFor().handlers);
    await openAdmin('/admin/dashboard', editor);
    expect(await screen.findByRole('heading', { name: 'Payments waiting for staff (2)' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Decide on them: grant or refund' })).toHaveAttribute('href', '/admin/payments?status=needs_staff');
  });
});
