// The consent before paying, the disabled button's reason and a renewing member's plan switch, as
// the visitor sees them (on the fixture clock: 20 November 2026).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '../../mock-api/node';
import { signupHandlers } from '../../mock-api/handlers/signup';
import { planQuoteHandlers, quotePath } from '../../mock-api/handlers/articles';
import { FIXTURE_NOW } from '../../mock-api/fixtures/clock';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { userAtom } from '../../src/state/session';
import { ROLE } from '../../shared/roles';
import { signupForm } from './index';
import SignupForm from './signup-form';

type User = ReturnType<typeof userEvent.setup>;

const fillValid = async (user: User) => {
  await user.type(screen.getByLabelText(/^E-?Mail/i), 'fresh@example.test');
  await user.type(screen.getByLabelText(/^(Username|Benutzername)/), 'freshmember');
  await user.type(screen.getByLabelText(/^(Password|Passwort)/), 'correct-horse');
};

const choose = async (user: User, plan: string, button = 'Select Plan') => {
  await user.click(within(await screen.findByRole('listitem', { name: plan })).getByRole('button', { name: button }));
};

const submitButton = () => screen.getByRole('button', { name: /^(Proceed to Payment|Sign Up|Weiter zur Zahlung|Registrieren)$/ });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(FIXTURE_NOW));
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('signup consent', () => {
  it('shows price, rebill amount and date, the statement name and a required checkbox with the terms link before the button', async () => {
    server.use(...signupHandlers);
    const user = userEvent.setup();
    await renderWithApp(<SignupForm {...signupForm.defaults} />, { route: '/signup' });
    await fillValid(user);
    await choose(user, 'Monthly');
    const order = screen.getByRole('group', { name: 'Your order' });
    expect(order).toHaveTextContent('Monthly: $19.95 now for the first month, then $19.95 every month from December 20, 2026 until you cancel.');
    expect(order).toHaveTextContent('The charge appears on your card or PayPal statement as EPOCH.COM* Emotions.');
    const box = within(order).getByRole('checkbox', { name: 'I agree to the terms and to the recurring charge described above.' });
    expect(box).toBeRequired();
    expect(box).not.toBeChecked();
    expect(within(order).getByRole('link', { name: /Read the terms and privacy policy/ })).toHaveAttribute('href', '/privacy');
    // The order comes before the button, and the button waits for the consent, saying so.
    expect(order.compareDocumentPosition(submitButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription('Accept the terms');
    await user.click(box);
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByText('Accept the terms')).not.toBeInTheDocument();
    // Another plan is another charge: it asks again.
    await choose(user, '3 Months');
    expect(screen.getByRole('group', { name: 'Your order' })).toHaveTextContent('3 Months: $59.95 once for 3 months of access, no automatic renewal.');
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms and to the charge described above.' })).not.toBeChecked();
    expect(submitButton()).toBeDisabled();
  });

  it('a gift card charges no card: no statement name', async () => {
    server.use(...signupHandlers);
    const user = userEvent.setup();
    await renderWithApp(<SignupForm {...signupForm.defaults} />, { route: '/signup' });
    await fillValid(user);
    await choose(user, '1 Month');
    await user.click(screen.getByRole('radio', { name: 'Amazon Gift Card' }));
    const order = screen.getByRole('group', { name: 'Your order' });
    expect(order).toHaveTextContent('1 Month: $24.95 once for 1 month of access, no automatic renewal.');
    expect(order).toHaveTextContent('No card is charged: nothing appears on a card statement.');
    expect(order).not.toHaveTextContent('EPOCH.COM');
  });

  it('in German: prices as "19,95 $" on the cards and in the consent, the date in German', async () => {
    server.use(...signupHandlers);
    const user = userEvent.setup();
    await renderWithApp(<SignupForm {...signupForm.defaults} />, { route: '/signup', locale: 'de_DE' });
    const card = await screen.findByRole('listitem', { name: 'Monatlich' });
    // Intl puts a no-break space between amount and sign.
    expect(within(card).getByText(/^19,95\s\$$/)).toBeInTheDocument();
    await fillValid(user);
    await choose(user, 'Monatlich', 'Tarif auswählen');
    const order = screen.getByRole('group', { name: 'Ihre Bestellung' });
    expect(order.textContent?.replace(/\s/g, ' ')).toContain('Monatlich: 19,95 $ jetzt für den ersten Monat, danach 19,95 $ jeden Monat ab dem 20. Dezember 2026, bis Sie kündigen.');
    expect(within(order).getByRole('checkbox', { name: 'Ich stimme den Bedingungen und der oben beschriebenen wiederkehrenden Abbuchung zu.' })).toBeRequired();
    expect(screen.getByText('Bitte stimmen Sie den Bedingungen zu')).toBeInTheDocument();
  });
});

describe('the disabled button says why', () => {
  it('names what is missing in the order of the form: account, plan, consent; a broken username after choosing', async () => {
    server.use(...signupHandlers);
    const user = userEvent.setup();
    await renderWithApp(<SignupForm {...signupForm.defaults} />, { route: '/signup' });
    await screen.findByRole('listitem', { name: 'Monthly' });
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription('Fill in the email address');
    await fillValid(user);
    expect(submitButton()).toHaveAccessibleDescription('Choose a plan');
    await choose(user, 'Monthly');
    expect(submitButton()).toHaveAccessibleDescription('Accept the terms');
    await user.click(screen.getByRole('checkbox', { name: /^I agree to the terms/ }));
    expect(submitButton()).toBeEnabled();
    await user.type(screen.getByLabelText(/^Username/), ' x');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText('Fix the username')).toBeInTheDocument();
    expect(submitButton()).toHaveAccessibleDescription('Fix the username');
  });
});

describe('plan switch for a member whose plan renews', () => {
  const renewingMember = { id: 4, username: 'member4', email: 'member4@example.test', role_id: ROLE.member, created_at: '2024-01-01T00:00:00Z', membership: { fullAccess: true, recurring: true, until: '2026-12-14T12:00:00.000Z', purchasedUpdateIds: [] } };

  it('says which plan stops renewing and when the new one starts, and dates the consent from then', async () => {
    server.use(...signupHandlers, ...planQuoteHandlers);
    const user = userEvent.setup();
    const { store } = await renderWithApp(<SignupForm {...signupForm.defaults} />, { route: '/signup' });
    act(() => store.set(userAtom, renewingMember));
    await choose(user, '3 Months');
    expect(await screen.findByText('Your Monthly stops renewing; 3 Months starts on December 14, 2026 when your paid time ends.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Your order' })).toHaveTextContent('3 Months: $59.95 once for 3 months of access');
  });

  it('a visitor asks for no quote and sees no switch', async () => {
    const asked: string[] = [];
    server.use(...signupHandlers, http.get(quotePath, ({ request }) => void asked.push(request.url)));
    const user = userEvent.setup();
    await renderWithApp(<SignupForm {...signupForm.defaults} />, { route: '/signup' });
    await fillValid(user);
    await choose(user, '3 Months');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Your order' })).toBeInTheDocument());
    expect(screen.queryByText(/stops renewing/)).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
