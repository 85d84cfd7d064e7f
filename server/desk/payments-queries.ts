// What the desk reads about payments: the filtered list, one payment with its raw notifications
// and audit entries, and each gift-card code with every other payment on the site that carries it.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DeskGiftCardPayment, DeskGiftCode, DeskPaymentDetail, DeskPaymentListQuery, DeskPaymentNotification, DeskPaymentRow } from '../../schemas/api/desk-payments';
import type { PaymentProviderId } from '../../schemas/payment-providers';
import { normalizeVoucherCode } from '../payments/gift-cards';
import { staffActions } from './audit-log';
import { planNameIn, updateNameIn } from './desk-names';

type Db = Kysely<Database>;

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Billers that take money back through their own refund call (the Epoch adapter's refund). */
export const PROVIDER_REFUNDS: readonly PaymentProviderId[] = ['epochCreditCard', 'epochPaypal'];

const base = (db: Db) =>
  db
    .selectFrom('payments')
    .innerJoin('articles', 'articles.id', 'payments.article_id')
    .leftJoin('updates', 'updates.id', 'payments.update_id');

const rowColumns = [
  'payments.id',
  'payments.created_at',
  'payments.paid_at',
  'payments.user_id',
  'payments.username',
  'payments.email',
  'payments.provider',
  'payments.kind',
  'payments.article_id',
  'articles.name as plan_name',
  'articles.names as plan_names',
  'payments.update_id',
  'updates.full_name as update_name',
  'updates.names as update_names',
  'payments.amount',
  'payments.currency',
  'payments.status',
  'payments.invoice_number',
] as const;

type Row = {
  id: number;
  created_at: string;
  paid_at: string | null;
  user_id: number | null;
  username: string;
  email: string;
  provider: string;
  kind: string;
  article_id: number;
  plan_name: string;
  plan_names: string | null;
  update_id: number | null;
  update_name: string | null;
  update_names: string | null;
  amount: number;
  currency: string;
  status: string;
  invoice_number: string | null;
};

const toRow = (r: Row, lang: string): DeskPaymentRow => ({
  id: r.id,
  date: r.created_at,
  paidAt: r.paid_at,
  member: { id: r.user_id, username: r.username, email: r.email },
  provider: r.provider,
  kind: r.kind,
  plan: { id: r.article_id, name: planNameIn(lang, r.plan_name, r.plan_names) },
  update: r.update_id != null ? { id: r.update_id, name: updateNameIn(lang, r.update_name ?? '', r.update_names) } : null,
  amount: Number(r.amount),
  currency: r.currency,
  status: r.status,
  invoiceNumber: r.invoice_number,
  waitingForStaff: r.status === 'needs_staff' || (r.provider === 'amazonVoucher' && r.status === 'verifying'),
});

/** The day after `day` (YYYY-MM-DD), for an inclusive `to`. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export async function listPayments(db: Db, query: DeskPaymentListQuery, lang: string): Promise<{ rows: DeskPaymentRow[]; total: number }> {
  let q = base(db);
  if (query.status) q = q.where('payments.status', '=', query.status);
  if (query.provider) q = q.where('payments.provider', '=', query.provider);
  if (query.plan) q = q.where('payments.article_id', '=', query.plan);
  // ISO strings compare in time order: `from` inclusive, `to` the whole day.
  if (query.from) q = q.where('payments.created_at', '>=', query.from);
  if (query.to) q = q.where('payments.created_at', '<', nextDay(query.to));
  if (query.q?.trim()) {
    const pattern = likePattern(query.q.trim());
    q = q.where((eb) =>
      eb.or(
        (['payments.username', 'payments.email', 'payments.invoice_number', 'payments.provider_transaction_id'] as const).map(
          (col) => sql<boolean>`lower(coalesce(${eb.ref(col)}, '')) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const size = query.s ?? 30;
  const rows = await q.select(rowColumns).orderBy('payments.id', 'desc').limit(size).offset((query.p ?? 0) * size).execute();
  return { rows: (rows as Row[]).map((r) => toRow(r, lang)), total };
}

/** The codes a payment carries as typed (stored as a JSON list). */
const typedCodes = (stored: string | null): string[] => {
  if (!stored) return [];
  try {
    const value = JSON.parse(stored) as unknown;
    return Array.isArray(value) ? value.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
};

/** Each payment's codes with every other payment that carries the same code (claimed now or before). */
export async function codesOf(db: Db, payments: { id: number; voucher_codes: string | null }[]): Promise<Map<number, DeskGiftCode[]>> {
  const typed = new Map(payments.map((p) => [p.id, typedCodes(p.voucher_codes)]));
  const normalized = [...new Set([...typed.values()].flat().map(normalizeVoucherCode))];
  const seen = normalized.length
    ? await db
        .selectFrom('voucher_claims')
        .innerJoin('payments', 'payments.id', 'voucher_claims.payment_id')
        .select(['voucher_claims.code', 'payments.id', 'payments.status', 'payments.username', 'payments.created_at'])
        .where('voucher_claims.code', 'in', normalized)
        .orderBy('payments.id')
        .execute()
    : [];
  const out = new Map<number, DeskGiftCode[]>();
  for (const [id, codes] of typed) {
    out.set(
      id,
      codes.map((code) => {
        const key = normalizeVoucherCode(code);
        const others = seen.filter((s) => s.code === key && s.id !== id);
        const unique = [...new Map(others.map((o) => [o.id, o])).values()];
        return { code, normalized: key, elsewhere: unique.map((o) => ({ paymentId: o.id, status: o.status, username: o.username, date: o.created_at })) };
      }),
    );
  }
  return out;
}

/** Gift-card payments staff have still to verify, oldest first. */
export async function giftCardQueue(db: Db, lang: string): Promise<DeskGiftCardPayment[]> {
  const rows = await base(db)
    .select(['payments.id', 'payments.created_at', 'payments.user_id', 'payments.username', 'payments.email', 'articles.name as plan_name', 'articles.names as plan_names', 'payments.amount', 'payments.currency', 'payments.voucher_codes'])
    .where('payments.provider', '=', 'amazonVoucher')
    .where('payments.status', '=', 'verifying')
    .orderBy('payments.created_at')
    .orderBy('payments.id')
    .execute();
  const codes = await codesOf(db, rows);
  return rows.map((r) => ({
    id: r.id,
    date: r.created_at,
    member: { id: r.user_id, username: r.username, email: r.email },
    plan: planNameIn(lang, r.plan_name, r.plan_names),
    amount: Number(r.amount),
    currency: r.currency,
    codes: codes.get(r.id) ?? [],
  }));
}

// Card data never reaches us from Epoch's postbacks, but should a field carry a card number or a
// security code it is masked; everything else the biller sent is shown as sent.
const CARD_FIELD = /((?:^|[&?"\s{,])"?(?:card_?num(?:ber)?|cc_?num(?:ber)?|pan|cvv2?|cvc|card_?code)"?\s*[=:]\s*"?)([^&",}\s]+)/gi;
export const maskCardData = (raw: string): string => raw.replace(CARD_FIELD, (_m, key: string, value: string) => `${key}${'•'.repeat(Math.min(value.length, 4))}`);

export async function paymentNotifications(db: Db, paymentId: number): Promise<DeskPaymentNotification[]> {
  const rows = await db.selectFrom('payment_notifications').selectAll().where('payment_id', '=', paymentId).orderBy('received_at').orderBy('id').execute();
  return rows.map((n) => ({
    id: n.id,
    receivedAt: n.received_at,
    provider: n.provider,
    eventId: n.event_id,
    kind: n.kind,
    outcome: n.outcome,
    contentType: n.content_type,
    rawBody: maskCardData(n.raw_body),
  }));
}

/** How a payment's refund happens: the biller's refund call, or staff record one made outside. */
export const refundVia = (provider: string): 'provider' | 'recorded' => (PROVIDER_REFUNDS.includes(provider as PaymentProviderId) ? 'provider' : 'recorded');

export async function paymentDetail(db: Db, id: number, lang: string): Promise<DeskPaymentDetail | undefined> {
  const row = await base(db)
    .select([...rowColumns, 'payments.voucher_codes', 'payments.provider_transaction_id', 'payments.provider_member_id', 'payments.attention_reason', 'payments.decision', 'payments.decision_note', 'payments.period_start', 'payments.period_end'])
    .where('payments.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [codes, notifications, audit] = await Promise.all([codesOf(db, [row]), paymentNotifications(db, id), staffActions(db, { targetKind: 'payment', targetId: String(id), s: 100 })]);
  return {
    ...toRow(row as Row, lang),
    providerTransactionId: row.provider_transaction_id,
    providerMemberId: row.provider_member_id,
    attentionReason: row.attention_reason,
    decision: row.decision,
    decisionNote: row.decision_note,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    codes: codes.get(id) ?? [],
    notifications,
    audit: audit.rows,
    refundable: row.status === 'approved',
    refundVia: refundVia(row.provider),
  };
}
