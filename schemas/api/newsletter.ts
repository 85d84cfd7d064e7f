// The newsletter: the member's recorded choice (double opt-in), its one-click unsubscribe, and
// staff's export of the confirmed list.
import { Type, type Static } from '@sinclair/typebox';

export const NewsletterStatus = Type.Union([Type.Literal('none'), Type.Literal('pending'), Type.Literal('confirmed'), Type.Literal('unsubscribed')]);

/** What the /newsletter page shows: the state and when it changed. */
export const NewsletterState = Type.Object({
  status: NewsletterStatus,
  requestedAt: Type.Optional(Type.String({ format: 'date-time' })),
  consentAt: Type.Optional(Type.String({ format: 'date-time' })),
  unsubscribedAt: Type.Optional(Type.String({ format: 'date-time' })),
});
export type NewsletterState = Static<typeof NewsletterState>;

/** POST newsletter/subscribe: the language the confirmation mail is written in (else the account's). */
export const NewsletterSubscribeBody = Type.Object(
  { locale: Type.Optional(Type.String({ pattern: '^[a-z]{2}_[A-Z]{2}$' })) },
  { $id: 'NewsletterSubscribeBody', additionalProperties: false },
);
export type NewsletterSubscribeBody = Static<typeof NewsletterSubscribeBody>;

/** POST newsletter/confirm: the token of the mailed confirmation link. */
export const NewsletterConfirmBody = Type.Object({ token: Type.String({ minLength: 16, maxLength: 128 }) }, { $id: 'NewsletterConfirmBody', additionalProperties: false });
export type NewsletterConfirmBody = Static<typeof NewsletterConfirmBody>;

/** The signed token of an unsubscribe link (`<member id>.<signature>`). */
export const NewsletterUnsubscribeQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 128 }) });
export type NewsletterUnsubscribeQuery = Static<typeof NewsletterUnsubscribeQuery>;
