// The staff area's plan screens: the list in signup order, the form's prices and feature lines,
// the server's field messages, and editors reading without changing.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { editor, openAdmin, preloadAdminArea, publisher } from './admin-test-utils';
import { server } from '../../mock-api/node';
import { staffPlansMockFor } from '../../mock-api/handlers/staff-plans';
import type { SessionUser } from '../../src/state/session';

beforeAll(preloadAdminArea, 120_000);

async function openPlans(route: string, user: SessionUser = publisher) {
  const plans = staffPlansMockFor();
  server.use(...plans.handlers);
  await openAdmin(route, user);
  return plans;
}

const opened = async (route: string, user?: SessionUser) => {
  const plans = await openPlans(route, user);
  await screen.findByRole('form', { name: 'Plan' }, { timeout: 10_000 });
  return plans;
};

describe('the plans list', () => {
  it('shows the plans in signup order, with their prices and whether they are offered', async () => {
    await openPlans('/admin/plans', editor);
    await screen.findByRole('link', { name: 'Monthly' }, { timeout: 10_000 });
    const rows = within(screen.getByRole('table', { name: 'Plans in signup order' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.querySelector('a')!.textContent)).toEqual(['Monthly', '1 Month', '1 Year']);
    expect(within(rows[0]!).getByText('$19.95 · €18.95')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Active')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New plan' })).not.toBeInTheDocument();
  });
});

describe('a plan', () => {
  it('is read-only for an editor, with the reason', async () => {
    await opened('/admin/plans/1', editor);
    expect(screen.getByText('Only publishers change plans: every change is what visitors see on signup. You can read them.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Price \(US\$\)/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('checkbox', { name: 'Offered on signup (active)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add a line' })).toBeDisabled();
  });

  it('lets a publisher reorder, add and translate feature lines, marking the missing languages', async () => {
    const user = userEvent.setup();
    const plans = await opened('/admin/plans/1');
    const tabs = within(screen.getByRole('tablist', { name: 'Languages of Feature lines' }));
    expect(tabs.getByRole('tab', { name: 'Deutsch' })).toBeInTheDocument();
    expect(tabs.getByRole('tab', { name: 'Français missing' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move line 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    expect(screen.getByRole('textbox', { name: 'Line 3' })).toHaveFocus();
    await user.keyboard('Cancel anytime');

    await user.click(tabs.getByRole('tab', { name: 'Français missing' }));
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    await user.keyboard('Accès complet');
    expect(tabs.getByRole('tab', { name: 'Français' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const put = plans.requests.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({
      priceDollar: 19.95,
      priceEuro: 18.95,
      recurring: true,
      features: ['Unlimited streaming', 'Full access to all updates', 'Cancel anytime'],
      localizedFeatures: { de_DE: ['Voller Zugang zu allen Updates', 'Unbegrenztes Streaming'], fr_FR: ['Accès complet'] },
      providerCode: 'MONTHLY-RECURRING',
    });
    const history = within(screen.getByRole('region', { name: 'History' }));
    await waitFor(() => expect(history.getAllByText('Edited')).toHaveLength(2));
  });

  it('shows the server refusing a price next to its field', async () => {
    const user = userEvent.setup();
    await opened('/admin/plans/2');
    const euro = screen.getByRole('textbox', { name: /Price \(€\)/ });
    await user.clear(euro);
    await user.type(euro, '23.955');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(euro).toHaveAccessibleDescription(expect.stringContaining('must be multiple of 0.01')));
    expect(euro).toBeInvalid();
    expect(screen.getByRole('textbox', { name: /Price \(US\$\)/ })).toBeValid();
  });
});
