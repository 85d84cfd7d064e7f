// Versioned migrations (kysely Migrator, recorded in kysely_migration). Add new ones at the end;
// never edit one that has shipped.
/* eslint-disable @typescript-eslint/no-explicit-any -- schema changes run on Kysely<any>: the typed
   Database interface describes the final schema, not the one a migration starts from. */
import crypto from 'node:crypto';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Dialect } from './dialect';
import { reindexSearch } from './search-index';
import { voucherClaims } from '../payments/gift-cards';
import { businessDaysAfter, REQUEST_DUE_BUSINESS_DAYS } from '../desk/requests-due';

type Builder = (db: Kysely<any>, d: Dialect) => Promise<void>;

const named = (db: Kysely<any>, d: Dialect, table: string, extra?: (t: any) => any) => {
  let t = d
    .addId(db.schema.createTable(table))
    .addColumn('perma_link', 'varchar(191)', (c) => c.notNull().unique())
    .addColumn('full_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('description', 'text')
    .addColumn('image_pool', 'integer', (c) => c.notNull().defaultTo(0));
  if (extra) t = extra(t);
  return t.execute();
};

const v001: Builder = async (db, d) => {
  await d
    .addId(db.schema.createTable('users'))
    .addColumn('role_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('username', 'varchar(191)', (c) => c.notNull())
    .addColumn('username_lower', 'varchar(191)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(191)', (c) => c.notNull())
    .addColumn('email_lower', 'varchar(191)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('avatar', 'varchar(255)')
    .addColumn('customer', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await d
    .addId(db.schema.createTable('sessions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await d
    .addId(db.schema.createTable('models'))
    .addColumn('perma_link', 'varchar(191)', (c) => c.notNull().unique())
    .addColumn('full_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('rating', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('age', 'integer')
    .addColumn('weight', 'integer')
    .addColumn('height', 'integer')
    .addColumn('hair', 'varchar(64)')
    .addColumn('eyes', 'varchar(64)')
    .addColumn('gender', 'varchar(16)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('country', 'varchar(128)')
    .addColumn('image_pool', 'integer', (c) => c.notNull())
    .addColumn('trailer', 'varchar(255)')
    .addColumn('meta_title', 'varchar(255)')
    .addColumn('meta_description', 'text')
    .addColumn('keywords', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  for (const t of ['places', 'channels', 'tags', 'categories']) await named(db, d, t);
  await d
    .addId(db.schema.createTable('updates'))
    .addColumn('content_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('perma_link', 'varchar(191)', (c) => c.notNull().unique())
    .addColumn('full_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('publish_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('publish_year', 'integer', (c) => c.notNull())
    .addColumn('publish_month', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('hardcore', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('place_id', 'integer', (c) => c.references('places.id'))
    .addColumn('channel_id', 'integer', (c) => c.references('channels.id'))
    .addColumn('play_time_seconds', 'integer')
    .addColumn('photo_count', 'integer')
    .addColumn('image_pool', 'integer', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_dollar', 'real')
    .execute();
  await db.schema.createIndex('updates_publish').on('updates').columns(['publish_date', 'id']).execute();
  await db.schema.createIndex('updates_type_publish').on('updates').columns(['content_type', 'publish_date']).execute();
  await db.schema.createIndex('updates_channel').on('updates').columns(['channel_id', 'publish_date']).execute();
  await db.schema.createIndex('updates_place').on('updates').columns(['place_id', 'publish_date']).execute();
  await db.schema.createIndex('updates_ym').on('updates').columns(['publish_year', 'publish_month']).execute();
  await db.schema
    .createTable('update_tags')
    .addColumn('update_id', 'integer', (c) => c.notNull().references('updates.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('update_tags_pk', ['update_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('update_tags_tag').on('update_tags').columns(['tag_id', 'update_id']).execute();
  await db.schema
    .createTable('update_models')
    .addColumn('update_id', 'integer', (c) => c.notNull().references('updates.id').onDelete('cascade'))
    .addColumn('model_id', 'integer', (c) => c.notNull().references('models.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('update_models_pk', ['update_id', 'model_id'])
    .execute();
  await db.schema.createIndex('update_models_model').on('update_models').columns(['model_id', 'update_id']).execute();
  await d
    .addId(db.schema.createTable('images'))
    .addColumn('update_id', 'integer', (c) => c.notNull().references('updates.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('image_pool', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('images_update').on('images').columns(['update_id', 'position']).execute();
  await d
    .addId(db.schema.createTable('chapters'))
    .addColumn('update_id', 'integer', (c) => c.notNull().references('updates.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('start_seconds', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chapters_update').on('chapters').columns(['update_id', 'position']).execute();
  await d
    .addId(db.schema.createTable('posts'))
    .addColumn('perma_link', 'varchar(191)', (c) => c.notNull().unique())
    .addColumn('full_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('publish_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('image_pool', 'integer', (c) => c.notNull())
    .execute();
  for (const [table, col, ref] of [
    ['post_tags', 'tag_id', 'tags.id'],
    ['post_models', 'model_id', 'models.id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
      .addColumn(col, 'integer', (c) => c.notNull().references(ref).onDelete('cascade'))
      .addPrimaryKeyConstraint(`${table}_pk`, ['post_id', col])
      .execute();
  }
  await d
    .addId(db.schema.createTable('articles'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('article_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('price_dollar', 'real', (c) => c.notNull())
    .addColumn('price_euro', 'real', (c) => c.notNull())
    .addColumn('price_text', 'text', (c) => c.notNull())
    .addColumn('article_text', 'text', (c) => c.notNull())
    .addColumn('payment_providers', 'varchar(255)', (c) => c.notNull())
    .addColumn('provider_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_in_months', 'integer', (c) => c.notNull())
    .addColumn('recurring', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await d
    .addId(db.schema.createTable('payments'))
    .addColumn('token', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id'))
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', 'real', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('username', 'varchar(191)', (c) => c.notNull())
    .addColumn('email', 'varchar(191)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('voucher_codes', 'text')
    .addColumn('affiliate_id', 'varchar(64)')
    .addColumn('invoice', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('paid_at', 'varchar(32)')
    .execute();
  await d
    .addId(db.schema.createTable('postbacks'))
    .addColumn('event_id', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id'))
    .addColumn('result', 'varchar(16)', (c) => c.notNull())
    .addColumn('received_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await d
    .addId(db.schema.createTable('subscriptions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id'))
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id'))
    .addColumn('starts_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('recurring', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const userLink = (table: string, col: string, ref: string) =>
    d
      .addId(db.schema.createTable(table))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn(col, 'integer', (c) => c.notNull().references(ref).onDelete('cascade'))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint(`${table}_unique`, ['user_id', col]);
  await userLink('purchases', 'update_id', 'updates.id')
    .addColumn('payment_id', 'integer', (c) => c.references('payments.id'))
    .execute();
  await userLink('favourites', 'update_id', 'updates.id').execute();
  await userLink('favourite_models', 'model_id', 'models.id').execute();
  await d
    .addId(db.schema.createTable('ratings'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('ratings_unique', ['user_id', 'target_type', 'target_id'])
    .execute();
  await db.schema
    .createTable('locales')
    .addColumn('id', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('perma_link', 'varchar(16)', (c) => c.notNull())
    .addColumn('translate_code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('lang_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await d
    .addId(db.schema.createTable('translations'))
    .addColumn('lang_key', 'varchar(191)', (c) => c.notNull())
    .addColumn('translate_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addUniqueConstraint('translations_unique', ['lang_key', 'translate_code'])
    .execute();
  await d
    .addId(db.schema.createTable('site_configs'))
    .addColumn('token', 'varchar(64)', (c) => c.unique())
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await d
    .addId(db.schema.createTable('contact_requests'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await d
    .addId(db.schema.createTable('content_removal_requests'))
    .addColumn('user_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('content_update_url', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await d
    .addId(db.schema.createTable('affiliate_campaigns'))
    .addColumn('affiliate_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('target', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await d
    .addId(db.schema.createTable('affiliate_entries'))
    .addColumn('affiliate_link', 'varchar(255)', (c) => c.notNull())
    .addColumn('affiliate_id', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('referrer', 'text')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await d
    .addId(db.schema.createTable('searches'))
    .addColumn('term', 'varchar(191)', (c) => c.notNull().unique())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_searched_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await d
    .addId(db.schema.createTable('usercomments'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('update_id', 'integer', (c) => c.notNull().references('updates.id').onDelete('cascade'))
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await d
    .addId(db.schema.createTable('correspondingupdates'))
    .addColumn('update_id', 'integer', (c) => c.notNull().references('updates.id').onDelete('cascade'))
    .addColumn('corresponding_update_id', 'integer', (c) => c.notNull().references('updates.id').onDelete('cascade'))
    .execute();
  await d.createSearchIndex(db);
};

const v002: Builder = async (db, d) => {
  await d.upgradeSearchIndex(db);
  await reindexSearch(db, d);
};

// Single-update purchases: a payment may be for one update instead of a plan.
const v003: Builder = async (db) => {
  await db.schema.alterTable('payments').addColumn('update_id', 'integer', (c) => c.references('updates.id')).execute();
};

// Preview links and publishing history: who made a preview, when its link expires, and one row
// per publication (a snapshot, so deleting a preview never rewrites history).
const v004: Builder = async (db, d) => {
  // One column per statement: SQLite's ALTER TABLE adds a single column.
  await db.schema.alterTable('site_configs').addColumn('name', 'varchar(255)').execute();
  await db.schema.alterTable('site_configs').addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null')).execute();
  await db.schema.alterTable('site_configs').addColumn('expires_at', 'varchar(32)').execute();
  await db.schema.alterTable('site_configs').addColumn('published_at', 'varchar(32)').execute();
  await db.schema.alterTable('site_configs').addColumn('published_by', 'integer', (c) => c.references('users.id').onDelete('set null')).execute();
  await d
    .addId(db.schema.createTable('site_config_versions'))
    .addColumn('config_id', 'integer', (c) => c.references('site_configs.id').onDelete('set null'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('published_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('published_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('restored_from', 'integer')
    .execute();
  // Rows published before this migration become the first versions, oldest first; rows without a
  // token (published directly) get one so every stored configuration can be listed and opened.
  const rows: { id: number; token: string | null; config: string; published: number; created_at: string }[] = await db
    .selectFrom('site_configs')
    .select(['id', 'token', 'config', 'published', 'created_at'])
    .orderBy('id')
    .execute();
  for (const row of rows) {
    if (!row.token) await db.updateTable('site_configs').set({ token: crypto.randomBytes(24).toString('base64url') }).where('id', '=', row.id).execute();
    if (row.published !== 1) continue;
    await db.updateTable('site_configs').set({ published_at: row.created_at }).where('id', '=', row.id).execute();
    await db
      .insertInto('site_config_versions')
      .values({ config_id: row.id, name: `Configuration ${row.id}`, config: row.config, published_at: row.created_at, published_by: null, restored_from: null })
      .execute();
  }
};

// A gift-card code is redeemed once, site-wide: a claim per normalised code, unique among the claims
// not released (a declined or failed payment gives its codes back; the row stays, so staff see a
// code that comes back). Existing payments claim their codes oldest first; a code an earlier
// payment already holds is recorded released, as a duplicate. Declined and failed payments keep
// no password hash.
const storedCodes = (json: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return []; // a start must not fail on one unreadable row
  }
};

const v005: Builder = async (db, d) => {
  await d
    .addId(db.schema.createTable('voucher_claims'))
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('claimed_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('released_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('voucher_claims_held').on('voucher_claims').column('code').unique().where(sql.ref('released_at'), 'is', null).execute();
  await db.schema.createIndex('voucher_claims_payment').on('voucher_claims').column('payment_id').execute();
  const payments: { id: number; status: string; voucher_codes: string; created_at: string; updated_at: string }[] = await db
    .selectFrom('payments')
    .select(['id', 'status', 'voucher_codes', 'created_at', 'updated_at'])
    .where('voucher_codes', 'is not', null)
    .orderBy('id')
    .execute();
  const held = new Set<string>();
  for (const p of payments) {
    const given = p.status === 'declined' || p.status === 'failed';
    for (const code of voucherClaims(storedCodes(p.voucher_codes))) {
      const holds = !given && !held.has(code);
      if (holds) held.add(code);
      await db.insertInto('voucher_claims').values({ code, payment_id: p.id, claimed_at: p.created_at, released_at: holds ? null : p.updated_at }).execute();
    }
  }
  await db.updateTable('payments').set({ password_hash: '' }).where('status', 'in', ['declined', 'failed']).execute();
};

// "Most searched" counts a term once per client and day: one row per (day, term, client), the
// older days deleted as the days pass.
const v006: Builder = async (db) => {
  await db.schema
    .createTable('search_clients')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('term', 'varchar(64)', (c) => c.notNull())
    .addColumn('client', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_clients_pk', ['day', 'term', 'client'])
    .execute();
};

// Billing past the first month: the provider's own ids on each payment, subscriptions with a
// status (cancelled, refunded, charged back, expired), blocked accounts, every provider
// notification logged with its raw body (unique per provider and event id: a retry changes
// nothing), affiliate conversions with amounts, password resets, sent mail, the member's language.
const v007: Builder = async (db, d) => {
  for (const column of ['provider_transaction_id', 'provider_member_id', 'provider_subscription_id']) {
    await db.schema.alterTable('payments').addColumn(column, 'varchar(191)').execute();
  }
  await db.schema.alterTable('payments').addColumn('kind', 'varchar(16)', (c) => c.notNull().defaultTo('sale')).execute();
  await db.schema.alterTable('payments').addColumn('locale', 'varchar(16)', (c) => c.notNull().defaultTo('en_US')).execute();
  await db.schema.alterTable('payments').addColumn('subscription_id', 'integer').execute();
  await db.schema.createIndex('payments_provider_member').on('payments').columns(['provider', 'provider_member_id']).execute();
  await db.schema.alterTable('subscriptions').addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active')).execute();
  await db.schema.alterTable('subscriptions').addColumn('provider', 'varchar(32)').execute();
  await db.schema.alterTable('subscriptions').addColumn('provider_member_id', 'varchar(191)').execute();
  for (const column of ['cancelled_at', 'ended_at', 'rebill_failed_at']) {
    await db.schema.alterTable('subscriptions').addColumn(column, 'varchar(32)').execute();
  }
  await db.schema.createIndex('subscriptions_status_expiry').on('subscriptions').columns(['status', 'expires_at']).execute();
  await db.schema.alterTable('users').addColumn('blocked_at', 'varchar(32)').execute();
  await db.schema.alterTable('users').addColumn('blocked_reason', 'varchar(64)').execute();
  await db.schema.alterTable('users').addColumn('locale', 'varchar(16)', (c) => c.notNull().defaultTo('en_US')).execute();
  await d
    .addId(db.schema.createTable('payment_notifications'))
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(191)', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('payment_id', 'integer')
    .addColumn('subscription_id', 'integer')
    .addColumn('outcome', 'varchar(32)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(128)', (c) => c.notNull())
    .addColumn('raw_body', 'text', (c) => c.notNull())
    .addColumn('received_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('payment_notifications_event', ['provider', 'event_id'])
    .execute();
  await d
    .addId(db.schema.createTable('affiliate_conversions'))
    .addColumn('affiliate_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('payment_id', 'integer', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', 'real', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('affiliate_conversions_affiliate').on('affiliate_conversions').column('affiliate_id').execute();
  await d
    .addId(db.schema.createTable('password_resets'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await d
    .addId(db.schema.createTable('sent_mails'))
    .addColumn('template', 'varchar(32)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(191)', (c) => c.notNull())
    .addColumn('locale', 'varchar(16)', (c) => c.notNull())
    .addColumn('dedupe_key', 'varchar(191)', (c) => c.unique())
    .addColumn('message_id', 'varchar(255)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // Subscriptions from before: their provider is their first payment's.
  await sql`UPDATE subscriptions SET provider = (SELECT provider FROM payments WHERE payments.id = subscriptions.payment_id)`.execute(db);
};

// Scheduled jobs on SQLite: the processes sharing one database file agree through one lease per
// job and period (the period's scheduled time), so a job runs once per period however many run.
const v008: Builder = async (db) => {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('run_key', 'varchar(32)', (c) => c.notNull())
    .addColumn('holder', 'varchar(191)', (c) => c.notNull())
    .addColumn('acquired_at', 'varchar(32)', (c) => c.notNull())
    .execute();
};

// Content in the visitor's language: plans (name, feature lines, text) and chapter titles get the
// per-language texts the catalogue tables keep in `names` (`{field}_{translateCode}` JSON).
const v009: Builder = async (db) => {
  for (const table of ['articles', 'chapters']) {
    await db.schema.alterTable(table).addColumn('names', 'text', (c) => c.notNull().defaultTo('{}')).execute();
  }
};

// Comment moderation: staff remove a comment by marking it (who, when); the text stays for the
// record, nobody else sees it. The index serves an update's comments, newest first.
const v011: Builder = async (db) => {
  await db.schema.alterTable('usercomments').addColumn('deleted_at', 'varchar(32)').execute();
  await db.schema.alterTable('usercomments').addColumn('deleted_by', 'integer', (c) => c.references('users.id').onDelete('set null')).execute();
  await db.schema.createIndex('usercomments_update_created').on('usercomments').columns(['update_id', 'created_at', 'id']).execute();
};

// Publishing that cannot go wrong: every version names the live version it was published over
// (base_version, unique, so of two publishes over the same version exactly one commits, on either
// database); a preview link's base and its soft deletion (who, when: history shows it); scheduled
// publishes, claimed by one process with a conditional update.
const v012: Builder = async (db, d) => {
  await db.schema.alterTable('site_config_versions').addColumn('base_version', 'integer').execute();
  // Existing history is linear: each row was published over the one before it (the first over the file, 0).
  const rows: { id: number }[] = await db.selectFrom('site_config_versions').select('id').orderBy('id').execute();
  let previous = 0;
  for (const row of rows) {
    await db.updateTable('site_config_versions').set({ base_version: previous }).where('id', '=', row.id).execute();
    previous = row.id;
  }
  await db.schema.createIndex('site_config_versions_base_version').on('site_config_versions').column('base_version').unique().execute();
  await db.schema.alterTable('site_configs').addColumn('base_version', 'integer').execute();
  await db.schema.alterTable('site_configs').addColumn('deleted_at', 'varchar(32)').execute();
  await db.schema.alterTable('site_configs').addColumn('deleted_by', 'integer', (c) => c.references('users.id').onDelete('set null')).execute();
  await d
    .addId(db.schema.createTable('scheduled_publishes'))
    .addColumn('config_id', 'integer', (c) => c.notNull().references('site_configs.id').onDelete('cascade'))
    .addColumn('publish_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('base_version', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('scheduled'))
    .addColumn('claimed_by', 'varchar(191)')
    .addColumn('claimed_at', 'varchar(32)')
    .addColumn('version', 'integer')
    .addColumn('reason', 'varchar(500)')
    .execute();
  await db.schema.createIndex('scheduled_publishes_due').on('scheduled_publishes').columns(['status', 'publish_at']).execute();
};

// Exactly-once money: a pending payment claims the username, the email and the (member, update) it
// is for before the visitor leaves for a biller (unique among the claims not released: of two tabs
// exactly one gets each; an expired claim is released by the next claimant), and a payment that
// took money but cannot be honoured waits for staff with a reason until a staff member grants
// what it paid for or records its refund (who, when, why).
const v013: Builder = async (db, d) => {
  await d
    .addId(db.schema.createTable('payment_claims'))
    .addColumn('claim_key', 'varchar(191)', (c) => c.notNull())
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('claimed_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('released_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('payment_claims_held').on('payment_claims').column('claim_key').unique().where(sql.ref('released_at'), 'is', null).execute();
  await db.schema.createIndex('payment_claims_payment').on('payment_claims').column('payment_id').execute();
  await db.schema.alterTable('payments').addColumn('attention_reason', 'varchar(32)').execute();
  await db.schema.alterTable('payments').addColumn('attention_at', 'varchar(32)').execute();
  await db.schema.alterTable('payments').addColumn('decision', 'varchar(16)').execute();
  await db.schema.alterTable('payments').addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null')).execute();
  await db.schema.alterTable('payments').addColumn('decided_at', 'varchar(32)').execute();
  await db.schema.alterTable('payments').addColumn('decision_note', 'varchar(500)').execute();
  await db.schema.createIndex('payments_status').on('payments').column('status').execute();
};

// Members' credentials: the sessions remember the device (its user agent) for the list of signed-in
// devices; an email change waits for the link mailed to the new address (token stored as SHA-256).
const v014: Builder = async (db, d) => {
  await db.schema.alterTable('sessions').addColumn('user_agent', 'varchar(500)').execute();
  await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id', 'revoked_at']).execute();
  await d
    .addId(db.schema.createTable('email_changes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('new_email', 'varchar(191)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
};

// Receipts and leaving: every paid payment carries a gapless invoice number per year (2026-000123),
// drawn from one counter row per year in the approving transaction (an upsert row-locks it in
// PostgreSQL, so concurrent approvals queue; a rolled-back approval gives its number back), with the
// period it paid for. Payments paid before get their numbers here, in order of payment. A deleted
// account keeps its row (payments point at it) with the personal data erased and deleted_at set.
const v015: Builder = async (db) => {
  await db.schema
    .createTable('invoice_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('payments').addColumn('invoice_number', 'varchar(16)').execute();
  await db.schema.alterTable('payments').addColumn('period_start', 'varchar(32)').execute();
  await db.schema.alterTable('payments').addColumn('period_end', 'varchar(32)').execute();
  await db.schema.createIndex('payments_invoice_number').on('payments').column('invoice_number').unique().execute();
  await db.schema.alterTable('users').addColumn('deleted_at', 'varchar(32)').execute();
  const paid: { id: number; paid_at: string }[] = await db
    .selectFrom('payments')
    .select(['id', 'paid_at'])
    .where('paid_at', 'is not', null)
    .where('status', 'in', ['approved', 'refunded', 'chargeback'])
    .orderBy('paid_at')
    .orderBy('id')
    .execute();
  const last = new Map<number, number>();
  for (const row of paid) {
    const year = Number(row.paid_at.slice(0, 4));
    const next = (last.get(year) ?? 0) + 1;
    last.set(year, next);
    await db.updateTable('payments').set({ invoice_number: `${year}-${String(next).padStart(6, '0')}` }).where('id', '=', row.id).execute();
  }
  for (const [year, lastNumber] of last) await db.insertInto('invoice_counters').values({ year, last_number: lastNumber }).execute();
};

// The newsletter as a recorded choice: one row per member, pending until the mailed link (its
// SHA-256, single use) confirms it; when and from where the consent came; unsubscribed, not deleted,
// so the list shows who left and when.
const v016: Builder = async (db, d) => {
  await d
    .addId(db.schema.createTable('newsletter_subscriptions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('confirm_token_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('confirm_expires_at', 'varchar(32)')
    .addColumn('requested_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('requested_source', 'varchar(64)', (c) => c.notNull())
    .addColumn('consent_at', 'varchar(32)')
    .addColumn('consent_source', 'varchar(64)')
    .addColumn('unsubscribed_at', 'varchar(32)')
    .addColumn('unsubscribe_source', 'varchar(64)')
    .execute();
  await db.schema.createIndex('newsletter_subscriptions_status').on('newsletter_subscriptions').columns(['status', 'consent_at']).execute();
};

// What a buyer agreed to at signup, one row per payment: the consent text as shown, its hash and
// version, the price, period, first rebill and statement name, the time and language (card schemes
// require the recurring-charge consent to be kept; staff read it with the payment).
const v017: Builder = async (db, d) => {
  await d
    .addId(db.schema.createTable('payment_consents'))
    .addColumn('payment_id', 'integer', (c) => c.notNull().unique().references('payments.id').onDelete('cascade'))
    .addColumn('version', 'varchar(32)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('text_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('amount', 'real', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('period_months', 'integer', (c) => c.notNull())
    .addColumn('recurring', 'integer', (c) => c.notNull())
    .addColumn('first_rebill_at', 'varchar(32)')
    .addColumn('descriptor', 'varchar(64)')
    .addColumn('locale', 'varchar(16)', (c) => c.notNull())
    .addColumn('agreed_at', 'varchar(32)', (c) => c.notNull())
    .execute();
};

// Two-factor sign-in (authenticator app): the account's TOTP secret (AES-GCM encrypted, pending
// until a code confirms it; last_step refuses a code used once), its recovery codes (SHA-256 only)
// and the challenges between a correct password and the second step (token as SHA-256, 5 minutes).
const v018: Builder = async (db, d) => {
  await db.schema
    .createTable('two_factor')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_enc', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('enabled_at', 'varchar(32)')
    .addColumn('last_step', 'integer')
    .execute();
  await d
    .addId(db.schema.createTable('two_factor_recovery_codes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('two_factor_recovery_codes_user').on('two_factor_recovery_codes').columns(['user_id', 'code_hash']).execute();
  await d
    .addId(db.schema.createTable('login_challenges'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'varchar(32)')
    .execute();
};

// Search-term privacy (issue 26): a term reaches "recently" and "most searched" only once
// SEARCH_TERM_MIN_CLIENTS distinct clients searched it (`clients`, counted in search_term_clients
// by pseudonymous client id, whose rows go once the term is listed or after 30 days); staff hide a
// term for good (hidden_search_terms, with who and why). Terms counted before are listed again only
// once enough clients searched them anew.
const searchTermPrivacy: Builder = async (db) => {
  await db.schema.alterTable('searches').addColumn('clients', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('search_term_clients')
    .addColumn('term', 'varchar(64)', (c) => c.notNull())
    .addColumn('client', 'varchar(32)', (c) => c.notNull())
    .addColumn('seen_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_term_clients_pk', ['term', 'client'])
    .execute();
  await db.schema
    .createTable('hidden_search_terms')
    .addColumn('term', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('hidden_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('hidden_at', 'varchar(32)', (c) => c.notNull())
    .execute();
};

// Tags are searchable by their name in every language (server/db/search-index.ts), as the header's
// "most searched" now names them in the visitor's language.
const searchTagNames: Builder = async (db, d) => {
  await reindexSearch(db, d);
};

// The media library: what staff uploaded (server/media/library), as received and checked: its kind,
// the type its bytes are, size, SHA-256, its key in the private `library` store, an image's size in
// pixels, who uploaded it and when; soft-deleted (deleted_at) so a deletion can be undone.
const mediaLibrary: Builder = async (db, d) => {
  await d
    .addId(db.schema.createTable('media_assets'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('original_filename', 'varchar(255)', (c) => c.notNull())
    .addColumn('filename_lower', 'varchar(255)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(191)', (c) => c.notNull().unique())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('media_assets_listing').on('media_assets').columns(['deleted_at', 'kind', 'created_at']).execute();
};

// The staff content area: an update or model is a draft or published (`status`); deleted ones keep
// their row for 30 days (`deleted_at`, `deleted_by`) and vanish from the public site at once;
// `released` is 0 until the job has announced a scheduled update's release (caches dropped). Every
// staff change is one row of content_changes: who, when, what (fields before and after).
const staffContent: Builder = async (db, d) => {
  await db.schema.alterTable('updates').addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('published')).execute();
  await db.schema.alterTable('updates').addColumn('deleted_at', 'varchar(32)').execute();
  await db.schema.alterTable('updates').addColumn('deleted_by', 'integer').execute();
  await db.schema.alterTable('updates').addColumn('category_id', 'integer').execute();
  await db.schema.alterTable('updates').addColumn('released', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.updateTable('updates').set({ released: 0 }).where('publish_date', '>', new Date().toISOString()).execute();
  await db.schema.alterTable('models').addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('published')).execute();
  await db.schema.alterTable('models').addColumn('deleted_at', 'varchar(32)').execute();
  await db.schema.alterTable('models').addColumn('deleted_by', 'integer').execute();
  await db.schema.createIndex('updates_unreleased').on('updates').columns(['released', 'publish_date']).execute();
  await d
    .addId(db.schema.createTable('content_changes'))
    .addColumn('entity', 'varchar(32)', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('username', 'varchar(191)', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('content_changes_entity').on('content_changes').columns(['entity', 'entity_id', 'id']).execute();
};

// Background processing of library files (server/media/processing/queue.ts): one row per job of a
// kind for a file, claimed by one process at a time (state running under a lease that the worker
// renews; an expired lease lets another process take it over), retried with backoff, its progress,
// error and result kept for the media library. Updates and models may show a library picture
// (image_asset_id) instead of their pool pictures once its variants are made.
const mediaProcessing: Builder = async (db, d) => {
  await d
    .addId(db.schema.createTable('media_jobs'))
    .addColumn('asset_id', 'integer', (c) => c.notNull().references('media_assets.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('progress', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('result', 'text')
    .addColumn('lease_until', 'varchar(32)')
    .addColumn('run_after', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_jobs_due').on('media_jobs').columns(['state', 'run_after']).execute();
  await db.schema.createIndex('media_jobs_asset').on('media_jobs').columns(['asset_id', 'kind', 'id']).execute();
  for (const table of ['updates', 'models']) {
    await db.schema.alterTable(table).addColumn('image_asset_id', 'integer', (c) => c.references('media_assets.id').onDelete('set null')).execute();
  }
};

// A gallery picture may be a library picture (images.asset_id) instead of a pool placeholder: its
// member sizes and public previews are made from the uploaded original (server/media/gallery-files.ts).
const galleryAssets: Builder = async (db) => {
  await db.schema.alterTable('images').addColumn('asset_id', 'integer', (c) => c.references('media_assets.id').onDelete('set null')).execute();
};

// An update may name the library video (media_assets) whose renditions are its member video, and
// whose trailer and hover clip visitors see (server/media/processing/video-renditions.ts); null
// keeps the demo clips. Deleting the file for good leaves the update without one.
const updateVideoAsset: Builder = async (db) => {
  await db.schema.alterTable('updates').addColumn('video_asset_id', 'integer', (c) => c.references('media_assets.id').onDelete('set null')).execute();
};

// Staff news and plans: a post is a draft or published (`status`), soft deleted for 30 days, and
// `released` once the job announced a scheduled post; a plan is shown on signup while `active`, in
// `position` order.
const staffNewsPlans: Builder = async (db) => {
  await db.schema.alterTable('posts').addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('published')).execute();
  await db.schema.alterTable('posts').addColumn('deleted_at', 'varchar(32)').execute();
  await db.schema.alterTable('posts').addColumn('deleted_by', 'integer').execute();
  await db.schema.alterTable('posts').addColumn('released', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.updateTable('posts').set({ released: 0 }).where('publish_date', '>', new Date().toISOString()).execute();
  await db.schema.createIndex('posts_unreleased').on('posts').columns(['released', 'publish_date']).execute();
  await db.schema.alterTable('articles').addColumn('active', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('articles').addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.updateTable('articles').set((eb) => ({ position: eb.ref('id') })).execute();
};

// The audit log of the operator's desk and staff area (server/desk/audit-log.ts): who did what to
// which member, payment, request or comment, why, and from which address. Append-only: triggers
// refuse changing or deleting a row, so not even a process with the database's password edits it.
const staffAuditLog: Builder = async (db, d) => {
  await d
    .addId(db.schema.createTable('staff_actions'))
    .addColumn('user_id', 'integer')
    .addColumn('username', 'varchar(191)', (c) => c.notNull())
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('target_kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('target_id', 'varchar(64)')
    .addColumn('reason', 'text')
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('address', 'varchar(64)', (c) => c.notNull())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_actions_target').on('staff_actions').columns(['target_kind', 'target_id', 'id']).execute();
  await db.schema.createIndex('staff_actions_user').on('staff_actions').columns(['user_id', 'id']).execute();
  if (d.name === 'postgres') {
    await sql`CREATE FUNCTION staff_actions_append_only() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'staff_actions is append-only'; END; $$ LANGUAGE plpgsql`.execute(db);
    await sql`CREATE TRIGGER staff_actions_append_only BEFORE UPDATE OR DELETE ON staff_actions FOR EACH ROW EXECUTE FUNCTION staff_actions_append_only()`.execute(db);
  } else {
    for (const op of ['UPDATE', 'DELETE'])
      await sql.raw(`CREATE TRIGGER staff_actions_no_${op.toLowerCase()} BEFORE ${op} ON staff_actions BEGIN SELECT RAISE(ABORT, 'staff_actions is append-only'); END`).execute(db);
  }
};

// The desk's requests inbox and comment moderation (issue 29): each contact and content-removal
// request gets a status (new | in_progress | answered), the date its answer is due (7 business
// days, Mon-Fri in UTC, as the removal form promises; rows from before get it too) and when it was
// answered; replies sent from the desk are kept with the mail that carried them. A comment staff
// hide (`hidden_at`) is gone from the site but can be shown again, unlike a deleted one.
const deskRequests: Builder = async (db, d) => {
  for (const table of ['contact_requests', 'content_removal_requests']) {
    await db.schema.alterTable(table).addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('new')).execute();
    await db.schema.alterTable(table).addColumn('due_at', 'varchar(32)').execute();
    await db.schema.alterTable(table).addColumn('answered_at', 'varchar(32)').execute();
    const rows: { id: number; created_at: string }[] = await db.selectFrom(table).select(['id', 'created_at']).execute();
    for (const row of rows) await db.updateTable(table).set({ due_at: businessDaysAfter(row.created_at, REQUEST_DUE_BUSINESS_DAYS) }).where('id', '=', row.id).execute();
    await db.schema.createIndex(`${table}_inbox`).on(table).columns(['status', 'due_at']).execute();
  }
  await d
    .addId(db.schema.createTable('request_replies'))
    .addColumn('request_kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('request_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('username', 'varchar(191)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('locale', 'varchar(16)', (c) => c.notNull())
    .addColumn('sent_mail_id', 'integer')
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('request_replies_request').on('request_replies').columns(['request_kind', 'request_id', 'id']).execute();
  await db.schema.alterTable('usercomments').addColumn('hidden_at', 'varchar(32)').execute();
  await db.schema.alterTable('usercomments').addColumn('hidden_by', 'integer', (c) => c.references('users.id').onDelete('set null')).execute();
  await db.schema.createIndex('usercomments_created').on('usercomments').columns(['created_at', 'id']).execute();
};

// The mail log (desk): a failed mail is kept with its error instead of deleted, and a mail keeps the
// template data a resend needs (none for mails carrying a one-time link: those are sent afresh).
const mailLog: Builder = async (db) => {
  await db.schema.alterTable('sent_mails').addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('sent')).execute();
  await db.schema.alterTable('sent_mails').addColumn('error', 'text').execute();
  await db.schema.alterTable('sent_mails').addColumn('data', 'text').execute();
  await db.schema.alterTable('sent_mails').addColumn('resend_of', 'integer').execute();
  await db.schema.createIndex('sent_mails_created').on('sent_mails').columns(['created_at', 'id']).execute();
};

// Affiliates become partner accounts: a partner is the link id visitors bring after ?aff= (the part
// of a click id before its last dash), with a commission and the user who signs in to see figures.
const partners: Builder = async (db, d) => {
  await d
    .addId(db.schema.createTable('partners'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('commission_percent', 'real', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('partners_user').on('partners').column('user_id').execute();
  // Clicks are counted per link and month.
  await db.schema.createIndex('affiliate_entries_link').on('affiliate_entries').columns(['affiliate_link', 'created_at']).execute();
};

const versions: Record<string, Builder> = {
  '001_initial': v001,
  '002_search_kind_indexed': v002,
  '003_update_purchases': v003,
  '004_config_previews_and_versions': v004,
  '005_voucher_claims': v005,
  '006_search_clients': v006,
  '007_billing_life_cycle': v007,
  '008_job_leases': v008,
  '009_content_translations': v009,
  '011_comment_moderation': v011,
  '012_config_publishing_safety': v012,
  '013_payment_claims_and_staff_attention': v013,
  '014_account_credentials': v014,
  '015_invoices_and_account_deletion': v015,
  '016_newsletter_subscriptions': v016,
  '017_payment_consents': v017,
  '018_two_factor': v018,
  '019_search_term_privacy': searchTermPrivacy,
  '020_search_tag_names': searchTagNames,
  '021_staff_content': staffContent,
  '022_media_library': mediaLibrary,
  '023_media_processing': mediaProcessing,
  '024_update_video_asset': updateVideoAsset,
  '025_staff_news_plans': staffNewsPlans,
  '026_gallery_assets': galleryAssets,
  '027_staff_audit_log': staffAuditLog,
  '028_desk_requests': deskRequests,
  '029_mail_log': mailLog,
  '030_partners': partners,
};

/** Runs the migrations not yet applied; up to `target` only (tests of a migration over older data). */
export async function migrate(db: Kysely<any>, dialect: Dialect, target?: string): Promise<string[]> {
  const provider: MigrationProvider = {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, up] of Object.entries(versions)) out[name] = { up: (k) => up(k, dialect) };
      return out;
    },
  };
  // Without an explicit schema, kysely's PostgreSQL introspection sees migration tables of every
  // schema in the database (parallel test schemas, other apps) and skips creating its own.
  const migrationTableSchema = await dialect.currentSchema(db);
  const migrator = new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results } = await (target ? migrator.migrateTo(target) : migrator.migrateToLatest());
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
