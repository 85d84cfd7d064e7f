// Payments as the signup, purchase and emulator calls look them up, a new pending one with its
// gift-card claims, and the gift-card payments staff verify.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AppContext } from '../context';
import type { Database, PaymentsTable } from '../db/schema';
import type { AttentionPayment, AttentionReason, PaymentStatus, VoucherPayment } from '../../schemas/api/membership';
import { normalizeVoucherCode } from '../payments/gift-cards';
import { claimKeys, claimKind, releaseClaims, type ClaimKind } from '../payments/claims';
import { ROLE } from '../../shared/roles';

type PaymentRow = Selectable<PaymentsTable>;

export function insertPayment(ctx: AppContext, payment: Insertable<PaymentsTable>): Promise<PaymentRow> {
  return ctx.db.insertInto('payments').values(payment).returningAll().executeTakeFirstOrThrow();
}

/** Thrown inside the signup's transaction to roll it back when a gift-card code is already claimed. */
class CodeTaken extends Error {}

/** Thrown inside the transaction to roll it back when a name or update is held or already exists. */
class Taken extends Error {
  constructor(public taken: { kind: ClaimKind; by: 'pending_payment' | 'account' | 'purchase' }) {
    super('taken');
  }
}

/** Why a new payment could not be made: a name or update another payment holds, or one that exists already. */
export type Refusal = 'code_taken' | { kind: ClaimKind; by: 'pending_payment' | 'account' | 'purchase' };

/**
 * A new pending payment and, in the same transaction, the member account it is for when one is
 * given (a visitor paying by gift card: they log in to watch the verification; the payment then
 * points at that account and keeps no password hash of its own) and the claims of its gift-card
 * codes (normalised). A code some other payment holds, or one typed twice, rolls everything back:
 * the unique index decides, so of two concurrent signups with one code exactly one gets it.
 */
export async function insertPaymentWithAccount(
  ctx: AppContext,
  payment: Insertable<PaymentsTable>,
  options: { account?: { username: string; email: string; password_hash: string }; claims?: string[]; reserve?: { keys: string[]; expiresAt: string } } = {},
): Promise<PaymentRow | Refusal> {
  const { account, claims = [], reserve } = options;
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      let inserted = await trx.insertInto('payments').values(payment).returningAll().executeTakeFirstOrThrow();
      if (reserve?.keys.length) {
        const held = await claimKeys(trx, inserted.id, reserve.keys, payment.created_at, reserve.expiresAt);
        if (held) throw new Taken({ kind: claimKind(held), by: 'pending_payment' });
        // Read after claiming: an approval that made the account committed before our claim could land.
        await refuseExisting(trx, reserve.keys);
      }
      if (account) {
        const user = await trx
          .insertInto('users')
          .values({
            role_id: ROLE.member,
            username: account.username,
            username_lower: account.username.toLowerCase(),
            email: account.email,
            email_lower: account.email.toLowerCase(),
            password_hash: account.password_hash,
            avatar: null,
            customer: 0,
            created_at: payment.created_at,
            ...(payment.locale ? { locale: payment.locale } : {}),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        inserted = await trx.updateTable('payments').set({ user_id: user.id, password_hash: '' }).where('id', '=', inserted.id).returningAll().executeTakeFirstOrThrow();
        // The account row guards its names from now on.
        await releaseClaims(trx, inserted.id, payment.created_at);
      }
      if (claims.length) {
        const claimed = await trx
          .insertInto('voucher_claims')
          .values(claims.map((code) => ({ code, payment_id: inserted.id, claimed_at: payment.created_at, released_at: null })))
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if (Number(claimed.numInsertedOrUpdatedRows ?? 0) < claims.length) throw new CodeTaken();
      }
      return inserted;
    });
  } catch (error) {
    if (error instanceof CodeTaken) return 'code_taken';
    if (error instanceof Taken) return error.taken;
    throw error;
  }
}

/** Throws Taken when an account has the claimed username or email, or the member owns the claimed update. */
async function refuseExisting(db: Kysely<Database>, keys: string[]) {
  for (const key of keys) {
    const kind = claimKind(key);
    const value = key.slice(kind.length + 1);
    if (kind === 'purchase') {
      const [userId, updateId] = value.split(':').map(Number);
      const owned = await db.selectFrom('purchases').select('id').where('user_id', '=', userId!).where('update_id', '=', updateId!).executeTakeFirst();
      if (owned) throw new Taken({ kind, by: 'purchase' });
    } else {
      const user = await db.selectFrom('users').select('id').where(kind === 'username' ? 'username_lower' : 'email_lower', '=', value).executeTakeFirst();
      if (user) throw new Taken({ kind, by: 'account' });
    }
  }
}

/** A declined or failed payment gives its gift-card codes back; the claim stays as history. */
export async function releaseVoucherClaims(db: Kysely<Database>, paymentId: number, now: string): Promise<void> {
  await db.updateTable('voucher_claims').set({ released_at: now }).where('payment_id', '=', paymentId).where('released_at', 'is', null).execute();
}

/**
 * Gift-card payments waiting for staff, oldest first, each code with the first other payment it
 * was entered on (a code given back after a decline, or claimed twice before claims existed).
 */
export async function verifyingVoucherPayments(ctx: AppContext): Promise<VoucherPayment[]> {
  const payments = await ctx.db
    .selectFrom('payments')
    .innerJoin('articles', 'articles.id', 'payments.article_id')
    .select(['payments.id', 'payments.username', 'payments.email', 'payments.amount', 'payments.currency', 'payments.created_at', 'payments.voucher_codes', 'articles.name'])
    .where('payments.provider', '=', 'amazonVoucher')
    .where('payments.status', '=', 'verifying')
    .orderBy('payments.id')
    .execute();
  const typed = new Map(payments.map((p) => [p.id, p.voucher_codes ? (JSON.parse(p.voucher_codes) as string[]) : []]));
  const normalized = [...new Set([...typed.values()].flat().map(normalizeVoucherCode))];
  const seen = normalized.length
    ? await ctx.db
        .selectFrom('voucher_claims')
        .innerJoin('payments', 'payments.id', 'voucher_claims.payment_id')
        .select(['voucher_claims.code', 'payments.id', 'payments.status', 'payments.created_at'])
        .where('voucher_claims.code', 'in', normalized)
        .orderBy('payments.id')
        .execute()
    : [];
  return payments.map((p) => ({
    id: p.id,
    username: p.username,
    email: p.email,
    for: p.name,
    amount: p.amount,
    currency: p.currency,
    created_at: p.created_at,
    codes: typed.get(p.id)!.map((code) => {
      const key = normalizeVoucherCode(code);
      const other = seen.find((s) => s.code === key && s.id !== p.id);
      return { code, normalized: key, duplicateOf: other ? { id: other.id, status: other.status as PaymentStatus, created_at: other.created_at } : null };
    }),
  }));
}

export function paymentById(ctx: AppContext, id: number): Promise<PaymentRow | undefined> {
  return ctx.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What the signup page polls: status and the account it is for. */
export function paymentStatus(ctx: AppContext, token: string) {
  return ctx.db.selectFrom('payments').select(['status', 'username', 'email', 'provider']).where('token', '=', token).executeTakeFirst();
}

/** A payment with the name of its plan (the Epoch emulator's join page). */
export function paymentWithPlan(ctx: AppContext, token: string) {
  return ctx.db
    .selectFrom('payments')
    .innerJoin('articles', 'articles.id', 'payments.article_id')
    .selectAll('payments')
    .select('articles.name as plan')
    .where('payments.token', '=', token)
    .executeTakeFirst();
}

/** A member's payments, latest first, with the plan's name. */
export function memberPayments(ctx: AppContext, userId: number) {
  return ctx.db
    .selectFrom('payments')
    .innerJoin('articles', 'articles.id', 'payments.article_id')
    .select(['payments.id', 'payments.status', 'payments.kind', 'payments.amount', 'payments.currency', 'payments.paid_at', 'payments.provider', 'payments.created_at', 'payments.invoice_number', 'articles.name', 'articles.names'])
    .where('payments.user_id', '=', userId)
    .orderBy('payments.id', 'desc')
    .execute();
}

/** Payments waiting for staff, oldest first, with what they were for. */
export async function paymentsWaitingForStaff(ctx: AppContext): Promise<AttentionPayment[]> {
  const rows = await ctx.db
    .selectFrom('payments')
    .innerJoin('articles', 'articles.id', 'payments.article_id')
    .leftJoin('updates', 'updates.id', 'payments.update_id')
    .select([
      'payments.id',
      'payments.attention_reason',
      'payments.attention_at',
      'payments.username',
      'payments.email',
      'payments.user_id',
      'payments.update_id',
      'payments.amount',
      'payments.currency',
      'payments.provider',
      'payments.provider_transaction_id',
      'payments.created_at',
      'articles.name',
      'updates.full_name',
    ])
    .where('payments.status', '=', 'needs_staff')
    .orderBy('payments.id')
    .execute();
  return rows.map((p) => ({
    id: p.id,
    reason: (p.attention_reason ?? 'paid_late') as AttentionReason,
    username: p.username,
    email: p.email,
    userId: p.user_id,
    for: p.full_name ?? p.name,
    updateId: p.update_id,
    amount: p.amount,
    currency: p.currency,
    provider: p.provider,
    providerTransactionId: p.provider_transaction_id,
    created_at: p.created_at,
    since: p.attention_at ?? p.created_at,
  }));
}
