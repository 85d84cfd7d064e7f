import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockUser } from '../../mock-api/handlers/session';
import { WithUser } from '../../src/storybook/with-user';
import ProfileOverview from './profile-overview';
import { profileOverview } from './index';

const meta = {
  title: 'Blocks/Profile overview',
  component: ProfileOverview,
  args: profileOverview.defaults,
  decorators: [(Story) => <WithUser user={mockUser()}><div style={{ padding: 16 }}><Story /></div></WithUser>],
  parameters: { block: profileOverview },
} satisfies Meta<typeof ProfileOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: profileOverview.defaults };

export const Expired: Story = {
  decorators: [(Story) => <WithUser user={mockUser({ subscription: 'expired' })}><Story /></WithUser>],
};

export const WithoutTeasers: Story = { args: { ...profileOverview.defaults, showTeasers: false } };
