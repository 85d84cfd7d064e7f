// The member's subscription as the real server answers it (GET payment/subscription, POST
// payment/subscription/cancel): one handler set per state, with the state in memory so a cancel
// shows on the next read. `cancelFails` answers the cancel with the provider's refusal (502).
import { http } from 'msw';
import type { AccountStatus, AccountSubscription } from '../../schemas/api/membership';
import { daysFromNow } from '../fixtures/clock';
import { api } from './paths';
import { apiError, ok } from './respond';

export const subscriptionPaths = {
  subscription: api('payment/subscription'),
  cancel: api('payment/subscription/cancel'),
} as const;

export type MockSubscriptionState = 'active' | 'rebillFailed' | 'rebillFailedNoUpdate' | 'cancelled' | 'expired' | 'oneOff' | 'refunded' | 'chargeback' | 'none';

export const PROVIDER_REFUSAL = 'The payment provider could not cancel the subscription. Please try again later.';

const monthly = { id: 3, plan: 'Monthly', recurring: true, provider: 'epochCreditCard', startedAt: daysFromNow(-36) } as const;

/** The subscription of each state (null: never subscribed). */
export const mockSubscription = (state: MockSubscriptionState): AccountSubscription | null => {
  switch (state) {
    case 'active':
      return { ...monthly, status: 'active', expiresAt: daysFromNow(24), renewsOn: daysFromNow(24), cancellable: true };
    // The last rebill failed: no renewal date, access until the period ends, and the way out
    // (Epoch's update-payment page, here the emulator's; or none: cancel and rejoin).
    case 'rebillFailed':
      return { ...monthly, status: 'active', expiresAt: daysFromNow(24), endsOn: daysFromNow(24), rebillFailedAt: daysFromNow(-1), updatePaymentUrl: '/sandbox/epoch/update-payment?member_id=1234567', providerMemberId: '1234567', cancellable: true };
    case 'rebillFailedNoUpdate':
      return { ...monthly, status: 'active', expiresAt: daysFromNow(24), endsOn: daysFromNow(24), rebillFailedAt: daysFromNow(-1), cancellable: true };
    case 'cancelled':
      return { ...monthly, status: 'cancelled', expiresAt: daysFromNow(24), endsOn: daysFromNow(24), cancellable: false };
    case 'expired':
      return { ...monthly, status: 'expired', expiresAt: daysFromNow(-12), endsOn: daysFromNow(-12), cancellable: false };
    case 'oneOff':
      return { id: 5, plan: '3 Months', recurring: false, provider: 'bitcoin', startedAt: daysFromNow(-20), status: 'active', expiresAt: daysFromNow(70), endsOn: daysFromNow(70), cancellable: false };
    case 'refunded':
    case 'chargeback':
      return { ...monthly, status: state, expiresAt: daysFromNow(-2), endsOn: daysFromNow(-2), cancellable: false };
    case 'none':
      return null;
  }
};

export interface SubscriptionHandlerOptions {
  state?: MockSubscriptionState;
  /** The provider refuses the cancellation. */
  cancelFails?: boolean;
}

export const subscriptionHandlersFor = ({ state = 'active', cancelFails = false }: SubscriptionHandlerOptions = {}) => {
  let current = mockSubscription(state);
  const fullAccess = () => current !== null && (current.status === 'active' || current.status === 'cancelled');
  return [
    http.get(subscriptionPaths.subscription, () => ok<AccountStatus>({ fullAccess: fullAccess(), subscription: current })),
    http.post(subscriptionPaths.cancel, () => {
      if (!current || !current.cancellable) return apiError(409, 'not_cancellable', 'There is no active recurring subscription to cancel');
      if (cancelFails) return apiError(502, 'provider_error', PROVIDER_REFUSAL);
      const { renewsOn: _renewsOn, rebillFailedAt: _failed, updatePaymentUrl: _url, providerMemberId: _member, ...rest } = current;
      current = { ...rest, status: 'cancelled', endsOn: current.expiresAt, cancellable: false };
      // As the server: the account status with the cancelled subscription.
      return ok<AccountStatus>({ fullAccess: fullAccess(), subscription: current });
    }),
  ];
};

export const subscriptionHandlers = subscriptionHandlersFor();
