import type { Meta, StoryObj } from '@storybook/react-vite';
import { memberHandlers, memberHandlersFor } from '../../mock-api/handlers/member';
import { mockUser } from '../../mock-api/handlers/session';
import { serverError, slowResponses } from '../../mock-api/scenarios';
import { WithUser } from '../../src/storybook/with-user';
import PaymentStatus from './payment-status';
import { paymentStatus } from './index';

const meta = {
  title: 'Blocks/Payment status',
  component: PaymentStatus,
  args: paymentStatus.defaults,
  decorators: [(Story) => <WithUser user={mockUser()}><div style={{ padding: 16 }}><Story /></div></WithUser>],
  parameters: { block: paymentStatus, msw: { handlers: memberHandlers } },
} satisfies Meta<typeof PaymentStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active subscription, valid until a date. */
export const Default: Story = { args: paymentStatus.defaults };

/** 'Your subscription expired, please renew.' with the renew button. */
export const Expired: Story = {
  decorators: [(Story) => <WithUser user={mockUser({ subscription: 'expired' })}><Story /></WithUser>],
};

/** Never subscribed: only purchased updates. */
export const NoSubscription: Story = {
  decorators: [(Story) => <WithUser user={mockUser({ subscription: 'none' })}><Story /></WithUser>],
  parameters: { msw: { handlers: memberHandlersFor({ payments: [] }) } },
};

export const Loading: Story = { parameters: { msw: { handlers: slowResponses } } };

export const Failed: Story = { parameters: { msw: { handlers: serverError } } };
