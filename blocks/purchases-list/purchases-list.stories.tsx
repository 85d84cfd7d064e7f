import type { Meta, StoryObj } from '@storybook/react-vite';
import { memberHandlersFor } from '../../mock-api/handlers/member';
import { mockUser } from '../../mock-api/handlers/session';
import { serverError, slowResponses } from '../../mock-api/scenarios';
import { configWith } from '../../tests/setup/site-config-fixtures';
import { WithUser } from '../../src/storybook/with-user';
import PurchasesList from './purchases-list';
import { purchasesList } from './index';

// The block shows only while update purchase is enabled.
const purchaseConfig = configWith((c) => {
  c.core.payment.updatePurchase = true;
});

const meta = {
  title: 'Blocks/Purchases list',
  component: PurchasesList,
  args: purchasesList.defaults,
  decorators: [(Story) => <WithUser user={mockUser({ subscription: 'none' })}><Story /></WithUser>],
  parameters: { layout: 'fullscreen', block: purchasesList, app: { route: '/myupdates', config: purchaseConfig }, msw: { handlers: memberHandlersFor() } },
} satisfies Meta<typeof PurchasesList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bought updates, newest first. */
export const Default: Story = { args: purchasesList.defaults };

/** The same in the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

export const Upright: Story = { args: { ...purchasesList.defaults, orientation: 'upright' } };

export const Empty: Story = { parameters: { msw: { handlers: memberHandlersFor({ purchases: [] }) } } };

export const Loading: Story = { parameters: { msw: { handlers: slowResponses } } };

export const Failed: Story = { parameters: { msw: { handlers: serverError } } };
