// Membership-related response shapes: subscription plans, the current user, payments.
import { Type, type Static } from '@sinclair/typebox';

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

export const PaymentStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('verifying'),
  Type.Literal('approved'),
  Type.Literal('declined'),
  Type.Literal('failed'),
]);

export const PaymentInfo = Type.Object({
  id: Type.Integer(),
  status: PaymentStatus,
  amount: Type.Number(),
  currency: Type.String(),
  paid: Type.Optional(Type.String({ format: 'date-time' })),
  for: Type.String({ description: 'plan name' }),
  via: Type.String({ description: 'provider id' }),
  created_at: Type.String({ format: 'date-time' }),
});

/** What getPaymentByToken reveals: never the password, never other payments. */
export const PaymentLookup = Type.Object({
  status: PaymentStatus,
  username: Type.String(),
  email: Type.String(),
  provider: Type.String(),
});

/** Result of register / userregister / createEpochInvoice. */
export const SignupResult = Type.Object({
  x_ans_token: Type.String(),
  status: PaymentStatus,
  redirectURL: Type.Optional(Type.String({ description: 'card/PayPal: the hosted join page' })),
  invoice: Type.Optional(
    Type.Object({ address: Type.String(), amountBtc: Type.String(), amountUsd: Type.Number(), expiresAt: Type.String(), payUrl: Type.String() }),
  ),
});
