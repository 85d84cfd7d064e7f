// Request bodies of the API. The server validates every body
// with ajv against these; the front end can use the same types. Messages are the specification's.
import { Type, type Static } from '@sinclair/typebox';
import { PaymentProviderId } from '../payment-providers';
import { ContentType } from './content';
import { Id } from './common';

export const LoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 191, description: 'username or email' }),
    // Longer than any password can be (PASSWORD_MAX_LENGTH), so an overlong one is simply wrong (401), not a malformed request.
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { $id: 'LoginBody', additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_PATTERN, VOUCHER_MAX_LENGTH, VOUCHER_PATTERN } from './patterns';

export { USERNAME_PATTERN };

/** The buyer's language for mail and the provider's page; without it, Accept-Language decides. */
const BuyerLocale = Type.String({ pattern: '^[a-z]{2}_[A-Z]{2}$', description: "the buyer's language (en_US, de_DE, fr_FR, es_ES): mail and the provider's page" });

export const SignupBody = Type.Object(
  {
    username: Type.String({ pattern: USERNAME_PATTERN }),
    email: Type.String({ format: 'email', maxLength: 191 }),
    password: Type.Optional(Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, description: 'required for a new account; a logged-in member renewing or upgrading sends none' })),
    password_confirmation: Type.Optional(Type.String()),
    tos: Type.Literal(true, { description: 'the buyer agreed to the terms and, for a recurring plan, to the recurring charge (required)' }),
    consentText: Type.Optional(
      Type.String({ minLength: 1, maxLength: 2000, description: 'the consent as the form showed it (price, period, rebill, statement name, checkbox): stored with the payment; without it the English wording of the same terms' }),
    ),
    article_id: Id,
    provider: PaymentProviderId,
    voucherCodes: Type.Optional(Type.Array(Type.String({ pattern: VOUCHER_PATTERN, maxLength: VOUCHER_MAX_LENGTH }), { maxItems: 10 })),
    affiliateId: Type.Optional(Type.String({ maxLength: 64 })),
    locale: Type.Optional(BuyerLocale),
  },
  { $id: 'SignupBody', additionalProperties: false },
);
export type SignupBody = Static<typeof SignupBody>;

/** POST password/forgot: the login name or email of the account; the answer never says whether it exists. */
export const PasswordForgotBody = Type.Object(
  { login: Type.String({ minLength: 1, maxLength: 191 }), locale: Type.Optional(Type.String({ pattern: '^[a-z]{2}_[A-Z]{2}$' })) },
  { $id: 'PasswordForgotBody', additionalProperties: false },
);
export type PasswordForgotBody = Static<typeof PasswordForgotBody>;

/** PUT me/locale: the language the member now uses the site in (a translate code of the site's languages). */
export const MemberLocaleBody = Type.Object({ locale: Type.String({ pattern: '^[a-z]{2}_[A-Z]{2}$' }) }, { $id: 'MemberLocaleBody', additionalProperties: false });
export type MemberLocaleBody = Static<typeof MemberLocaleBody>;

/** POST password/reset: the single-use token from the mail and the new password (signup's rules). */
export const PasswordResetBody = Type.Object(
  {
    token: Type.String({ minLength: 16, maxLength: 128 }),
    password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
    password_confirmation: Type.Optional(Type.String()),
    locale: Type.Optional(Type.String({ pattern: '^[a-z]{2}_[A-Z]{2}$', description: 'the language the strength estimate speaks and reads' })),
  },
  { $id: 'PasswordResetBody', additionalProperties: false },
);
export type PasswordResetBody = Static<typeof PasswordResetBody>;

/** A single-update purchase (when core.payment.updatePurchase is on). */
export const PurchaseBody = Type.Object({ update_id: Id, provider: PaymentProviderId, locale: Type.Optional(BuyerLocale) }, { $id: 'PurchaseBody', additionalProperties: false });
export type PurchaseBody = Static<typeof PurchaseBody>;

/** POST payment/abandon: the payer closed a bitcoin invoice unpaid; the payment's token (x_ans_token) in the body, never in the URL. */
export const AbandonPaymentBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) }, { $id: 'AbandonPaymentBody', additionalProperties: false });
export type AbandonPaymentBody = Static<typeof AbandonPaymentBody>;

export const UserExistsBody = Type.Object(
  {
    username: Type.Optional(Type.String({ minLength: 1, maxLength: 191 })),
    email: Type.Optional(Type.String({ minLength: 1, maxLength: 191 })),
  },
  { $id: 'UserExistsBody', minProperties: 1, additionalProperties: false },
);
export type UserExistsBody = Static<typeof UserExistsBody>;

/** `user_id` is accepted for compatibility and ignored: the user comes from the bearer token. */
export const RatingBody = Type.Object(
  {
    rating: Type.Integer({ minimum: 0, maximum: 5 }),
    user_id: Type.Optional(Id),
    content_update_statistic_id: Type.Optional(Id),
  },
  { $id: 'RatingBody', additionalProperties: false },
);
export type RatingBody = Static<typeof RatingBody>;

export const FavouriteBody = Type.Object(
  { content_update_id: Id, user_id: Type.Optional(Id) },
  { $id: 'FavouriteBody', additionalProperties: false },
);
export const FavouriteModelBody = Type.Object(
  { model_id: Id, user_id: Type.Optional(Id) },
  { $id: 'FavouriteModelBody', additionalProperties: false },
);

const Filled = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

export const ContactRequestBody = Type.Object(
  { name: Filled(200), email: Type.String({ format: 'email', maxLength: 191 }), subject: Filled(200), message: Filled(5000) },
  { $id: 'ContactRequestBody', additionalProperties: false },
);
export type ContactRequestBody = Static<typeof ContactRequestBody>;

export const ContentRemovalRequestBody = Type.Object(
  { user_name: Filled(200), email: Type.String({ format: 'email', maxLength: 191 }), content_update_url: Filled(2000), reason: Filled(5000) },
  { $id: 'ContentRemovalRequestBody', additionalProperties: false },
);
export type ContentRemovalRequestBody = Static<typeof ContentRemovalRequestBody>;

/** The answer to a created contact or removal request (201). */
export const CreatedRequest = Type.Object({ id: Type.Integer() });
export type CreatedRequest = Static<typeof CreatedRequest>;

export const AffiliateEntryBody = Type.Object(
  {
    affiliateLink: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', description: 'the campaign link id' }),
    referrer: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { $id: 'AffiliateEntryBody', additionalProperties: false },
);

/** The recorded referral: `affiliateId` is what a signup within the next 7 days carries. */
export const AffiliateEntry = Type.Object({
  affiliateLink: Type.String(),
  affiliateId: Type.String(),
  referrer: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
});
export type AffiliateEntry = Static<typeof AffiliateEntry>;

export const VoucherDecisionBody = Type.Object({ approve: Type.Boolean() }, { $id: 'VoucherDecisionBody', additionalProperties: false });

/** Staff decide on a payment that waits for them: grant what it paid for, or record the refund they made; why is required. */
export const ResolvePaymentBody = Type.Object(
  {
    decision: Type.Union([Type.Literal('grant'), Type.Literal('refund')]),
    reason: Type.String({ minLength: 3, maxLength: 500, pattern: '\\S', description: 'why (kept with the payment, with who decided)' }),
  },
  { $id: 'ResolvePaymentBody', additionalProperties: false },
);
export type ResolvePaymentBody = Static<typeof ResolvePaymentBody>;

/** Staff refund a paid payment (POST /api/payment/{id}/refund, the desk's refund before the desk): why is optional here. */
export const StaffRefundBody = Type.Object(
  { reason: Type.Optional(Type.String({ minLength: 3, maxLength: 500, pattern: '\\S', description: 'why (in the audit log)' })) },
  { $id: 'StaffRefundBody', additionalProperties: false },
);

/** Staff hide a searched term from "recently" and "most searched" for good: POST /api/searches/hidden. */
export const HideSearchTermBody = Type.Object(
  {
    term: Type.String({ minLength: 1, maxLength: 200, description: 'the term as searched or as listed; it is normalised like every counted term' }),
    reason: Type.String({ minLength: 3, maxLength: 500, pattern: '\\S', description: 'why (kept with the term, with who hid it)' }),
  },
  { $id: 'HideSearchTermBody', additionalProperties: false },
);

/** The short update lists a block can show: GET public/updates/{source}. */
export const UpdateSource = Type.Union(
  [
    Type.Literal('recent'),
    Type.Literal('recentPhotos'),
    Type.Literal('recentVideos'),
    Type.Literal('random'),
    Type.Literal('randomPhotos'),
    Type.Literal('randomVideos'),
    Type.Literal('randomDvds'),
  ],
  { description: 'which public list the updates come from' },
);
export type UpdateSource = Static<typeof UpdateSource>;

// Query strings (all values arrive as text; the server validates with type coercion).
const Paging = {
  p: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: '0-based page' })),
  s: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'page size (capped at 100)' })),
};
const Ref = Type.Optional(Type.String({ minLength: 1, maxLength: 191, description: 'permaLink or id' }));
// Random lists only: the same seed gives the same pick (ROTATION_SEEDS in shared/random-rotation.ts).
const Seed = Type.Optional(Type.Integer({ minimum: 0, maximum: 63, description: 'random lists: which rotation (the same seed, the same pick); without it, the pick of the current 5-minute window' }));
const ChannelList = Type.Optional(Type.String({ maxLength: 2000, pattern: '^[A-Za-z0-9_,\\- ]*$', description: 'comma-separated channel permaLinks' }));

export const PagingQuery = Type.Object(Paging, { $id: 'PagingQuery' });

export const UpdateListQuery = Type.Object(
  {
    ...Paging,
    sort: Type.Optional(
      Type.Union([Type.Literal('newest'), Type.Literal('oldest'), Type.Literal('rating'), Type.Literal('views'), Type.Literal('name'), Type.Literal('duration')], {
        description: 'order: newest (default), oldest, rating, views (most viewed), name, duration (longest first; galleries without a play time last)',
      }),
    ),
    tag: Ref,
    model: Ref,
    channel: Ref,
    place: Ref,
    y: Type.Optional(Type.Integer({ minimum: 1970, maximum: 9999 })),
    m: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
    contentType: Type.Optional(Type.Union([...ContentType.anyOf, Type.Literal('')])),
    includeChannels: ChannelList,
    excludeChannels: ChannelList,
    seed: Seed,
  },
  { $id: 'UpdateListQuery' },
);

// The countdown shows only the soonest scheduled update: `next` keeps its answer (and the page's boot data) small.
export const LastAndNextQuery = Type.Object(
  {
    ...UpdateListQuery.properties,
    next: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, description: 'how many scheduled updates nextUpdates holds, soonest first (default and most: 50)' })),
  },
  { $id: 'LastAndNextQuery' },
);

export const ModelSort = Type.Union([Type.Literal('name'), Type.Literal('newest'), Type.Literal('rating'), Type.Literal('views')]);
export type ModelSort = Static<typeof ModelSort>;

export const ModelListQuery = Type.Object(
  {
    ...Paging,
    sort: Type.Optional(ModelSort),
    gender: Type.Optional(Type.Union([Type.Literal('Male'), Type.Literal('Female')])),
    hair: Type.Optional(Type.String({ maxLength: 64 })),
    eyes: Type.Optional(Type.String({ maxLength: 64 })),
    country: Type.Optional(Type.String({ maxLength: 128 })),
    letter: Type.Optional(Type.String({ maxLength: 1 })),
    q: Type.Optional(Type.String({ maxLength: 100 })),
    seed: Seed,
  },
  { $id: 'ModelListQuery' },
);

export const PostListQuery = Type.Object({ ...Paging, category: Ref }, { $id: 'PostListQuery' });

export const SearchQuery = Type.Object(
  { s: Paging.s, record: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])) },
  { $id: 'SearchQuery' },
);

/** Lists that take only a size (search suggestions, recent searches). */
export const ListSizeQuery = Type.Object({ s: Paging.s }, { $id: 'ListSizeQuery' });

export const ResourceListQuery = Type.Object(
  { ...Paging, fb: Type.Optional(Type.String({ maxLength: 500 })), ft: Type.Optional(Type.String({ maxLength: 500 })), fv: Type.Optional(Type.String({ maxLength: 2000 })) },
  { $id: 'ResourceListQuery' },
);
