// The desk's member screens: the search list with access and last payment, a member's page with
// its sections, editors reading without actions, and a publisher extending access with a reason
// (refused without one, in the server's words), the result and the audit entry shown.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { editor, openAdmin, preloadAdminArea, publisher } from '../admin-test-utils';
import { server } from '../../../mock-api/node';
import { deskMembersMockFor } from '../../../mock-api/handlers/desk-members';
import type { SessionUser } from '../../../src/state/session';

beforeAll(preloadAdminArea, 120_000);

async function open(route: string, user: SessionUser = publisher) {
  const mock = deskMembersMockFor();
  server.use(...mock.handlers);
  await openAdmin(route, user);
  return mock;
}

describe('the members list', () => {
  it('lists members with their access and last payment, and searches by invoice number', async () => {
    const user = userEvent.setup();
    await open('/admin/members', editor);
    await screen.findByRole('link', { name: 'alice' }, { timeout: 10_000 });
    const rows = within(screen.getByRole('table', { name: 'Members' })).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(/Active until/)).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/\$19\.95 · .* · Paid/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Never had access')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '2026-000042');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'bob' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'alice' })).toBeInTheDocument();
  });
});

describe('a member', () => {
  it('shows an editor every section and no action', async () => {
    await open('/admin/members/7', editor);
    await screen.findByRole('heading', { name: 'alice', level: 1 }, { timeout: 10_000 });
    for (const name of ['Account', 'Subscriptions', 'Payments', 'Updates bought', 'Favourites', 'Devices', 'Mails sent']) expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Payments' })).getByText('2026-000042')).toBeInTheDocument();
    // Billers and languages by their names, not their codes.
    expect(within(screen.getByRole('region', { name: 'Payments' })).getByText('Card (Epoch)')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Account' })).getByText('American English')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Devices' })).getByText(/Firefox on Linux/)).toBeInTheDocument();
    expect(screen.getByText("Only publishers change a member's access or account. You can read the page.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Extend access' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Staff actions' })).not.toBeInTheDocument();
  });

  it('lets a publisher extend access with a reason and shows the result and the audit entry', async () => {
    const user = userEvent.setup();
    const mock = await open('/admin/members/7');
    await user.click(await screen.findByRole('button', { name: 'Extend access' }, { timeout: 10_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Extend or grant access' });
    const submit = within(dialog).getByRole('button', { name: 'Extend or grant access' });
    expect(submit).toBeDisabled();
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Days' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Days' }), '10');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Support call: site was down');
    await user.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent('access until 2026-12-30');
    expect(mock.requests[0]).toMatchObject({ path: '/api/staff/members/7/access', body: { days: 10, reason: 'Support call: site was down' } });
    const audit = await screen.findByRole('region', { name: 'Staff actions' });
    await waitFor(() => expect(within(audit).getByText('Access extended')).toBeInTheDocument());
    expect(within(audit).getByText(/Support call: site was down/)).toBeInTheDocument();
  });

  it('asks for a reason first, and shows a refusal in the server\'s words', async () => {
    const user = userEvent.setup();
    await open('/admin/members/7');
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }, { timeout: 10_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the renewing subscription' });
    const submit = within(dialog).getByRole('button', { name: 'Cancel the renewing subscription' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '   x');
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), ' Member asked by phone');
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The payment provider could not cancel the subscription. Nothing was changed: try again later.');
  });
});
