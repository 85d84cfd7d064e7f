// The member's data export (GDPR Art. 15 and 20): the account, payments with their invoice numbers,
// subscriptions, purchases, favourites, ratings, comments, sessions, password resets and mails sent
// to the account's address, and the media list (the updates bought or favourited, with their pages).
// Never a password hash, a token hash, a payment token, gift-card codes or another member's data:
// every query is by the member's own id (or address), and only the listed columns are read.
import type { AppContext } from '../context';
import type { AccountExport } from '../../schemas/api/receipts';
import { membershipOf } from '../auth/membership';

const SECTION_OF: Record<string, string> = { video: 'videos', photo: 'photos', dvd: 'dvds' };

export async function accountExport(ctx: AppContext, userId: number): Promise<AccountExport> {
  const { db } = ctx;
  const now = ctx.now();
  const config = await ctx.configs.active();
  // The site's public address, as billing mails link it (SITE_URL in production).
  const siteUrl = ctx.siteOrigin.current().replace(/\/+$/, '');
  const account = await db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'role_id', 'avatar', 'customer', 'created_at', 'locale', 'blocked_at', 'blocked_reason'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const [membership, payments, subscriptions, purchases, favourites, favouriteModels, ratings, comments, sessions, passwordResets, mails] = await Promise.all([
    membershipOf(db, userId, now),
    db
      .selectFrom('payments')
      .innerJoin('articles', 'articles.id', 'payments.article_id')
      .select([
        'payments.id',
        'payments.invoice_number',
        'payments.status',
        'payments.kind',
        'payments.amount',
        'payments.currency',
        'payments.provider',
        'payments.created_at',
        'payments.paid_at',
        'payments.period_start',
        'payments.period_end',
        'payments.update_id',
        'payments.subscription_id',
        'payments.username',
        'payments.email',
        'payments.locale',
        'payments.provider_transaction_id',
        'payments.provider_member_id',
        'articles.name as plan',
      ])
      .where('payments.user_id', '=', userId)
      .orderBy('payments.id')
      .execute(),
    db
      .selectFrom('subscriptions')
      .innerJoin('articles', 'articles.id', 'subscriptions.article_id')
      .select([
        'subscriptions.id',
        'articles.name as plan',
        'subscriptions.status',
        'subscriptions.recurring',
        'subscriptions.starts_at',
        'subscriptions.expires_at',
        'subscriptions.provider',
        'subscriptions.cancelled_at',
        'subscriptions.ended_at',
        'subscriptions.rebill_failed_at',
        'subscriptions.payment_id',
      ])
      .where('subscriptions.user_id', '=', userId)
      .orderBy('subscriptions.id')
      .execute(),
    db
      .selectFrom('purchases')
      .innerJoin('updates', 'updates.id', 'purchases.update_id')
      .select(['purchases.update_id', 'purchases.payment_id', 'purchases.created_at', 'updates.full_name', 'updates.perma_link', 'updates.content_type'])
      .where('purchases.user_id', '=', userId)
      .orderBy('purchases.id')
      .execute(),
    db
      .selectFrom('favourites')
      .innerJoin('updates', 'updates.id', 'favourites.update_id')
      .select(['favourites.update_id', 'favourites.created_at', 'updates.full_name', 'updates.perma_link', 'updates.content_type'])
      .where('favourites.user_id', '=', userId)
      .orderBy('favourites.id')
      .execute(),
    db
      .selectFrom('favourite_models')
      .innerJoin('models', 'models.id', 'favourite_models.model_id')
      .select(['favourite_models.model_id', 'favourite_models.created_at', 'models.full_name', 'models.perma_link'])
      .where('favourite_models.user_id', '=', userId)
      .orderBy('favourite_models.id')
      .execute(),
    db.selectFrom('ratings').select(['target_type', 'target_id', 'rating', 'created_at']).where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('usercomments').select(['id', 'update_id', 'comment', 'created_at', 'deleted_at']).where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('sessions').select(['created_at', 'last_seen_at', 'expires_at', 'revoked_at']).where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('password_resets').select(['created_at', 'expires_at', 'used_at']).where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('sent_mails').select(['template', 'locale', 'created_at']).where('recipient', '=', account.email).orderBy('id').execute(),
  ]);

  const pageOf = (u: { perma_link: string; content_type: string }) => `${siteUrl}/${SECTION_OF[u.content_type] ?? 'videos'}/${encodeURIComponent(u.perma_link)}`;
  const media = new Map<number, AccountExport['media'][number]>();
  for (const p of purchases) media.set(p.update_id, { title: p.full_name, url: pageOf(p), contentType: p.content_type, purchased: true, favourite: false });
  for (const f of favourites) {
    const known = media.get(f.update_id);
    media.set(f.update_id, known ? { ...known, favourite: true } : { title: f.full_name, url: pageOf(f), contentType: f.content_type, purchased: false, favourite: true });
  }

  return {
    exportedAt: now,
    site: { name: config.core.deployment.siteName, url: siteUrl },
    account,
    access: { fullAccess: membership.fullAccess, ...(membership.until ? { until: membership.until } : {}) },
    payments: payments.map(({ invoice_number, ...p }) => ({ ...p, invoice: invoice_number })),
    subscriptions,
    purchases: purchases.map((p) => ({ update_id: p.update_id, title: p.full_name, url: pageOf(p), payment_id: p.payment_id, created_at: p.created_at })),
    favourites: favourites.map((f) => ({ update_id: f.update_id, title: f.full_name, url: pageOf(f), created_at: f.created_at })),
    favouriteModels: favouriteModels.map((f) => ({ model_id: f.model_id, name: f.full_name, url: `${siteUrl}/models/${encodeURIComponent(f.perma_link)}`, created_at: f.created_at })),
    ratings,
    comments,
    sessions,
    passwordResets,
    mails,
    media: [...media.values()],
  };
}
