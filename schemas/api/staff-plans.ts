// The staff content area's calls over subscription plans (server/api/staff-plans.ts), stored in the
// `articles` table the signup page and the billers read. Editors read; publishers change (every
// change is one visitors see on signup).
import { Type, type Static } from '@sinclair/typebox';
import { PaymentProviderId } from '../payment-providers';

const Price = (currency: string) => Type.Number({ minimum: 0, maximum: 100000, multipleOf: 0.01, description: `price in ${currency}` });
/** One feature line as plain text (the signup page shows each line as a bullet). */
const FeatureLine = Type.String({ minLength: 1, maxLength: 255, pattern: '^[^<>]*$', description: 'plain text, no < or >' });
const FeatureLines = Type.Array(FeatureLine, { maxItems: 20 });

/** Per-locale name and description: `name_de_DE`, `description_fr_FR`. */
export const LocalizedPlanTexts = Type.Record(Type.String({ pattern: '^(name|description)_[a-z]{2}_[A-Z]{2}$' }), Type.String({ maxLength: 5000, pattern: '^[^<>]*$' }), {
  description: 'Texts per locale, keyed `{field}_{translateCode}` (name_de_DE, description_fr_FR); an empty text removes the translation',
  additionalProperties: false,
});

/** Per-locale feature lines, keyed by translateCode (de_DE); an empty list removes the translation. */
export const LocalizedPlanFeatures = Type.Record(Type.String({ pattern: '^[a-z]{2}_[A-Z]{2}$' }), FeatureLines, { additionalProperties: false });

export const StaffPlanCreateBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255, pattern: '^[^<>]*$', description: 'English name' }),
    names: Type.Optional(LocalizedPlanTexts),
    priceDollar: Price('US dollars'),
    priceEuro: Price('euros'),
    periodMonths: Type.Integer({ minimum: 1, maximum: 120, description: 'months of access one payment buys' }),
    recurring: Type.Boolean({ description: 'rebills every period until cancelled' }),
    features: Type.Optional(FeatureLines),
    localizedFeatures: Type.Optional(LocalizedPlanFeatures),
    description: Type.Optional(Type.String({ maxLength: 5000, pattern: '^[^<>]*$', description: 'English one-line description' })),
    paymentProviders: Type.Array(PaymentProviderId, { minItems: 1, maxItems: 4, uniqueItems: true }),
    providerCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'the product code the billers know the plan by (Epoch pi_code; BTCPay item code)' }),
    active: Type.Optional(Type.Boolean({ description: 'offered on signup (default true)' })),
    position: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, description: 'order on signup, lowest first' })),
  },
  { additionalProperties: false },
);
export type StaffPlanCreateBody = Static<typeof StaffPlanCreateBody>;

export const StaffPlanEditBody = Type.Partial(StaffPlanCreateBody, { additionalProperties: false, minProperties: 1 });
export type StaffPlanEditBody = Static<typeof StaffPlanEditBody>;

export const StaffPlanListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100, description: 'words of the name or provider code' })),
  active: Type.Optional(Type.Boolean()),
  p: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, description: 'page, from 0' })),
  s: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'page size (default 30)' })),
});

export const StaffPlan = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  names: Type.Record(Type.String(), Type.String()),
  priceDollar: Type.Number(),
  priceEuro: Type.Number(),
  periodMonths: Type.Integer(),
  recurring: Type.Boolean(),
  features: Type.Array(Type.String()),
  localizedFeatures: Type.Record(Type.String(), Type.Array(Type.String())),
  description: Type.String(),
  paymentProviders: Type.Array(Type.String()),
  providerCode: Type.String(),
  active: Type.Boolean(),
  position: Type.Integer(),
});
export type StaffPlan = Static<typeof StaffPlan>;
