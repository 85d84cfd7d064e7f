import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../mock-api/node';
import { mockUser } from '../../mock-api/handlers/session';
import { accountDataHandlersFor, MOCK_PASSWORD } from '../../mock-api/handlers/account-data';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { WithUser } from '../../tests/setup/with-user';
import AccountData from './account-data';
import { accountData } from './index';

vi.mock('../../src/api/browser-navigation', () => ({ assignLocation: vi.fn() }));
const { assignLocation } = await import('../../src/api/browser-navigation');

const renderBlock = (props = accountData.defaults, locale = 'en_US') =>
  renderWithApp(
    <WithUser user={mockUser()}>
      <AccountData {...props} />
    </WithUser>,
    { route: '/profile', locale },
  );

describe('AccountData', () => {
  beforeEach(() => server.use(...accountDataHandlersFor()));
  afterEach(() => vi.restoreAllMocks());

  it('downloads the data export as a JSON file', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await renderBlock();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await vi.waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^account-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await (created.mock.calls[0]![0] as Blob).text());
    expect(exported.account.username).toBe('member');
    expect(exported.media).toEqual([expect.objectContaining({ title: 'Summer Lights', favourite: true })]);
  });

  it('says before deleting what is erased, what payment law keeps, and that a subscription is cancelled', async () => {
    await renderBlock();
    const card = screen.getByRole('region', { name: 'Delete account' });
    expect(within(card).getByText(/A subscription that renews is cancelled with the payment provider first/)).toBeInTheDocument();
    expect(within(card).getByText(/Erased: your username, email address, password, favourites, ratings/)).toBeInTheDocument();
    expect(within(card).getByText(/Kept, because tax and payment law require it: your payments, receipts and subscriptions/)).toBeInTheDocument();
  });

  it('asks for the password, refuses a wrong one, then deletes and leaves for the home page', async () => {
    await renderBlock();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    const password = within(dialog).getByLabelText(/Password/);
    expect(password).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect(within(dialog).getByText('Enter your password.')).toBeInTheDocument();
    await userEvent.type(password, 'wrong one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(dialog).findByText('This password is not right.')).toBeInTheDocument();
    await userEvent.clear(password);
    await userEvent.type(password, MOCK_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    const done = await screen.findByRole('dialog', { name: 'Your account has been deleted' });
    expect(within(done).getByText(/signed out everywhere/)).toBeInTheDocument();
    await userEvent.click(within(done).getByRole('button', { name: 'Go to the home page' }));
    expect(assignLocation).toHaveBeenCalledWith('/');
  });

  it('keeps the account when the payment provider refuses to cancel, and says so', async () => {
    server.use(...accountDataHandlersFor({ cancelFails: true }));
    await renderBlock();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await userEvent.type(within(dialog).getByLabelText(/Password/), MOCK_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(dialog).findByText(/could not cancel your subscription, so your account was not deleted/)).toBeInTheDocument();
  });

  it('speaks German and can leave deletion out', async () => {
    await renderBlock({ ...accountData.defaults, allowDeletion: false }, 'de_DE');
    expect(screen.getByRole('button', { name: 'Meine Daten herunterladen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mein Konto löschen' })).not.toBeInTheDocument();
  });
});
