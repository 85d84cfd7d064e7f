// Applies what providers (and staff, and members cancelling) report, as billing events: each event
// in one transaction that first logs it in payment_notifications (unique per provider and event id,
// raw body kept for support), so a provider's retry is 'duplicate' and changes nothing. An event
// about a payment or member not known yet is logged as 'unknown_reference' and may be applied when
// the provider sends it again (its log row is then reused). Mails go out after the commit.
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import type { PaymentProviderId } from '../../schemas/payment-providers';
import type { BillingEvent, BillingEventKind, ParsedNotification } from './events';
import { sendQueued } from './mails';
import { siblingProviders } from './registry';
import { grantHeld, saleApproved, saleDeclined } from './sale';
import { staffRefund } from './attention';
import { cancellation, expiry, rebill, rebillFailed } from './subscription-events';
import { chargeback, refund } from './reversal';
import { latePayment } from './late-payment';
import { runFollowUp } from './follow-ups';
import type { Db, NotificationOutcome, Step, StepResult } from './step';

export type { NotificationOutcome } from './step';

const HANDLERS: Record<BillingEventKind, (step: Step) => Promise<StepResult>> = {
  sale_approved: saleApproved,
  sale_declined: saleDeclined,
  rebill,
  rebill_failed: rebillFailed,
  cancellation,
  expiry,
  refund,
  chargeback,
  late_payment: latePayment,
  staff_grant: grantHeld,
  staff_refund: staffRefund,
};

/** The notification as it arrived, for the log. */
export interface NotificationBody {
  raw: Buffer | string;
  contentType: string;
}

export interface AppliedEvent {
  eventId: string;
  kind: BillingEventKind;
  outcome: NotificationOutcome;
}

export interface ApplyOptions {
  /** The providers whose payments this notification may touch (default: those of the provider's biller). */
  accepts?: readonly PaymentProviderId[];
  /**
   * Runs in each applied event's transaction (not for a duplicate), after the event's changes: a
   * staff decision's audit entry then commits with what it changed, or neither does.
   */
  alongside?: (db: Db, outcome: NotificationOutcome) => Promise<void>;
}

/** Logs the event, or takes over its earlier 'unknown_reference' row; undefined when it was applied already. */
async function claimEvent(db: Db, provider: string, event: BillingEvent, body: NotificationBody, now: string): Promise<number | undefined> {
  const raw = typeof body.raw === 'string' ? body.raw : body.raw.toString('utf8');
  const logged = { outcome: 'processing', content_type: body.contentType.slice(0, 128), raw_body: raw.replace(/\0/g, ''), received_at: now };
  const inserted = await db
    .insertInto('payment_notifications')
    .values({ provider, event_id: event.eventId, kind: event.kind, payment_id: null, subscription_id: null, ...logged })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  // In PostgreSQL the conditional update waits for a concurrent twin and then finds it decided.
  const retried = await db
    .updateTable('payment_notifications')
    .set(logged)
    .where('provider', '=', provider)
    .where('event_id', '=', event.eventId)
    .where('outcome', '=', 'unknown_reference')
    .returning('id')
    .executeTakeFirst();
  return retried?.id;
}

async function applyEvent(ctx: AppContext, provider: PaymentProviderId, event: BillingEvent, body: NotificationBody, accepts: readonly PaymentProviderId[], alongside?: ApplyOptions['alongside']): Promise<NotificationOutcome> {
  if (!event.eventId || event.eventId.length > 191) throw new HttpError(400, 'invalid_event', 'A notification event needs an id of 1 to 191 characters');
  if (!(event.kind in HANDLERS)) throw new HttpError(400, 'invalid_event', 'Unknown billing event kind');
  const mails: Step['mails'] = [];
  const followUps: Step['followUps'] = [];
  const outcome = await ctx.db.transaction().execute(async (db) => {
    const now = ctx.now();
    const id = await claimEvent(db, provider, event, body, now);
    if (id === undefined) return 'duplicate' as const;
    const result = await HANDLERS[event.kind]({ ctx, db, event, accepts, now, mails, followUps });
    await db
      .updateTable('payment_notifications')
      .set({ outcome: result.outcome, payment_id: result.paymentId ?? null, subscription_id: result.subscriptionId ?? null })
      .where('id', '=', id)
      .execute();
    await alongside?.(db, result.outcome);
    return result.outcome;
  });
  if (outcome === 'unknown_reference') ctx.logger.warn({ provider, eventId: event.eventId, kind: event.kind }, 'billing event for an unknown payment or member: logged, waiting for the retry');
  await sendQueued({ ctx, mails });
  for (const followUp of followUps) await runFollowUp(ctx, followUp);
  return outcome;
}

/** Applies each event of a verified notification, in order, one transaction each. */
export async function applyNotification(
  ctx: AppContext,
  provider: PaymentProviderId,
  parsed: ParsedNotification,
  incoming: NotificationBody,
  options: ApplyOptions = {},
): Promise<AppliedEvent[]> {
  const accepts = options.accepts ?? siblingProviders(provider);
  const applied: AppliedEvent[] = [];
  for (const event of parsed.events) {
    applied.push({ eventId: event.eventId, kind: event.kind, outcome: await applyEvent(ctx, provider, event, incoming, accepts, options.alongside) });
  }
  return applied;
}
