import type { Meta, StoryObj } from '@storybook/react-vite';
import { memberHandlers, memberHandlersFor } from '../../mock-api/handlers/member';
import { mockUser } from '../../mock-api/handlers/session';
import { serverError, slowResponses } from '../../mock-api/scenarios';
import { subscriptionHandlersFor } from '../../mock-api/handlers/subscription';
import { WithUser } from '../../src/storybook/with-user';
import PaymentStatus from './payment-status';
import { paymentStatus } from './index';

const meta = {
  title: 'Blocks/Payment status',
  component: PaymentStatus,
  args: paymentStatus.defaults,
  decorators: [(Story) => <WithUser user={mockUser()}><div style={{ padding: 16 }}><Story /></div></WithUser>],
  parameters: { block: paymentStatus, msw: { handlers: [...subscriptionHandlersFor(), ...memberHandlers] } },
} satisfies Meta<typeof PaymentStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active recurring plan: renews on a date, Cancel subscription (opens the confirmation). */
export const Default: Story = { args: paymentStatus.defaults };
export const Dark: Story = { globals: { theme: 'dark' } };

/** The last rebill failed: when, until when access runs, and Epoch's update-payment page or cancel and rejoin. */
export const RebillFailed: Story = { parameters: { msw: { handlers: [...subscriptionHandlersFor({ state: 'rebillFailed' }), ...memberHandlers] } } };
export const RebillFailedDark: Story = { ...RebillFailed, globals: { theme: 'dark' } };

/** The last rebill failed with a biller that offers no card update: cancel and rejoin. */
export const RebillFailedNoUpdate: Story = { parameters: { msw: { handlers: [...subscriptionHandlersFor({ state: 'rebillFailedNoUpdate' }), ...memberHandlers] } } };

/** Cancelled: access until the end date, Update membership. */
export const Cancelled: Story = { parameters: { msw: { handlers: [...subscriptionHandlersFor({ state: 'cancelled' }), ...memberHandlers] } } };
export const CancelledDark: Story = { ...Cancelled, globals: { theme: 'dark' } };

/** A one-off plan: ends on a date, nothing to cancel. */
export const OneOff: Story = { parameters: { msw: { handlers: [...subscriptionHandlersFor({ state: 'oneOff' }), ...memberHandlers] } } };

/** The provider refuses the cancellation: the dialog says so and nothing changes. */
export const CancelFails: Story = { parameters: { msw: { handlers: [...subscriptionHandlersFor({ cancelFails: true }), ...memberHandlers] } } };
export const CancelFailsDark: Story = { ...CancelFails, globals: { theme: 'dark' } };

/** 'Your subscription expired, please renew.' with the renew button. */
export const Expired: Story = {
  decorators: [(Story) => <WithUser user={mockUser({ subscription: 'expired' })}><Story /></WithUser>],
  parameters: { msw: { handlers: [...subscriptionHandlersFor({ state: 'expired' }), ...memberHandlers] } },
};
export const ExpiredDark: Story = { ...Expired, globals: { theme: 'dark' } };

/** Never subscribed: only purchased updates. */
export const NoSubscription: Story = {
  decorators: [(Story) => <WithUser user={mockUser({ subscription: 'none' })}><Story /></WithUser>],
  parameters: { msw: { handlers: [...subscriptionHandlersFor({ state: 'none' }), ...memberHandlersFor({ payments: [] })] } },
};

/** An active plan but no payment recorded yet: the payment list is empty. */
export const Empty: Story = { parameters: { msw: { handlers: [...subscriptionHandlersFor(), ...memberHandlersFor({ payments: [] })] } } };

export const Loading: Story = { parameters: { msw: { handlers: slowResponses } } };

export const Failed: Story = { parameters: { msw: { handlers: serverError } } };
