import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockUser } from '../../mock-api/handlers/session';
import { accountDataHandlersFor } from '../../mock-api/handlers/account-data';
import { WithUser } from '../../src/storybook/with-user';
import AccountData from './account-data';
import { accountData } from './index';

const meta = {
  title: 'Blocks/Account data',
  component: AccountData,
  args: accountData.defaults,
  decorators: [(Story) => <WithUser user={mockUser()}><div style={{ padding: 16 }}><Story /></div></WithUser>],
  parameters: { block: accountData, msw: { handlers: accountDataHandlersFor() } },
} satisfies Meta<typeof AccountData>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Download my data, and Delete my account (the password is "correct horse 1"). */
export const Default: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };

/** The payment provider refuses to cancel the subscription: the account is kept. */
export const ProviderRefuses: Story = { parameters: { msw: { handlers: accountDataHandlersFor({ cancelFails: true }) } } };
export const ProviderRefusesDark: Story = { ...ProviderRefuses, globals: { theme: 'dark' } };

/** Only the download. */
export const WithoutDeletion: Story = { args: { ...accountData.defaults, allowDeletion: false } };
