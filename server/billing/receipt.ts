// A receipt for one of the member's paid payments, by its invoice number: the seller from the
// active configuration, the billing descriptor and VAT treatment of the endpoint it was paid
// through (shared/billing-terms.ts), the item in the reader's language and the period it paid for.
// Another member's invoice number, or one that does not exist, is the same undefined (a 404).
import type { AppContext } from '../context';
import type { Receipt, ReceiptVat } from '../../schemas/api/receipts';
import type { PaymentStatus } from '../../schemas/api/membership';
import { billingTermsOf } from '../../shared/billing-terms';
import { addMonths } from './lookup';
import { parseTexts, textIn } from '../api/localized-texts';

const SECTION_OF: Record<string, string> = { video: 'videos', photo: 'photos', dvd: 'dvds' };

/** Statuses of a payment that was paid (a refund or chargeback keeps its receipt, marked so). */
export const RECEIPT_STATUSES = ['approved', 'refunded', 'chargeback'] as const;

const round2 = (n: number) => Math.round(n * 100) / 100;

export async function memberReceipt(ctx: AppContext, userId: number, invoice: string, lang: string): Promise<Receipt | undefined> {
  const row = await ctx.db
    .selectFrom('payments')
    .innerJoin('articles', 'articles.id', 'payments.article_id')
    .leftJoin('updates', 'updates.id', 'payments.update_id')
    .select([
      'payments.invoice_number',
      'payments.paid_at',
      'payments.status',
      'payments.kind',
      'payments.amount',
      'payments.currency',
      'payments.provider',
      'payments.username',
      'payments.email',
      'payments.period_start',
      'payments.period_end',
      'payments.update_id',
      'articles.name as plan_name',
      'articles.names as plan_names',
      'articles.recurring',
      'articles.expires_in_months',
      'updates.full_name as update_name',
      'updates.names as update_names',
      'updates.perma_link as update_perma_link',
      'updates.content_type as update_type',
    ])
    .where('payments.user_id', '=', userId)
    .where('payments.invoice_number', '=', invoice)
    .where('payments.status', 'in', [...RECEIPT_STATUSES])
    .executeTakeFirst();
  if (!row || !row.invoice_number || !row.paid_at) return undefined;
  const config = await ctx.configs.active();
  const { core } = config;
  const terms = billingTermsOf(core, row.provider);
  const isUpdate = row.update_id != null && row.update_name != null;
  const item: Receipt['item'] = isUpdate
    ? {
        kind: 'update',
        name: textIn(parseTexts(row.update_names), 'fullName', lang, row.update_name!),
        recurring: false,
        ...(row.update_perma_link ? { watchPath: `/${SECTION_OF[row.update_type ?? 'video'] ?? 'videos'}/${encodeURIComponent(row.update_perma_link)}` } : {}),
      }
    : { kind: 'plan', name: textIn(parseTexts(row.plan_names), 'name', lang, row.plan_name), recurring: row.recurring === 1 };
  // Payments from before the period was recorded: their plan's length from the day they were paid.
  const period = isUpdate
    ? undefined
    : row.period_start && row.period_end
      ? { periodStart: row.period_start, periodEnd: row.period_end }
      : row.expires_in_months > 0
        ? { periodStart: row.paid_at, periodEnd: addMonths(row.paid_at, row.expires_in_months) }
        : undefined;
  const rate = core.payment.vatRate;
  const vat: ReceiptVat = terms.merchantOfRecord
    ? { mode: 'merchantOfRecord', biller: terms.biller }
    : rate
      ? { mode: 'included', rate, net: round2(row.amount / (1 + rate / 100)), amount: round2(row.amount - row.amount / (1 + rate / 100)) }
      : { mode: 'none' };
  return {
    invoice: row.invoice_number,
    paidAt: row.paid_at,
    status: row.status as PaymentStatus,
    kind: row.kind === 'rebill' ? 'rebill' : 'sale',
    seller: { name: core.deployment.siteName, url: ctx.siteOrigin.current(), ...(core.social.email ? { supportEmail: core.social.email } : {}) },
    billingDescriptor: terms.descriptor,
    member: { username: row.username, email: row.email },
    item,
    ...period,
    amount: row.amount,
    currency: row.currency,
    paymentMethod: row.provider,
    vat,
  };
}
