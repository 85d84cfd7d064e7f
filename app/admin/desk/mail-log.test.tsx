// The mail log: publishers see every mail with its status and error and send one again with a
// reason; a mail with a one-time link offers no resend; editors are told it is for publishers.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { editor, openAdmin, preloadAdminArea, publisher } from '../admin-test-utils';
import { server } from '../../../mock-api/node';
import { deskMailMockFor } from '../../../mock-api/handlers/desk-mail';

beforeAll(preloadAdminArea, 120_000);

describe('the mail log', () => {
  it('lists mails with status and error, and sends one again with a reason', async () => {
    const user = userEvent.setup();
    const desk = deskMailMockFor();
    server.use(...desk.handlers);
    await openAdmin('/admin/mails', publisher);
    const table = await screen.findByRole('table', { name: 'Mails sent, newest first' }, { timeout: 10_000 });
    await within(table).findByText('cy@example.test');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('SMTP refused')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('One-time link: not sent again')).toBeInTheDocument();
    await user.click(within(rows[2]!).getByRole('button', { name: 'Send the mail to ann@example.test again' }));
    const dialog = await screen.findByRole('form', { name: 'Send the mail again' });
    expect(within(dialog).getByRole('textbox', { name: 'Reason (recorded)' })).toHaveFocus();
    await user.keyboard('Member did not get it');
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Sent again to ann@example.test.')).toBeInTheDocument();
    expect(desk.requests).toEqual([{ method: 'POST', path: '/api/staff/mails/1/resend', body: { reason: 'Member did not get it' } }]);
  });

  it('tells an editor it is for publishers, without asking the server', async () => {
    server.use(...deskMailMockFor().handlers);
    await openAdmin('/admin/mails', editor);
    expect(await screen.findByText('Only publishers read the mail log: it shows members’ addresses.', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
