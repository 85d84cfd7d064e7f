import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { server } from '../../mock-api/node';
import { memberHandlersFor, mockPurchases } from '../../mock-api/handlers/member';
import { mockUser } from '../../mock-api/handlers/session';
import { configWith, renderWithApp } from '../../tests/setup/render-with-app';
import { WithUser } from '../../tests/setup/with-user';
import PurchasesList from './purchases-list';
import { purchasesList } from './index';

const purchasesOn = configWith((c) => {
  c.core.payment.updatePurchase = true;
});

const renderList = (config = purchasesOn, loggedIn = true) =>
  renderWithApp(
    loggedIn ? (
      <WithUser user={mockUser({ subscription: 'none' })}>
        <PurchasesList {...purchasesList.defaults} />
      </WithUser>
    ) : (
      <PurchasesList {...purchasesList.defaults} />
    ),
    { route: '/myupdates', config },
  );

describe('PurchasesList', () => {
  it('lists every bought update under My Purchases, linking to its page', async () => {
    await renderList();
    expect(screen.getByRole('heading', { name: 'My Purchases' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(mockPurchases.length);
    const first = mockPurchases[0]!;
    expect(within(items[0]!).getAllByRole('link').some((a) => a.getAttribute('href') === `/dvds/${first.permaLink}`)).toBe(true);
  });

  it('says so when nothing was bought yet', async () => {
    server.use(...memberHandlersFor({ purchases: [] }));
    await renderList();
    expect(await screen.findByText(/You have not bought any update yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse updates' })).toHaveAttribute('href', '/updates');
  });

  it('shows nothing while update purchase is disabled, or to visitors', async () => {
    const disabled = await renderList(configWith(() => {}));
    expect(disabled.container).toBeEmptyDOMElement();
    disabled.unmount();
    const visitor = await renderList(purchasesOn, false);
    expect(visitor.container).toBeEmptyDOMElement();
  });
});
