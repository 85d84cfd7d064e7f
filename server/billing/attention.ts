// Money that was taken but cannot be honoured is never kept silently. Inside the event's
// transaction the payment becomes "waiting for staff" (needs_staff) with a reason and gives up its
// claims, so at every moment it is in exactly one of: gave access, refunded, waiting for staff.
// After the commit the provider is asked to refund it where it has a refund call (Epoch); when it
// has none (bitcoin) or refuses, the payer is mailed that the money is safe and staff will refund
// or credit it, and staff are mailed. Staff then decide (server/api/payment-attention.ts).
import type { AppContext } from '../context';
import type { PaymentProviderId } from '../../schemas/payment-providers';
import type { AttentionReason } from '../../schemas/api/membership';
import { staffRecipients } from '../mail/staff-recipients';
import { releaseClaims } from '../payments/claims';
import { releaseVoucherClaims } from '../queries/payments';
import type { PaymentRow } from './lookup';
import type { Db, Step, StepResult } from './step';

/** What the provider reported with the money, kept with the held payment. */
export interface ProviderIds {
  transactionId?: string;
  memberId?: string;
  subscriptionId?: string;
}

/** In the event's transaction: the payment waits for staff, its claims are released, the follow-up is queued. */
export async function holdForStaff(step: Step, payment: PaymentRow, reason: AttentionReason, ids: ProviderIds = {}): Promise<StepResult> {
  const { db, now } = step;
  await markHeld(db, payment, reason, now, ids);
  step.followUps.push({ kind: 'settle_held', paymentId: payment.id });
  step.ctx.logger.warn({ paymentId: payment.id, reason }, 'payment took money that cannot be honoured: waiting for staff, refund requested');
  return { outcome: 'needs_staff', paymentId: payment.id };
}

export async function markHeld(db: Db, payment: PaymentRow, reason: AttentionReason, now: string, ids: ProviderIds = {}) {
  await db
    .updateTable('payments')
    .set({
      status: 'needs_staff',
      attention_reason: reason,
      attention_at: now,
      // A signup's password stays until staff decide (granting it makes the account it paid for),
      // unless the name went to another account: that payment can only be refunded.
      ...(reason === 'username_taken' || reason === 'email_taken' ? { password_hash: '' } : {}),
      updated_at: now,
      paid_at: now,
      provider_transaction_id: ids.transactionId ?? payment.provider_transaction_id,
      provider_member_id: ids.memberId ?? payment.provider_member_id,
      provider_subscription_id: ids.subscriptionId ?? payment.provider_subscription_id,
    })
    .where('id', '=', payment.id)
    .execute();
  await releaseClaims(db, payment.id, now);
  await releaseVoucherClaims(db, payment.id, now);
}

export const whatFor = async (db: Db, payment: PaymentRow): Promise<string> => {
  if (payment.update_id != null) {
    const update = await db.selectFrom('updates').select('full_name').where('id', '=', payment.update_id).executeTakeFirst();
    if (update) return update.full_name;
  }
  const plan = await db.selectFrom('articles').select('name').where('id', '=', payment.article_id).executeTakeFirst();
  return plan?.name ?? '';
};

const send = async (ctx: AppContext, message: Parameters<AppContext['mail']['send']>[0]) => {
  try {
    await ctx.mail.send(message);
  } catch (error) {
    ctx.logger.error({ err: error, template: message.template }, 'payment attention mail not sent');
  }
};

/**
 * After the commit: refunds a held payment through its provider, or tells the payer and staff.
 * Never throws: whatever happens, the payment stays in one of its three ends.
 */
export async function settleHeld(ctx: AppContext, paymentId: number): Promise<void> {
  const payment = await ctx.db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  if (!payment || payment.status !== 'needs_staff') return;
  const adapter = ctx.billing.adapterFor(payment.provider as PaymentProviderId, { config: await ctx.configs.active() });
  const item = await whatFor(ctx.db, payment);
  const payer = { to: payment.email, locale: payment.locale };
  const common = { username: payment.username, plan: item, amount: payment.amount, currency: payment.currency, provider: payment.provider };
  if (adapter?.refund) {
    try {
      await adapter.refund(payment, payment.attention_reason ?? 'cannot be honoured');
      await recordRefund(ctx.db, payment.id, ctx.now(), null, `Refunded automatically through ${adapter.name}: ${payment.attention_reason ?? ''}`.trim());
      await send(ctx, { template: 'paymentReturned', ...payer, data: common, dedupeKey: `paymentReturned:${payment.id}` });
      return;
    } catch (error) {
      ctx.logger.error({ err: error, paymentId: payment.id, adapter: adapter.name }, 'provider refused the refund: the payment waits for staff');
    }
  }
  await send(ctx, { template: 'paymentHeld', ...payer, data: { ...common, paymentUrl: `${ctx.siteOrigin.current()}/payment` }, dedupeKey: `paymentHeld:${payment.id}` });
  for (const staff of await staffRecipients(ctx.db)) {
    await send(ctx, {
      template: 'staffPaymentWaiting',
      to: staff.email,
      locale: staff.locale,
      data: { username: staff.username, payer: `${payment.username} <${payment.email}>`, paymentId: payment.id, plan: item, amount: payment.amount, currency: payment.currency, provider: payment.provider, reason: payment.attention_reason ?? '' },
      dedupeKey: `staffPaymentWaiting:${payment.id}:${staff.id}`,
    });
  }
}

/** A held payment's money went back (provider refund, or staff recorded one): it ends refunded. */
export async function recordRefund(db: Db, paymentId: number, now: string, staffId: number | null, note: string): Promise<boolean> {
  const changed = await db
    .updateTable('payments')
    .set({ status: 'refunded', decision: 'refunded', decided_by: staffId, decided_at: now, decision_note: note.slice(0, 500), password_hash: '', updated_at: now })
    .where('id', '=', paymentId)
    .where('status', '=', 'needs_staff')
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
}

/** Staff record the refund they made (in BTCPay, by bank transfer) of a payment that waited for them. */
export async function staffRefund(step: Step): Promise<StepResult> {
  const { db, now, event } = step;
  const payment = event.paymentToken ? await db.selectFrom('payments').selectAll().where('token', '=', event.paymentToken).executeTakeFirst() : undefined;
  if (!payment) return { outcome: 'unknown_reference' };
  const staff = event.staff!;
  if (!(await recordRefund(db, payment.id, now, staff.userId, staff.note))) return { outcome: 'unchanged', paymentId: payment.id };
  const item = await whatFor(db, payment);
  step.mails.push({
    template: 'paymentReturned',
    to: payment.email,
    locale: payment.locale,
    data: { username: payment.username, plan: item, amount: payment.amount, currency: payment.currency, provider: payment.provider },
    dedupeKey: `paymentReturned:${payment.id}`,
  });
  return { outcome: 'refunded', paymentId: payment.id };
}
