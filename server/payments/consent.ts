// The signup's consent, kept with the payment: the text the buyer saw (as the form sent it, else
// the server's English wording of the same terms), its hash and version, and the terms computed
// here from the plan, never taken from the browser. Staff read it with the payment.
import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { AppContext } from '../context';
import type { ArticlesTable } from '../db/schema';
import type { PaymentConsent } from '../../schemas/api/membership';
import { CONSENT_VERSION, consentTerms, type ConsentTerms } from '../../shared/consent';

const day = (iso: string) => iso.slice(0, 10);
const months = (n: number) => (n === 1 ? 'month' : `${n} months`);

/** The consent in English, for a client that sends no text of its own (an API call). */
export function consentTextEn(plan: string, terms: ConsentTerms): string {
  const price = `${terms.amount.toFixed(2)} ${terms.currency}`;
  const lines = [
    terms.recurring && terms.firstRebillAt
      ? `${plan}: ${price} now for the first ${months(terms.periodMonths)}, then ${price} every ${months(terms.periodMonths)} from ${day(terms.firstRebillAt)} until you cancel.`
      : `${plan}: ${price} once for ${terms.periodMonths === 1 ? '1 month' : months(terms.periodMonths)}, no automatic renewal.`,
  ];
  if (terms.descriptor) lines.push(`Shown on your statement as ${terms.descriptor}.`);
  lines.push(terms.recurring ? 'I agree to the terms and to the recurring charge described above.' : 'I agree to the terms and to the charge described above.');
  return lines.join('\n');
}

/** When the member's current access ends (a new plan's period starts after it), if later than now. */
async function paidUntil(ctx: AppContext, userId: number | null, now: string): Promise<string | null> {
  if (userId === null) return null;
  const current = await ctx.db
    .selectFrom('subscriptions')
    .select('expires_at')
    .where('user_id', '=', userId)
    .where('status', 'in', ['active', 'cancelled'])
    .orderBy('expires_at', 'desc')
    .executeTakeFirst();
  return current && current.expires_at > now ? current.expires_at : null;
}

/** Stores what the buyer of `payment` agreed to. */
export async function recordConsent(
  ctx: AppContext,
  payment: { id: number; user_id: number | null; provider: string; locale: string },
  plan: Selectable<ArticlesTable>,
  shownText: string | undefined,
  now: string,
): Promise<void> {
  const { core } = await ctx.configs.active();
  const terms = consentTerms(core, { price_dollar: plan.price_dollar, expiresInMonths: plan.expires_in_months, recurring: plan.recurring === 1 }, payment.provider, now, await paidUntil(ctx, payment.user_id, now));
  const text = shownText?.trim() || consentTextEn(plan.name, terms);
  await ctx.db
    .insertInto('payment_consents')
    .values({
      payment_id: payment.id,
      version: CONSENT_VERSION,
      text,
      text_hash: crypto.createHash('sha256').update(text).digest('hex'),
      amount: terms.amount,
      currency: terms.currency,
      period_months: terms.periodMonths,
      recurring: terms.recurring ? 1 : 0,
      first_rebill_at: terms.firstRebillAt,
      descriptor: terms.descriptor,
      locale: payment.locale,
      agreed_at: now,
    })
    .execute();
}

/** The consent stored with a payment, as staff read it; undefined when the payment has none. */
export async function consentOfPayment(ctx: AppContext, paymentId: number): Promise<PaymentConsent | undefined> {
  const row = await ctx.db.selectFrom('payment_consents').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
  if (!row) return undefined;
  return {
    paymentId: row.payment_id,
    version: row.version,
    text: row.text,
    textHash: row.text_hash,
    amount: row.amount,
    currency: row.currency,
    periodMonths: row.period_months,
    recurring: row.recurring === 1,
    firstRebillAt: row.first_rebill_at,
    descriptor: row.descriptor,
    locale: row.locale,
    agreedAt: row.agreed_at,
  };
}
