// Billing after the signup: providers' notifications (each adapter verifies and parses its own wire
// format; the life cycle applies the events), staff verification of gift cards (applied as billing
// events, so they are logged like a provider's), and the member's payments and subscription with
// the Cancel action.
import express, { Router, type Request } from 'express';
import type { AppContext } from '../context';
import { HttpError, idParam, notFound, send, sendList } from './http';
import { body } from './validate';
import { StaffRefundBody, VoucherDecisionBody } from '../../schemas/api/requests';
import type { AccountStatus, NotificationOutcome, PaymentInfo, PaymentStatus } from '../../schemas/api/membership';
import type { PaymentProviderId } from '../../schemas/payment-providers';
import { requirePolicy, requireStaff, requireUser } from '../auth/middleware';
import { mayChangeMoneyOrAccounts } from '../../shared/roles';
import { refundPayment } from '../desk/payments-refund';
import { membershipOf } from '../auth/membership';
import { applyNotification } from '../billing/lifecycle';
import type { BillingEvent } from '../billing/events';
import { memberPayments, paymentById } from '../queries/payments';
import { accountSubscription, currentSubscription } from '../queries/subscriptions';
import { parseTexts, requestLang, textIn } from './localized-texts';
import { withRebillWayOut } from '../billing/rebill-way-out';

/** How long a provider should wait before sending a notification about something not known yet. */
const RETRY_AFTER_SECONDS = 300;

export function billingRouter(ctx: AppContext): Router {
  const r = Router();
  const auth = requireUser(ctx);
  const publisher = requirePolicy(ctx, mayChangeMoneyOrAccounts, 'Publishers only: refunds move money');

  // JSON bodies arrive parsed with their raw bytes kept (app.ts); any other type (Epoch posts
  // form-encoded) is read raw here. The adapter verifies the exact bytes.
  r.post('/payment/notifications/:adapter', express.raw({ type: () => true, limit: '256kb' }), async (req, res) => {
    const adapter = ctx.billing.named(String(req.params.adapter));
    if (!adapter?.parseNotification) throw notFound('Payment adapter');
    const raw = (req as Request & { rawBody?: Buffer }).rawBody ?? (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
    const contentType = req.header('content-type') ?? '';
    const parsed = adapter.parseNotification({ raw, contentType, headers: req.headers });
    const accepts = ctx.billing.providersOf(adapter, { config: await ctx.configs.active() });
    if (!accepts.includes(parsed.provider)) throw new HttpError(422, 'provider_mismatch', `The ${adapter.name} adapter does not serve ${parsed.provider} here`);
    const outcomes = await applyNotification(ctx, parsed.provider, parsed, { raw, contentType }, { accepts });
    // Not known yet (a rebill or refund before its sale landed): logged, and a 5xx makes every
    // provider send it again later, when it applies.
    if (outcomes.some((o) => o.outcome === 'unknown_reference')) {
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      throw new HttpError(503, 'unknown_reference', `Not known yet, send again later: ${outcomes.map((o) => `${o.eventId} ${o.outcome}`).join(', ')}`);
    }
    send(res, { outcomes });
  });

  // Staff verify gift-card payments (and only those: every other provider decides through its own
  // notifications); the decision is a billing event, logged with the staff member's id.
  r.post('/payment/:id/verify', requireStaff(ctx), async (req, res) => {
    const { approve } = body(req, VoucherDecisionBody);
    const payment = await paymentById(ctx, idParam(req));
    if (!payment) throw notFound('Payment');
    if (payment.provider !== 'amazonVoucher') throw new HttpError(422, 'not_gift_card', 'Only gift-card payments are verified by staff');
    const event: BillingEvent = { kind: approve ? 'sale_approved' : 'sale_declined', eventId: `staff-verify-${payment.id}`, paymentToken: payment.token };
    const raw = JSON.stringify({ staffUserId: req.user!.id, paymentId: payment.id, approve });
    const [applied] = await applyNotification(ctx, 'amazonVoucher', { provider: 'amazonVoucher', events: [event] }, { raw, contentType: 'application/json' }, { accepts: ['amazonVoucher'] });
    send(res, { outcome: applied!.outcome });
  });

  // Staff record a refund made outside a biller's notifications (a bitcoin refund issued in BTCPay
  // Server, a gift card given back, one made in a biller's back office). It shares the desk's refund
  // (server/desk/payments-refund.ts): one claim, so this and a desk refund never both happen, and an
  // audit entry. Not the biller's refund call: callers of this endpoint say the money went back
  // already, and asking a biller that has no such call would fail what they record. Access ends at
  // once; asked again for a refunded payment it answers the outcome (duplicate).
  r.post('/payment/:id/refund', publisher, async (req, res) => {
    const { reason } = body(req, StaffRefundBody);
    const payment = await paymentById(ctx, idParam(req));
    if (!payment) throw notFound('Payment');
    if (payment.status !== 'approved' && payment.status !== 'refunded') throw new HttpError(422, 'not_paid', 'Only a paid payment can be refunded');
    if (payment.status === 'approved') {
      const refunded = await refundPayment(ctx, req, payment, reason ?? 'Recorded through POST /api/payment/{id}/refund (no reason given)', { recordOnly: true });
      send(res, { outcome: refunded.outcome as NotificationOutcome });
      return;
    }
    // Refunded already: the staff refund event is a duplicate (or finds the biller's refund) and changes nothing.
    const provider = payment.provider as PaymentProviderId;
    const event: BillingEvent = { kind: 'refund', eventId: `staff-refund-${payment.id}`, paymentToken: payment.token };
    const raw = JSON.stringify({ staffUserId: req.user!.id, paymentId: payment.id, refund: true });
    const [applied] = await applyNotification(ctx, provider, { provider, events: [event] }, { raw, contentType: 'application/json' }, { accepts: [provider] });
    send(res, { outcome: applied!.outcome });
  });

  r.get('/payment/mypayment', auth, async (req, res) => {
    const rows = await memberPayments(ctx, req.user!.id);
    const lang = requestLang(req);
    const data = rows.map(
      (p): PaymentInfo => ({
        id: p.id,
        status: p.status as PaymentStatus,
        amount: p.amount,
        currency: p.currency,
        ...(p.paid_at ? { paid: p.paid_at } : {}),
        for: textIn(parseTexts(p.names), 'name', lang, p.name),
        via: p.provider,
        kind: p.kind === 'rebill' ? 'rebill' : 'sale',
        created_at: p.created_at,
        ...(p.invoice_number ? { invoice: p.invoice_number } : {}),
      }),
    );
    sendList(res, data, data.length);
  });

  /** The account's status for the payment page, the plan named in the reader's language. */
  const accountStatus = async (userId: number, lang: string): Promise<AccountStatus> => {
    const now = ctx.now();
    const [membership, found] = await Promise.all([membershipOf(ctx.db, userId, now), currentSubscription(ctx, userId, now)]);
    const subscription = found && { ...found, plan: textIn(parseTexts(found.plan_names), 'name', lang, found.plan) };
    return { fullAccess: membership.fullAccess, subscription: subscription ? await withRebillWayOut(ctx, subscription, accountSubscription(subscription, now)) : null };
  };

  r.get('/payment/subscription', auth, async (req, res) => {
    send(res, await accountStatus(req.user!.id, requestLang(req)));
  });

  // The member's own subscription, from the token: the provider stops rebilling first (where it
  // has a cancel call), then the cancellation is applied like the provider's notification would be,
  // so that notification, when it comes, is 'unchanged'.
  r.post('/payment/subscription/cancel', auth, async (req, res) => {
    const now = ctx.now();
    const found = await currentSubscription(ctx, req.user!.id, now);
    const subscription = found && accountSubscription(found, now).cancellable ? found : undefined;
    if (!subscription) throw new HttpError(409, 'not_cancellable', 'You have no subscription that renews, so there is nothing to cancel.');
    const provider = (subscription.provider ?? subscription.first_provider) as PaymentProviderId;
    const first = await paymentById(ctx, subscription.payment_id);
    // Only a subscription the provider knows (by its member id) rebills there and is cancelled
    // there first; one it never knew (made by staff) is cancelled here alone.
    if (subscription.provider_member_id ?? first?.provider_member_id) {
      const adapter = ctx.billing.adapterFor(provider, { config: await ctx.configs.active() });
      const refused = 'The payment provider could not cancel your subscription. Nothing was changed: please try again later or contact support.';
      if (!adapter) throw new HttpError(502, 'provider_unavailable', refused);
      if (adapter.cancel) {
        const { plan: _p, first_provider: _f, first_token: _t, ...row } = subscription;
        try {
          await adapter.cancel(row, first!);
        } catch (error) {
          ctx.logger.error({ err: error, subscriptionId: subscription.id, adapter: adapter.name }, 'provider cancel failed');
          throw new HttpError(502, 'provider_error', refused);
        }
      }
    }
    const event: BillingEvent = { kind: 'cancellation', eventId: `member-cancel-${subscription.id}`, paymentToken: subscription.first_token, ...(subscription.provider_member_id ? { memberId: subscription.provider_member_id } : {}) };
    const raw = JSON.stringify({ memberUserId: req.user!.id, subscriptionId: subscription.id });
    await applyNotification(ctx, provider, { provider, events: [event] }, { raw, contentType: 'application/json' }, { accepts: [provider] });
    send(res, await accountStatus(req.user!.id, requestLang(req)));
  });

  return r;
}
