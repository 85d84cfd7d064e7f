import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockUser } from '../../mock-api/handlers/session';
import { accountHandlersWith } from '../../mock-api/handlers/account';
import { WithUser } from '../../src/storybook/with-user';
import AccountSettings from './account-settings';
import { accountSettings } from './index';

const meta = {
  title: 'Blocks/Account settings',
  component: AccountSettings,
  args: accountSettings.defaults,
  decorators: [(Story) => <WithUser user={mockUser()}><div style={{ padding: 16 }}><Story /></div></WithUser>],
  parameters: { block: accountSettings, msw: { handlers: accountHandlersWith() } },
} satisfies Meta<typeof AccountSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: accountSettings.defaults };

export const Dark: Story = { args: accountSettings.defaults, globals: { theme: 'dark' } };
