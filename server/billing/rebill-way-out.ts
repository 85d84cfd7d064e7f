// The way out of a failed rebill, for the payment page: the biller's page to update the card where
// the biller has one (Epoch), with the member id its page asks for; otherwise only "cancel and
// rejoin" (the page offers Cancel and the plans).
import type { AppContext } from '../context';
import type { AccountSubscription } from '../../schemas/api/membership';
import type { PaymentProviderId } from '../../schemas/payment-providers';
import type { CurrentSubscription } from '../queries/subscriptions';
import { paymentById } from '../queries/payments';

export async function withRebillWayOut(ctx: AppContext, row: CurrentSubscription, view: AccountSubscription): Promise<AccountSubscription> {
  if (!view.rebillFailedAt) return view;
  const first = await paymentById(ctx, row.payment_id);
  if (!first) return view;
  const adapter = ctx.billing.adapterFor((row.provider ?? row.first_provider) as PaymentProviderId, { config: await ctx.configs.active() });
  const { plan: _p, first_provider: _f, first_token: _t, ...subscription } = row;
  const url = adapter?.updatePaymentUrl?.(subscription, first);
  const memberId = row.provider_member_id ?? first.provider_member_id;
  return { ...view, ...(url ? { updatePaymentUrl: url } : {}), ...(url && memberId ? { providerMemberId: memberId } : {}) };
}
