// Membership-related response shapes: subscription plans, the current user, payments, and the
// member actions (favourites, ratings).
import { Type, type Static } from '@sinclair/typebox';
import { Model, Update } from './content';

export const SubscriptionArticle = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  article_type: Type.Literal('SUBSCRIPTION'),
  price_dollar: Type.Number(),
  price_euro: Type.Number(),
  price_text: Type.String({ description: "feature lines separated by '<br>'" }),
  article_text: Type.String(),
  payment_providers: Type.String({ description: 'comma-separated provider ids' }),
  provider_code: Type.String(),
  expiresInMonths: Type.Optional(Type.Integer()),
  recurring: Type.Optional(Type.Boolean()),
});
export type SubscriptionArticle = Static<typeof SubscriptionArticle>;

export const Membership = Type.Object({
  fullAccess: Type.Boolean(),
  until: Type.Optional(Type.String({ format: 'date-time' })),
  recurring: Type.Optional(Type.Boolean()),
  purchasedUpdateIds: Type.Array(Type.Integer()),
});
export type Membership = Static<typeof Membership>;

export const CurrentUser = Type.Object({
  id: Type.Integer(),
  role_id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  avatar: Type.Optional(Type.String()),
  customer: Type.Object({ hasAccess: Type.Boolean(), validUntil: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]) }),
  hash: Type.String({ description: 'per-user value for the member access token' }),
  created_at: Type.String({ format: 'date-time' }),
  membership: Membership,
});
export type CurrentUser = Static<typeof CurrentUser>;

export const LoginResult = Type.Object({ token: Type.String(), hash: Type.String() });
export type LoginResult = Static<typeof LoginResult>;

/** POST password/forgot (whether or not the account exists) and password/reset. */
export const PasswordResult = Type.Object({ ok: Type.Literal(true) });

/** The language mail goes out in from now on. */
export const MemberLocale = Type.Object({ locale: Type.String() });
export type MemberLocale = Static<typeof MemberLocale>;
export type PasswordResult = Static<typeof PasswordResult>;

export const PaymentStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('verifying'),
  Type.Literal('approved'),
  Type.Literal('declined'),
  Type.Literal('failed'),
  Type.Literal('refunded'),
  Type.Literal('chargeback'),
  Type.Literal('needs_staff'),
]);
export type PaymentStatus = Static<typeof PaymentStatus>;

/**
 * Why a payment that took money waits for staff (status needs_staff): its username or email was
 * taken by another account, the update was already bought, a renewing plan already covers the
 * time, the amount or currency differs from our price, a bitcoin invoice was paid after it expired
 * or only in part, or a rebill came for a subscription that no longer renews.
 */
export const AttentionReason = Type.Union(
  ['username_taken', 'email_taken', 'already_bought', 'already_subscribed', 'amount_differs', 'paid_late', 'partially_paid', 'rebill_not_expected'].map((r) => Type.Literal(r)),
);
export type AttentionReason = 'username_taken' | 'email_taken' | 'already_bought' | 'already_subscribed' | 'amount_differs' | 'paid_late' | 'partially_paid' | 'rebill_not_expected';

export const PaymentInfo = Type.Object({
  id: Type.Integer(),
  status: PaymentStatus,
  amount: Type.Number(),
  currency: Type.String(),
  paid: Type.Optional(Type.String({ format: 'date-time' })),
  for: Type.String({ description: 'plan name' }),
  via: Type.String({ description: 'provider id' }),
  kind: Type.Union([Type.Literal('sale'), Type.Literal('rebill')], { description: 'the first payment, or a rebill of a recurring plan' }),
  created_at: Type.String({ format: 'date-time' }),
  invoice: Type.Optional(Type.String({ description: 'invoice number of a paid payment (2026-000123); its receipt: GET payment/receipts/{invoice}' })),
});
export type PaymentInfo = Static<typeof PaymentInfo>;

export const SubscriptionStatus = Type.Union(
  [Type.Literal('active'), Type.Literal('cancelled'), Type.Literal('expired'), Type.Literal('refunded'), Type.Literal('chargeback')],
  { description: 'cancelled: no more rebills, access until expiresAt; refunded and chargeback: access ended at once' },
);
export type SubscriptionStatus = Static<typeof SubscriptionStatus>;

/** The member's current (or last) subscription, as the payment page shows it. */
export const AccountSubscription = Type.Object({
  id: Type.Integer(),
  plan: Type.String({ description: 'plan name' }),
  status: SubscriptionStatus,
  recurring: Type.Boolean(),
  provider: Type.String({ description: 'provider id' }),
  startedAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
  renewsOn: Type.Optional(Type.String({ format: 'date-time', description: 'active recurring plans: the next rebill' })),
  endsOn: Type.Optional(Type.String({ format: 'date-time', description: 'cancelled or one-off plans: when access ends' })),
  cancellable: Type.Boolean({ description: 'an active recurring plan the member may cancel' }),
  rebillFailedAt: Type.Optional(Type.String({ format: 'date-time', description: 'the latest rebill failed then: no renewsOn, access until endsOn unless the member acts' })),
  updatePaymentUrl: Type.Optional(Type.String({ description: "after a failed rebill: the biller's page where the member updates the card (absolute, or site-relative for the sandbox emulator); absent where the biller offers none (cancel and rejoin)" })),
  providerMemberId: Type.Optional(Type.String({ description: "after a failed rebill: the biller's member id, which its page asks for" })),
});
export type AccountSubscription = Static<typeof AccountSubscription>;

/** GET payment/subscription: the member's subscription (null when there never was one) and access. */
export const AccountStatus = Type.Object({
  fullAccess: Type.Boolean(),
  subscription: Type.Union([AccountSubscription, Type.Null()]),
});
export type AccountStatus = Static<typeof AccountStatus>;

/**
 * What one billing event did: approved, declined, failed (wrong amount or currency, or the name was
 * taken meanwhile), needs_staff (money taken that cannot be honoured: refunded through the provider or
 * waiting for staff), rebilled, rebill_failed, cancelled, expired, refunded, chargeback;
 * amount_mismatch (a rebill for another amount than the plan's: logged, access not extended);
 * duplicate (the same event again); unchanged (already in that state); ignored (makes no sense for
 * that subscription, e.g. a rebill after a cancellation); provider_mismatch (names a payment of a
 * provider the sending adapter does not serve); unknown_reference (payment or member not known
 * yet: logged, the provider must send it again).
 */
const OUTCOMES = [
  'approved',
  'needs_staff',
  'declined',
  'failed',
  'rebilled',
  'rebill_failed',
  'cancelled',
  'expired',
  'refunded',
  'chargeback',
  'amount_mismatch',
  'duplicate',
  'unchanged',
  'ignored',
  'provider_mismatch',
  'unknown_reference',
] as const;
export const NotificationOutcome = Type.Union(OUTCOMES.map((o) => Type.Literal(o)));
export type NotificationOutcome = Static<typeof NotificationOutcome>;

/** POST payment/notifications/{adapter}: each event of the notification and what it did. */
export const NotificationOutcomes = Type.Object({
  outcomes: Type.Array(Type.Object({ eventId: Type.String(), kind: Type.String(), outcome: NotificationOutcome })),
});
export type NotificationOutcomes = Static<typeof NotificationOutcomes>;

/** What getPaymentByToken reveals: never the password, never other payments. */
export const PaymentLookup = Type.Object({
  status: PaymentStatus,
  username: Type.String(),
  email: Type.String(),
  provider: Type.String(),
});
export type PaymentLookup = Static<typeof PaymentLookup>;

/** POST signup/userExists: whether the username or email is taken (by an account, or held by a signup that has not finished). */
export const UserExistsResult = Type.Object({
  exists: Type.Boolean(),
  reserved: Type.Optional(Type.Boolean({ description: 'true when no account has it but a signup that has not finished holds it (the form says so next to the field)' })),
});
export type UserExistsResult = Static<typeof UserExistsResult>;

/** A bitcoin payment's invoice: where to pay, how much, until when. */
export const BitcoinInvoice = Type.Object({
  address: Type.String(),
  amountBtc: Type.String(),
  amountUsd: Type.Number(),
  expiresAt: Type.String(),
  payUrl: Type.String(),
});
export type BitcoinInvoice = Static<typeof BitcoinInvoice>;

/** Result of register / userregister / createEpochInvoice (and of a single-update purchase). */
export const SignupResult = Type.Object({
  x_ans_token: Type.String(),
  status: PaymentStatus,
  redirectURL: Type.Optional(Type.String({ description: 'card/PayPal: the hosted join page' })),
  invoice: Type.Optional(BitcoinInvoice),
  sandbox: Type.Optional(Type.Boolean({ description: 'true when the join page or invoice is the payment sandbox: a development and demo tool, no real money' })),
});
export type SignupResult = Static<typeof SignupResult>;

/** A gift-card code of a payment, and the earlier payment it was already entered on, if any. */
export const VoucherCode = Type.Object({
  code: Type.String({ description: 'as the payer typed it' }),
  normalized: Type.String({ description: 'upper case, without spaces or dashes: one code however it is typed' }),
  duplicateOf: Type.Union([
    Type.Object({ id: Type.Integer(), status: PaymentStatus, created_at: Type.String({ format: 'date-time' }) }, { description: 'the first other payment with this code' }),
    Type.Null(),
  ]),
});
export type VoucherCode = Static<typeof VoucherCode>;

/** A gift-card payment waiting for staff (GET payments/vouchers). */
export const VoucherPayment = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  for: Type.String({ description: 'plan name' }),
  amount: Type.Number(),
  currency: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  codes: Type.Array(VoucherCode),
});
export type VoucherPayment = Static<typeof VoucherPayment>;

/** What the buyer agreed to at signup, stored with the payment (staff: GET payment/{id}/consent). */
export const PaymentConsent = Type.Object({
  paymentId: Type.Integer(),
  version: Type.String({ description: 'the wording version (shared/consent.ts)' }),
  text: Type.String({ description: 'the consent as shown to the buyer, in their language' }),
  textHash: Type.String({ description: 'sha256 (hex) of text' }),
  amount: Type.Number(),
  currency: Type.String(),
  periodMonths: Type.Integer(),
  recurring: Type.Boolean(),
  firstRebillAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'recurring plans: the first rebill' }),
  descriptor: Type.Union([Type.String(), Type.Null()], { description: 'the name on the card statement; null for bitcoin and gift cards' }),
  locale: Type.String(),
  agreedAt: Type.String({ format: 'date-time' }),
});
export type PaymentConsent = Static<typeof PaymentConsent>;

/** PUT favourites answers the favourite; GET favourites adds the update. */
export const FavouriteRef = Type.Object({ id: Type.Integer(), content_update_id: Type.Integer() });
export type FavouriteRef = Static<typeof FavouriteRef>;
export const Favourite = Type.Composite([FavouriteRef, Type.Object({ content_update: Update })]);
export type Favourite = Static<typeof Favourite>;

/** PUT favouriteModels answers the favourite; GET favouriteModels adds the model when it still exists. */
export const ModelFavouriteRef = Type.Object({ id: Type.Integer(), model_id: Type.Integer() });
export type ModelFavouriteRef = Static<typeof ModelFavouriteRef>;
export const ModelFavourite = Type.Composite([ModelFavouriteRef, Type.Object({ model: Type.Optional(Model) })]);
export type ModelFavourite = Static<typeof ModelFavourite>;

/**
 * The answer of a rating: the new average and the user's own rating. An update's rating answers
 * its whole statistic, a model's also `ratingCount`.
 */
export const RatingResult = Type.Object({ id: Type.Integer(), rating: Type.Number(), userRating: Type.Optional(Type.Number()) });
export type RatingResult = Static<typeof RatingResult>;
export const ModelRatingResult = Type.Composite([RatingResult, Type.Object({ ratingCount: Type.Integer() })]);
export type ModelRatingResult = Static<typeof ModelRatingResult>;

/** A payment that took money and waits for staff (GET payments/attention), oldest first. */
export const AttentionPayment = Type.Object({
  id: Type.Integer(),
  reason: AttentionReason,
  username: Type.String({ description: 'the payer: the account it is for, or the one a signup asked for' }),
  email: Type.String(),
  userId: Type.Union([Type.Integer(), Type.Null()], { description: 'the account, when it exists' }),
  for: Type.String({ description: 'plan or update name' }),
  updateId: Type.Union([Type.Integer(), Type.Null()]),
  amount: Type.Number(),
  currency: Type.String(),
  provider: Type.String(),
  providerTransactionId: Type.Union([Type.String(), Type.Null()], { description: "the provider's id (Epoch transaction, BTCPay invoice): where to refund" }),
  created_at: Type.String({ format: 'date-time' }),
  since: Type.String({ format: 'date-time', description: 'when it started waiting' }),
});
export type AttentionPayment = Static<typeof AttentionPayment>;

/** What staff decided on a waiting payment (POST payments/{id}/resolve). */
export const PaymentResolution = Type.Object({
  outcome: NotificationOutcome,
  status: PaymentStatus,
  via: Type.Optional(Type.Union([Type.Literal('provider'), Type.Literal('recorded')], { description: 'a refund: provider when the biller returned the money (Epoch), recorded when staff refunded outside' })),
});
export type PaymentResolution = Static<typeof PaymentResolution>;

/**
 * What buying a plan would do for the signed-in member (GET articles/{id}/quote): when its time
 * starts and ends, and which renewing subscription it stops. A plan bought while a recurring one
 * renews is a switch at the end of the paid period; a recurring plan on top of a renewing one is
 * refused (`allowed: false` with the reason the signup would answer).
 */
export const PlanQuote = Type.Object({
  allowed: Type.Boolean(),
  refusal: Type.Optional(Type.Object({ code: Type.String(), message: Type.String() })),
  startsAt: Type.String({ format: 'date-time', description: 'now, or when the time already paid for ends' }),
  startsLater: Type.Boolean({ description: 'true when the plan starts after the current paid period' }),
  endsAt: Type.String({ format: 'date-time', description: 'the end of its first period' }),
  recurring: Type.Boolean({ description: 'renews automatically after endsAt' }),
  stopsRenewing: Type.Union(
    [Type.Object({ subscriptionId: Type.Integer(), plan: Type.String(), paidUntil: Type.String({ format: 'date-time' }) }, { description: 'the renewing subscription this purchase cancels (it keeps access until paidUntil)' }), Type.Null()],
  ),
});
export type PlanQuote = Static<typeof PlanQuote>;
