// The desk's requests inbox and a request's page: due dates in words, the reply box, status buttons,
// and unpublishing the reported update (publishers only, with a recorded reason).
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { editor, openAdmin, preloadAdminArea, publisher } from '../admin-test-utils';
import { server } from '../../../mock-api/node';
import { deskRequestsMockFor } from '../../../mock-api/handlers/desk-requests';
import type { SessionUser } from '../../../src/state/session';

beforeAll(preloadAdminArea, 120_000);

async function open(route: string, user: SessionUser = publisher) {
  // The inbox of mock-api/handlers/desk-requests.ts: removal 12 (overdue) and contact 3.
  const mock = deskRequestsMockFor();
  server.use(...mock.handlers);
  await openAdmin(route, user);
  return mock;
}

describe('the requests inbox', () => {
  it('lists requests with their kind, status and when they are due, in words', async () => {
    await open('/admin/requests', editor);
    await screen.findByRole('link', { name: 'A question' }, { timeout: 10_000 });
    const rows = within(screen.getByRole('table', { name: 'Requests, open ones first by due date' })).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Overdue by 1 day')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Content removal')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Due in 3 days')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('In progress')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://site.example/videos/summer-day' })).toHaveAttribute('href', '/admin/requests/removal/12');
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
  });
});

describe('a request', () => {
  it('sends a reply and sets the status', async () => {
    const user = userEvent.setup();
    const mock = await open('/admin/requests/removal/12');
    await screen.findByText('That is me, without my consent.', undefined, { timeout: 10_000 });
    await user.type(screen.getByRole('textbox', { name: 'Your reply to rita@example.test' }), 'We are on it.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(mock.requests).toContainEqual({ method: 'POST', path: '/api/staff/requests/removal/12/reply', body: { body: 'We are on it.' } }));
    expect(await screen.findByText('We are on it.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'In progress' }));
    await waitFor(() => expect(mock.requests).toContainEqual({ method: 'POST', path: '/api/staff/requests/removal/12/status', body: { status: 'in_progress' } }));
  });

  it('lets a publisher unpublish the reported update with a reason', async () => {
    const user = userEvent.setup();
    const mock = await open('/admin/requests/removal/12');
    await user.click(await screen.findByRole('button', { name: 'Unpublish the reported update' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish “Summer day”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give a reason of at least 3 characters.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (recorded)' }), 'Consent withdrawn');
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(mock.requests).toContainEqual({ method: 'POST', path: '/api/staff/requests/removal/12/remove-content', body: { reason: 'Consent withdrawn' } }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unpublish the reported update' })).toBeDisabled());
  });

  it('tells an editor that only publishers take content off the site', async () => {
    await open('/admin/requests/removal/12', editor);
    await screen.findByText('Only publishers take content off the site.', undefined, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Unpublish the reported update' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Summer day' })).toHaveAttribute('href', '/admin/updates/7');
  });
});
