// What an event asks of a provider after its transaction committed: refund a payment that waits
// for staff (./attention.ts), or stop the renewing subscription a switch replaced from rebilling.
// A provider that refuses is logged; nothing here undoes the committed event.
import type { AppContext } from '../context';
import type { PaymentProviderId } from '../../schemas/payment-providers';
import { settleHeld } from './attention';
import type { FollowUp } from './step';

async function stopReplaced(ctx: AppContext, subscriptionId: number) {
  const subscription = await ctx.db.selectFrom('subscriptions').selectAll().where('id', '=', subscriptionId).executeTakeFirst();
  if (!subscription?.provider) return;
  const first = await ctx.db.selectFrom('payments').selectAll().where('id', '=', subscription.payment_id).executeTakeFirst();
  // A subscription its provider never knew (staff, demo seed) rebills nowhere.
  if (!first || !(subscription.provider_member_id ?? first.provider_member_id)) return;
  const adapter = ctx.billing.adapterFor(subscription.provider as PaymentProviderId, { config: await ctx.configs.active() });
  if (!adapter?.cancel) return;
  try {
    await adapter.cancel(subscription, first);
  } catch (error) {
    // Cancelled here already: a rebill that still comes is refunded or waits for staff (rebill()).
    ctx.logger.error({ err: error, subscriptionId, adapter: adapter.name }, 'the provider did not stop the replaced subscription');
  }
}

export async function runFollowUp(ctx: AppContext, followUp: FollowUp): Promise<void> {
  try {
    if (followUp.kind === 'settle_held') await settleHeld(ctx, followUp.paymentId);
    else await stopReplaced(ctx, followUp.subscriptionId);
  } catch (error) {
    ctx.logger.error({ err: error, followUp }, 'billing follow-up failed');
  }
}
