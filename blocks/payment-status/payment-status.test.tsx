import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { server } from '../../mock-api/node';
import { memberHandlersFor } from '../../mock-api/handlers/member';
import { mockUser } from '../../mock-api/handlers/session';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { WithUser } from '../../tests/setup/with-user';
import { formatDate } from '../../src/ui/format';
import PaymentStatus from './payment-status';
import { paymentStatus } from './index';

const renderFor = async (subscription: 'active' | 'expired' | 'none') => {
  const user = mockUser({ subscription });
  return { user, ...(await renderWithApp(<WithUser user={user}><PaymentStatus {...paymentStatus.defaults} /></WithUser>, { route: '/payment' })) };
};

describe('PaymentStatus', () => {
  beforeEach(() => server.use(...memberHandlersFor()));

  it('shows an active subscription with its end date', async () => {
    const { user } = await renderFor('active');
    expect(screen.getByRole('heading', { name: 'Account Status' })).toBeInTheDocument();
    expect(screen.getByText('Active subscription, full access to all updates.')).toBeInTheDocument();
    expect(screen.getByText(`Valid until ${formatDate(user.customer.validUntil!)}`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Renew' })).not.toBeInTheDocument();
  });

  it('asks an expired member to renew', async () => {
    await renderFor('expired');
    expect(await screen.findByText('Your subscription expired, please renew.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByText('Active subscription, full access to all updates.')).not.toBeInTheDocument();
  });

  it('says there is no subscription for a member who never subscribed', async () => {
    await renderFor('none');
    expect(await screen.findByText('No subscription, only your purchased updates are available.')).toBeInTheDocument();
  });

  it('lists the payments with all columns', async () => {
    await renderFor('active');
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Status', 'Amount', 'Paid', 'For', 'Via', 'To credits', 'Action']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$19.95')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Monthly')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Credit Card')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Declined')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/signup');
    expect(within(rows[2]!).getByText('Being verified')).toBeInTheDocument();
  });

  it('renders nothing for a visitor', async () => {
    const { container } = await renderWithApp(<PaymentStatus {...paymentStatus.defaults} />);
    expect(container).toBeEmptyDOMElement();
  });
});
