// The newsletter as a member's recorded choice (double opt-in): asking mails a single-use link
// (only its SHA-256 is stored, valid CONFIRM_VALID_DAYS), opening it confirms and records when and
// how consent was given. Every newsletter mail carries a signed unsubscribe link that works in one
// click without logging in (and as the List-Unsubscribe header); it never expires, names only the
// member, and is checked with an HMAC of a key derived from the site's secret.
import crypto from 'node:crypto';
import type { AppContext } from '../context';
import type { MailMessage } from '../mail/mailer';

export const CONFIRM_VALID_DAYS = 7;
/** A second confirmation mail is sent at most this often (a double click sends one). */
const RESEND_AFTER_MS = 60_000;

export type NewsletterStatus = 'none' | 'pending' | 'confirmed' | 'unsubscribed';

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const unsubscribeKey = (ctx: Pick<AppContext, 'secrets'>) => crypto.createHmac('sha256', ctx.secrets.media).update('newsletter-unsubscribe').digest();
const signature = (ctx: Pick<AppContext, 'secrets'>, userId: number) => crypto.createHmac('sha256', unsubscribeKey(ctx)).update(`unsubscribe:${userId}`).digest('base64url');

/** `<user id>.<signature>`: what an unsubscribe link carries. */
export const unsubscribeToken = (ctx: Pick<AppContext, 'secrets'>, userId: number) => `${userId}.${signature(ctx, userId)}`;

/** The member an unsubscribe token names, or undefined when it is not one we signed. */
export function unsubscribeTokenUser(ctx: Pick<AppContext, 'secrets'>, token: string): number | undefined {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const userId = Number(match[1]);
  const expected = Buffer.from(signature(ctx, userId));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? userId : undefined;
}

export const unsubscribeUrl = (ctx: Pick<AppContext, 'secrets' | 'siteOrigin'>, userId: number) =>
  `${ctx.siteOrigin.current()}/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken(ctx, userId))}`;

export interface NewsletterState {
  status: NewsletterStatus;
  requestedAt?: string;
  consentAt?: string;
  unsubscribedAt?: string;
}

export async function newsletterState(ctx: Pick<AppContext, 'db'>, userId: number): Promise<NewsletterState> {
  const row = await ctx.db.selectFrom('newsletter_subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return { status: 'none' };
  return {
    status: row.status,
    requestedAt: row.requested_at,
    ...(row.consent_at ? { consentAt: row.consent_at } : {}),
    ...(row.unsubscribed_at ? { unsubscribedAt: row.unsubscribed_at } : {}),
  };
}

/**
 * Asks for the newsletter: a pending row with a fresh confirmation token, and the confirmation
 * mail. A confirmed member stays confirmed (nothing is mailed).
 */
export async function requestNewsletter(ctx: AppContext, user: { id: number; username: string; email: string; locale: string }, locale: string): Promise<NewsletterState> {
  const now = ctx.now();
  const current = await ctx.db.selectFrom('newsletter_subscriptions').selectAll().where('user_id', '=', user.id).executeTakeFirst();
  if (current?.status === 'confirmed') return newsletterState(ctx, user.id);
  if (current?.status === 'pending' && Date.parse(now) - Date.parse(current.requested_at) < RESEND_AFTER_MS) return newsletterState(ctx, user.id);
  const token = crypto.randomBytes(32).toString('base64url');
  const pending = {
    status: 'pending' as const,
    confirm_token_hash: sha256(token),
    confirm_expires_at: new Date(Date.parse(now) + CONFIRM_VALID_DAYS * 86_400_000).toISOString(),
    requested_at: now,
    requested_source: 'newsletter-page',
  };
  await ctx.db
    .insertInto('newsletter_subscriptions')
    .values({ user_id: user.id, ...pending, consent_at: null, consent_source: null, unsubscribed_at: null, unsubscribe_source: null })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(pending))
    .execute();
  void ctx.mail.send({
    template: 'newsletterConfirm',
    to: user.email,
    locale,
    data: { username: user.username, confirmUrl: `/newsletter?confirm=${encodeURIComponent(token)}`, validDays: CONFIRM_VALID_DAYS },
  });
  return newsletterState(ctx, user.id);
}

/** Confirms with the mailed token (once, before it expires); the member whose subscription it was, or undefined. */
export async function confirmNewsletter(ctx: Pick<AppContext, 'db' | 'now'>, token: string): Promise<number | undefined> {
  const now = ctx.now();
  const row = await ctx.db
    .updateTable('newsletter_subscriptions')
    .set({ status: 'confirmed', consent_at: now, consent_source: 'confirmation-link', confirm_token_hash: null, confirm_expires_at: null, unsubscribed_at: null, unsubscribe_source: null })
    .where('confirm_token_hash', '=', sha256(token))
    .where('status', '=', 'pending')
    .where('confirm_expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Ends the subscription (pending or confirmed); true when there was one to end. */
export async function unsubscribeNewsletter(ctx: Pick<AppContext, 'db' | 'now'>, userId: number, source: string): Promise<boolean> {
  const result = await ctx.db
    .updateTable('newsletter_subscriptions')
    .set({ status: 'unsubscribed', unsubscribed_at: ctx.now(), unsubscribe_source: source, confirm_token_hash: null, confirm_expires_at: null })
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'confirmed'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A newsletter to one confirmed member, with its signed unsubscribe link (the mailer adds the List-Unsubscribe headers from it). */
export function newsletterMessage(ctx: Pick<AppContext, 'secrets' | 'siteOrigin'>, member: { id: number; username: string; email: string; locale: string }, issue: { title: string; body: string; key: string }): MailMessage {
  const url = unsubscribeUrl(ctx, member.id);
  return {
    template: 'newsletter',
    to: member.email,
    locale: member.locale,
    data: { username: member.username, title: issue.title, body: issue.body, unsubscribeUrl: url },
    dedupeKey: `newsletter:${issue.key}:${member.id}`,
  };
}

/** The confirmed list, oldest consent first. */
export function confirmedSubscribers(ctx: Pick<AppContext, 'db'>) {
  return ctx.db
    .selectFrom('newsletter_subscriptions')
    .innerJoin('users', 'users.id', 'newsletter_subscriptions.user_id')
    .select(['users.username', 'users.email', 'users.locale', 'newsletter_subscriptions.consent_at', 'newsletter_subscriptions.consent_source', 'newsletter_subscriptions.requested_at', 'newsletter_subscriptions.requested_source'])
    .where('newsletter_subscriptions.status', '=', 'confirmed')
    .where('users.blocked_at', 'is', null)
    .orderBy('newsletter_subscriptions.consent_at')
    .orderBy('users.id')
    .execute();
}
