// A member's latest subscription with what a provider knows about it (its provider, member id,
// plan, product code, price, the transaction a credit would reverse), for `npm run sandbox`:
// read-only, on the database handle alone (the CLI has no AppContext).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The account by username or email (compared lower-cased). */
export function memberByName(db: Kysely<Database>, name: string) {
  const key = name.toLowerCase();
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'blocked_at'])
    .where((eb) => eb.or([eb('username_lower', '=', key), eb('email_lower', '=', key)]))
    .executeTakeFirst();
}

/** The member's newest subscription, its plan and its first payment; undefined when there is none. */
export function latestSubscription(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('subscriptions')
    .innerJoin('articles', 'articles.id', 'subscriptions.article_id')
    .innerJoin('payments', 'payments.id', 'subscriptions.payment_id')
    .select([
      'subscriptions.id',
      'subscriptions.status',
      'subscriptions.recurring',
      'subscriptions.expires_at',
      'subscriptions.provider',
      'subscriptions.provider_member_id',
      'articles.name as plan',
      'articles.price_dollar',
      'articles.provider_code',
      'payments.provider as first_provider',
      'payments.provider_member_id as first_member_id',
      'payments.currency',
    ])
    .where('subscriptions.user_id', '=', userId)
    .orderBy('subscriptions.id', 'desc')
    .executeTakeFirst();
}

/** The provider's id of the subscription's latest paid charge (the sale or a rebill): what a credit or chargeback reverses. */
export async function latestPaidTransaction(db: Kysely<Database>, subscriptionId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('payments')
    .innerJoin('subscriptions', 'subscriptions.id', 'payments.subscription_id')
    .select('payments.provider_transaction_id')
    .where('subscriptions.id', '=', subscriptionId)
    .where('payments.status', '=', 'approved')
    .where('payments.provider_transaction_id', 'is not', null)
    .orderBy('payments.id', 'desc')
    .executeTakeFirst();
  if (row?.provider_transaction_id) return row.provider_transaction_id;
  const first = await db
    .selectFrom('payments')
    .innerJoin('subscriptions', 'subscriptions.payment_id', 'payments.id')
    .select('payments.provider_transaction_id')
    .where('subscriptions.id', '=', subscriptionId)
    .executeTakeFirst();
  return first?.provider_transaction_id ?? undefined;
}
