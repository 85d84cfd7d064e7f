import type { Meta, StoryObj } from '@storybook/react-vite';
import { handlers } from '../../mock-api/handlers';
import { mockUser } from '../../mock-api/handlers/session';
import { WithUser } from '../../src/storybook/with-user';
import { configWith } from '../../tests/setup/site-config-fixtures';
import Checkout from './checkout';
import { checkout } from './index';

const purchaseConfig = configWith((c) => {
  c.core.payment.updatePurchase = true;
  for (const e of c.core.payment.endpoints) if (e.provider === 'bitcoin') e.isActive = true;
});
const cart = () =>
  window.sessionStorage.setItem(
    'CART_CHECKOUT',
    JSON.stringify({ item: { updateId: 6, title: 'Quiet Harbour', permaLink: 'quiet-harbour', contentType: 'dvd', price: 9.95 } }),
  );

const asMember: NonNullable<Meta<typeof Checkout>['decorators']> = (Story) => (
  <WithUser user={mockUser({ subscription: 'none' })}>
    <Story />
  </WithUser>
);

const meta = {
  title: 'Blocks/Checkout',
  component: Checkout,
  args: checkout.defaults,
  parameters: { layout: 'fullscreen', block: checkout, app: { route: '/checkout', config: purchaseConfig }, msw: { handlers } },
  beforeEach: () => {
    cart();
    return () => window.sessionStorage.removeItem('CART_CHECKOUT');
  },
} satisfies Meta<typeof Checkout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member with a DVD in the cart: picture, price, the methods that buy updates, Pay. */
export const Default: Story = { args: checkout.defaults, decorators: [asMember] };
export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

/** A visitor: log in first, then back to the checkout. */
export const Visitor: Story = {};
export const VisitorDark: Story = { globals: { theme: 'dark' } };

/** Nothing in the cart. */
export const Empty: Story = { decorators: [asMember], beforeEach: () => window.sessionStorage.removeItem('CART_CHECKOUT') };
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };
