// A member's page on the desk: the account, access, subscriptions, payments, purchases, favourites,
// devices and mails sent. Read by editors and publishers; never a password hash, token or gift-card code.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DeskMemberPage } from '../../schemas/api/desk-members';
import { accessOf } from './members-search';
import { planNameIn, updateNameIn } from './desk-names';

/** Names shown per favourites list: enough to recognise a member, not a full export. */
const NAMES_SHOWN = 20;

export async function memberPage(db: Kysely<Database>, userId: number, now: string, lang: string): Promise<DeskMemberPage | undefined> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'locale', 'role_id', 'created_at', 'blocked_at', 'blocked_reason', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const [twoFactor, subs, payments, purchases, favCount, favs, modelCount, models, sessions, mails] = await Promise.all([
    db.selectFrom('two_factor').select('enabled_at').where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('subscriptions')
      .innerJoin('articles', 'articles.id', 'subscriptions.article_id')
      .innerJoin('payments', 'payments.id', 'subscriptions.payment_id')
      .select(['subscriptions.id', 'articles.name as plan', 'articles.names as plan_names', 'subscriptions.provider', 'payments.provider as first_provider', 'subscriptions.status', 'subscriptions.starts_at', 'subscriptions.expires_at', 'subscriptions.recurring', 'subscriptions.cancelled_at'])
      .where('subscriptions.user_id', '=', userId)
      .orderBy('subscriptions.id', 'desc')
      .execute(),
    db
      .selectFrom('payments')
      .innerJoin('articles', 'articles.id', 'payments.article_id')
      .leftJoin('updates', 'updates.id', 'payments.update_id')
      .select(['payments.id', 'payments.created_at', 'payments.paid_at', 'payments.provider', 'articles.name as plan', 'articles.names as plan_names', 'updates.full_name as update', 'updates.names as update_names', 'payments.kind', 'payments.amount', 'payments.currency', 'payments.status', 'payments.invoice_number'])
      .where('payments.user_id', '=', userId)
      .orderBy('payments.id', 'desc')
      .execute(),
    db
      .selectFrom('purchases')
      .innerJoin('updates', 'updates.id', 'purchases.update_id')
      .select(['purchases.update_id', 'updates.full_name', 'purchases.created_at', 'purchases.payment_id'])
      .where('purchases.user_id', '=', userId)
      .orderBy('purchases.id', 'desc')
      .execute(),
    db.selectFrom('favourites').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('favourites').innerJoin('updates', 'updates.id', 'favourites.update_id').select('updates.full_name').where('favourites.user_id', '=', userId).orderBy('favourites.id', 'desc').limit(NAMES_SHOWN).execute(),
    db.selectFrom('favourite_models').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('favourite_models').innerJoin('models', 'models.id', 'favourite_models.model_id').select('models.full_name').where('favourite_models.user_id', '=', userId).orderBy('favourite_models.id', 'desc').limit(NAMES_SHOWN).execute(),
    db.selectFrom('sessions').select(['id', 'created_at', 'last_seen_at', 'expires_at', 'revoked_at', 'user_agent']).where('user_id', '=', userId).orderBy('id', 'desc').limit(50).execute(),
    db.selectFrom('sent_mails').select(['template', 'locale', 'created_at']).where('recipient', '=', user.email).orderBy('id', 'desc').limit(100).execute(),
  ]);
  return {
    account: {
      id: user.id,
      username: user.username,
      email: user.email,
      locale: user.locale,
      role: user.role_id,
      created: user.created_at,
      blockedAt: user.blocked_at,
      blockedReason: user.blocked_reason,
      deleted: !!user.deleted_at,
      twoFactor: !!twoFactor?.enabled_at,
    },
    access: accessOf(subs.map((s) => ({ starts_at: s.starts_at, expires_at: s.expires_at, status: s.status })), !!user.blocked_at, now),
    subscriptions: subs.map((s) => ({
      id: s.id,
      plan: planNameIn(lang, s.plan, s.plan_names),
      provider: s.provider ?? s.first_provider,
      status: s.status,
      startsAt: s.starts_at,
      expiresAt: s.expires_at,
      recurring: s.recurring === 1,
      cancelledAt: s.cancelled_at,
      renews: s.status === 'active' && s.recurring === 1 && s.expires_at > now,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      at: p.paid_at ?? p.created_at,
      provider: p.provider,
      item: p.update ? updateNameIn(lang, p.update, p.update_names) : planNameIn(lang, p.plan, p.plan_names),
      kind: p.kind,
      amount: Number(p.amount),
      currency: p.currency,
      status: p.status,
      invoiceNumber: p.invoice_number,
    })),
    purchases: purchases.map((p) => ({ updateId: p.update_id, title: p.full_name, at: p.created_at, paymentId: p.payment_id })),
    favourites: {
      updates: { count: Number(favCount.n), names: favs.map((f) => f.full_name) },
      models: { count: Number(modelCount.n), names: models.map((m) => m.full_name) },
    },
    sessions: sessions.map((s) => ({
      id: s.id,
      created: s.created_at,
      lastSeen: s.last_seen_at,
      userAgent: s.user_agent,
      active: !s.revoked_at && s.expires_at > now,
    })),
    mails: mails.map((m) => ({ template: m.template, locale: m.locale, at: m.created_at })),
  };
}
