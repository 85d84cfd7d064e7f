// The mails of access ending: a subscription that expired (the expiry job or the biller's expiry
// record), a refund, a chargeback (to the member, and to every staff account). Each has a dedupe
// key, so the job and the biller reporting the same expiry, or a provider's retried record, mail
// once. Built inside the event's transaction, sent after it commits.
import type { AppContext } from '../context';
import type { MailMessage } from '../mail/mailer';
import { staffRecipients } from '../mail/staff-recipients';
import { planNameIn, purchasedItem } from './mail-names';
import type { PaymentRow } from './lookup';
import type { Db } from './step';

type Ctx = Pick<AppContext, 'siteOrigin'>;

const memberOf = (db: Db, userId: number) => db.selectFrom('users').select(['id', 'username', 'email', 'locale', 'blocked_at']).where('id', '=', userId).executeTakeFirst();

/** What was paid for, in the member's language: the update of a single purchase, else the plan. */
async function paidFor(db: Db, payment: Pick<PaymentRow, 'article_id' | 'update_id'>, locale: string): Promise<string> {
  if (payment.update_id != null) {
    const bought = await purchasedItem(db, payment.update_id, locale);
    if (bought) return bought.item;
  }
  const plan = await db.selectFrom('articles').select(['name', 'names']).where('id', '=', payment.article_id).executeTakeFirstOrThrow();
  return planNameIn(plan, locale);
}

/**
 * "Your membership has ended", with a renew link; none when the member still has access through
 * another subscription (a renewal or a switch) or is blocked.
 */
export async function expiredMail(ctx: Ctx, db: Db, sub: { id: number; user_id: number; article_id: number }, endedOn: string): Promise<MailMessage | undefined> {
  const member = await memberOf(db, sub.user_id);
  if (!member || member.blocked_at) return undefined;
  const later = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('user_id', '=', sub.user_id)
    .where('id', '!=', sub.id)
    .where('status', 'in', ['active', 'cancelled'])
    .where('expires_at', '>', endedOn)
    .executeTakeFirst();
  if (later) return undefined;
  const plan = await db.selectFrom('articles').select(['name', 'names']).where('id', '=', sub.article_id).executeTakeFirstOrThrow();
  return {
    template: 'subscriptionExpired',
    to: member.email,
    locale: member.locale,
    data: { username: member.username, plan: planNameIn(plan, member.locale), endedOn, renewUrl: `${ctx.siteOrigin.current()}/signup` },
    dedupeKey: `subscriptionExpired:${sub.id}`,
  };
}

/** "Your payment has been refunded": the amount, what it was for, access ended. */
export async function refundMail(db: Db, payment: PaymentRow): Promise<MailMessage | undefined> {
  const member = payment.user_id != null ? await memberOf(db, payment.user_id) : undefined;
  if (!member) return undefined;
  return {
    template: 'refund',
    to: member.email,
    locale: member.locale,
    data: { username: member.username, plan: await paidFor(db, payment, member.locale), amount: payment.amount, currency: payment.currency, provider: payment.provider },
    dedupeKey: `refund:${payment.id}`,
  };
}

/** A chargeback: the member learns the account is blocked and how to reach support; every staff account gets the details. */
export async function chargebackMails(ctx: Ctx, db: Db, payment: PaymentRow): Promise<MailMessage[]> {
  const member = payment.user_id != null ? await memberOf(db, payment.user_id) : undefined;
  const mails: MailMessage[] = [];
  if (member) {
    mails.push({
      template: 'chargeback',
      to: member.email,
      locale: member.locale,
      data: { username: member.username, plan: await paidFor(db, payment, member.locale), amount: payment.amount, currency: payment.currency, supportUrl: `${ctx.siteOrigin.current()}/support` },
      dedupeKey: `chargeback:${payment.id}`,
    });
  }
  for (const staff of await staffRecipients(db)) {
    mails.push({
      template: 'chargebackStaff',
      to: staff.email,
      locale: staff.locale,
      data: {
        username: staff.username,
        member: member?.username ?? payment.username,
        memberEmail: member?.email ?? payment.email,
        paymentId: String(payment.id),
        plan: await paidFor(db, payment, staff.locale),
        amount: payment.amount,
        currency: payment.currency,
        provider: payment.provider,
        ...(payment.paid_at ? { paidAt: payment.paid_at } : {}),
      },
      dedupeKey: `chargebackStaff:${payment.id}:${staff.id}`,
    });
  }
  return mails;
}
