import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import userEvent from '@testing-library/user-event';
import { server } from '../../mock-api/node';
import { daysFromNow } from '../../mock-api/fixtures/clock';
import { memberHandlersFor, memberPaths } from '../../mock-api/handlers/member';
import { apiError } from '../../mock-api/handlers/respond';
import { mockUser } from '../../mock-api/handlers/session';
import { PROVIDER_REFUSAL, subscriptionHandlersFor, type SubscriptionHandlerOptions } from '../../mock-api/handlers/subscription';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { WithUser } from '../../tests/setup/with-user';
import { elapse, settle, useFakeRequestClock } from '../../tests/setup/fake-clock';
import { formatLongDate } from '../../src/ui/locale-format';
import { API_TIMEOUT_MS } from '../../src/api/client';
import { RETRY_DELAYS_MS } from '../../src/api/patient-retry';
import PaymentStatus from './payment-status';
import { paymentStatus } from './index';

const renderFor = async (session: 'active' | 'expired' | 'none', subscription: SubscriptionHandlerOptions = {}, locale = 'en_US') => {
  server.use(...subscriptionHandlersFor(subscription));
  const user = mockUser({ subscription: session });
  return { user, ...(await renderWithApp(<WithUser user={user}><PaymentStatus {...paymentStatus.defaults} /></WithUser>, { route: '/payment', locale })) };
};

const inOneMonth = formatLongDate(daysFromNow(24), 'en_US');

describe('PaymentStatus', () => {
  beforeEach(() => server.use(...memberHandlersFor()));

  it('shows an active recurring plan, when it renews, and no renew link', async () => {
    await renderFor('active', { state: 'active' });
    expect(screen.getByRole('heading', { name: 'Account Status' })).toBeInTheDocument();
    expect(screen.getByText('Active subscription, full access to all updates.')).toBeInTheDocument();
    expect(await screen.findByText(`Renews on ${inOneMonth}`)).toBeInTheDocument();
    expect(screen.getByText('Monthly', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Active, renews automatically')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Renew' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Ends on/)).not.toBeInTheDocument();
  });

  it('writes the dates in the visitor\'s language', async () => {
    await renderFor('active', { state: 'active' }, 'de_DE');
    expect(await screen.findByText(`Verlängert sich am ${formatLongDate(daysFromNow(24), 'de_DE')}`)).toBeInTheDocument();
  });

  it('cancels after confirmation: access until the end date, then "Ends on" and no cancel button', async () => {
    await renderFor('active', { state: 'active' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel subscription?' });
    expect(within(dialog).getByText(new RegExp(`You keep full access until ${inOneMonth}`))).toBeInTheDocument();
    // The safe choice has the focus.
    expect(within(dialog).getByRole('button', { name: 'Keep subscription' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel subscription' }));

    expect(await screen.findByText(`Ends on ${inOneMonth}`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(`Your subscription is cancelled. You keep full access until ${inOneMonth}.`)).toBeInTheDocument();
    expect(screen.getByText('Cancelled, no further payments')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Renews on/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update membership' })).toHaveAttribute('href', '/signup');
  });

  it('closes the confirmation with Escape and changes nothing', async () => {
    await renderFor('active', { state: 'active' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toHaveFocus();
    expect(screen.getByText(`Renews on ${inOneMonth}`)).toBeInTheDocument();
  });

  it('shows the provider\'s refusal and keeps the plan as it was', async () => {
    await renderFor('active', { state: 'active', cancelFails: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel subscription' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment provider did not cancel your subscription. Nothing has changed');
    expect(alert).toHaveTextContent(PROVIDER_REFUSAL);
    await userEvent.click(screen.getByRole('button', { name: 'Keep subscription' }));
    expect(screen.getByText(`Renews on ${inOneMonth}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
  });

  it('shows when a cancelled plan ends, with a link to update the membership', async () => {
    await renderFor('active', { state: 'cancelled' });
    expect(await screen.findByText(`Ends on ${inOneMonth}`)).toBeInTheDocument();
    expect(screen.getByText('Active subscription, full access to all updates.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update membership' })).toHaveAttribute('href', '/signup');
  });

  it('shows when a one-off plan ends, without a cancel button', async () => {
    await renderFor('active', { state: 'oneOff' });
    expect(await screen.findByText(`Ends on ${formatLongDate(daysFromNow(70), 'en_US')}`)).toBeInTheDocument();
    expect(screen.getByText('Active, one-time payment')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('asks an expired member to renew', async () => {
    await renderFor('expired', { state: 'expired' });
    expect(await screen.findByText('Your subscription expired, please renew.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/signup');
    expect(await screen.findByText(`Ended on ${formatLongDate(daysFromNow(-12), 'en_US')}`)).toBeInTheDocument();
    expect(screen.queryByText('Active subscription, full access to all updates.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('says there is no subscription for a member who never subscribed', async () => {
    await renderFor('none', { state: 'none' });
    expect(await screen.findByText('No subscription, only your purchased updates are available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/signup');
  });

  it('lists sales and rebills with provider and amount, and refunded, charged-back and waiting payments', async () => {
    await renderFor('active');
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Status', 'Amount', 'Paid', 'For', 'Via', 'To credits', 'Action']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(within(rows[0]!).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$19.95')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Rebill')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Credit Card')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Rebill')).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText('Refunded')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Paypal')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Declined')).toBeInTheDocument();
    expect(within(rows[3]!).getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/signup');
    expect(within(rows[4]!).getByText('Charged back')).toBeInTheDocument();
    expect(within(rows[4]!).getByText('$59.95')).toBeInTheDocument();
    expect(within(rows[5]!).getByText('Being verified')).toBeInTheDocument();
    expect(within(rows[6]!).getByText('Waiting for our team')).toBeInTheDocument();
    expect(within(rows[6]!).getByText('Bitcoin')).toBeInTheDocument();
  });

  it('links the receipt of every paid payment by its invoice number, and none for unpaid ones', async () => {
    await renderFor('active');
    const rows = within(await screen.findByRole('table')).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'Receipt 2026-000042' })).toHaveAttribute('href', '/payment/receipt/2026-000042');
    expect(within(rows[2]!).getByRole('link', { name: 'Receipt 2026-000009' })).toHaveAttribute('href', '/payment/receipt/2026-000009');
    expect(within(rows[3]!).queryByRole('link', { name: /Receipt/ })).not.toBeInTheDocument();
    expect(within(rows[5]!).queryByRole('link', { name: /Receipt/ })).not.toBeInTheDocument();
  });

  it('after a failed rebill says when it failed and until when access runs, and links the card update', async () => {
    await renderFor('active', { state: 'rebillFailed' });
    const failedOn = formatLongDate(daysFromNow(-1), 'en_US');
    expect(await screen.findByText(`Your last payment on ${failedOn} did not go through. Your access runs until ${inOneMonth}.`)).toBeInTheDocument();
    expect(screen.getByText('Active, last payment failed')).toBeInTheDocument();
    expect(screen.queryByText('Active, renews automatically')).not.toBeInTheDocument();
    expect(screen.queryByText(/Renews on/)).not.toBeInTheDocument();
    expect(screen.getByText(`Ends on ${inOneMonth}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update your card' })).toHaveAttribute('href', '/sandbox/epoch/update-payment?member_id=1234567');
    expect(screen.getByText('1234567')).toBeInTheDocument();
    // The other way out: cancel (then join again).
    await userEvent.click(screen.getByRole('button', { name: 'Cancel and rejoin' }));
    expect(screen.getByRole('dialog', { name: 'Cancel subscription?' })).toBeInTheDocument();
  });

  it('after a failed rebill without a card update offers cancel and rejoin, in German too', async () => {
    await renderFor('active', { state: 'rebillFailedNoUpdate' }, 'de_DE');
    const failedOn = formatLongDate(daysFromNow(-1), 'de_DE');
    const until = formatLongDate(daysFromNow(24), 'de_DE');
    expect(await screen.findByText(`Ihre letzte Zahlung am ${failedOn} ist nicht durchgegangen. Ihr Zugang läuft bis zum ${until}.`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Karte ändern' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tarif wählen' })).toHaveAttribute('href', '/signup');
    expect(screen.getAllByRole('button', { name: 'Abo kündigen' }).length).toBeGreaterThan(0);
  });

  it('renders nothing for a visitor', async () => {
    const { container } = await renderWithApp(<PaymentStatus {...paymentStatus.defaults} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('PaymentStatus on a slow or failing server', () => {
  beforeEach(() => {
    server.use(...memberHandlersFor());
    useFakeRequestClock();
  });
  afterEach(() => vi.useRealTimers());

  const problem = () => screen.queryByText('Your payments could not be loaded. Please try again later.');

  /** The payments route: each call's answer in turn (`slow`: longer than the client waits), then the real one. */
  function paymentsAnswering(...answers: ('slow' | 'error')[]) {
    const calls = { count: 0 };
    server.use(
      http.get(memberPaths.myPayments, async () => {
        const answer = answers[calls.count++];
        if (answer === 'slow') await delay(API_TIMEOUT_MS * 2);
        if (answer === 'error') return apiError(503, 'unavailable', 'Try later');
        return undefined;
      }),
    );
    return calls;
  }

  it('tries again after a too slow and a failed answer, then lists the payments without an error', async () => {
    const calls = paymentsAnswering('slow', 'error');
    await renderFor('active', { state: 'active' });
    await settle(() => expect(calls.count).toBe(1));
    await elapse(API_TIMEOUT_MS);
    expect(screen.getByRole('status', { name: 'Loading payments' })).toBeInTheDocument();
    expect(problem()).not.toBeInTheDocument();
    await elapse(RETRY_DELAYS_MS[0]!);
    await settle(() => expect(calls.count).toBe(2));
    await elapse(RETRY_DELAYS_MS[1]!);
    await settle(() => expect(calls.count).toBe(3));
    const table = await settle(() => screen.getByRole('table'));
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(problem()).not.toBeInTheDocument();
  });

  it('says so with a retry button only after the retries, and the button loads the payments', async () => {
    const calls = paymentsAnswering(...Array<'error'>(RETRY_DELAYS_MS.length + 1).fill('error'));
    await renderFor('active', { state: 'active' });
    await settle(() => expect(calls.count).toBe(1));
    for (const pause of RETRY_DELAYS_MS) {
      expect(problem()).not.toBeInTheDocument();
      await elapse(pause);
    }
    expect(calls.count).toBe(RETRY_DELAYS_MS.length + 1);
    const alert = await settle(() => screen.getByRole('alert'));
    expect(alert).toHaveTextContent('Your payments could not be loaded. Please try again later.');

    await act(() => fireEvent.click(within(alert).getByRole('button', { name: 'Try again' })));
    expect(await settle(() => within(screen.getByRole('table')).getAllByRole('row'))).toHaveLength(8);
    expect(problem()).not.toBeInTheDocument();
  });
});
