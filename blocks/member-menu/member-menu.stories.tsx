import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockUser, sessionHandlers } from '../../mock-api/handlers/session';
import { configWith } from '../../tests/setup/site-config-fixtures';
import { WithUser } from '../../src/storybook/with-user';
import MemberMenu from './member-menu';
import { memberMenu } from './index';

const meta = {
  title: 'Blocks/Member menu',
  component: MemberMenu,
  args: memberMenu.defaults,
  decorators: [(Story) => <WithUser user={mockUser()}><div style={{ maxWidth: 280, padding: 16 }}><Story /></div></WithUser>],
  parameters: { block: memberMenu, app: { route: '/profile' }, msw: { handlers: sessionHandlers } },
} satisfies Meta<typeof MemberMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: memberMenu.defaults };

/** With single-update purchases: My Purchases and Custom Content. */
export const WithPurchases: Story = {
  parameters: {
    app: {
      route: '/myupdates',
      config: configWith((c) => {
        c.core.payment.updatePurchase = true;
      }),
    },
  },
};

/** As a side menu in a narrow column. */
export const Vertical: Story = { args: { ...memberMenu.defaults, orientation: 'vertical' } };
