// Demo logins so a fresh install can be explored at once: a staff account (publisher) for the
// configuration studio, an editor who makes preview links but cannot publish, a member with
// an active subscription, and a partner (the seeded link id partner1) who reads their own figures. Their passwords are public
// (server/README.md): DEMO_ACCOUNTS=0 makes seed() skip them; on a real site delete or re-password them.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { ROLE } from '../../shared/roles';
import { addMonths } from '../billing/lookup';
import { assignInvoiceNumber } from '../billing/invoice-number';

export const DEMO_STAFF = { username: 'staff', email: 'staff@emotions.example', password: 'staff-demo-2026', role: ROLE.staff } as const;
export const DEMO_MEMBER = { username: 'member', email: 'member@emotions.example', password: 'member-demo-2026', role: ROLE.member } as const;
/** An editor: works in the studio and makes preview links, cannot publish (shared/roles.ts). */
export const DEMO_EDITOR = { username: 'editor', email: 'editor@emotions.example', password: 'editor-demo-2026', role: ROLE.editor } as const;
/** A partner account for the seeded campaign link `?aff=partner1`, with a few recorded clicks. */
export const DEMO_PARTNER = { username: 'partner1', email: 'partner1@emotions.example', password: 'partner-demo-2026', role: ROLE.partner } as const;
export const DEMO_ACCOUNT_LIST = [DEMO_STAFF, DEMO_MEMBER, DEMO_EDITOR, DEMO_PARTNER] as const;
const DEMO_PARTNER_COMMISSION_PERCENT = 25;
const DEMO_PARTNER_CLICKS = 6;
/** The demo member's seeded payment: it still marks that account after a rename. */
export const DEMO_PAYMENT_TOKEN = 'demo-member-seed-payment';
/**
 * The emulated Epoch's ids for the demo member's sale: fixed, so `npm run sandbox -- rebill --user
 * member` finds the subscription on a fresh start and after a restart (the emulator reads its
 * members from these rows). Below the range freshEpochId hands out, so no real signup collides.
 */
export const DEMO_EPOCH_MEMBER_ID = '90000001';
export const DEMO_EPOCH_TRANSACTION_ID = '90000002';

export async function seedDemoAccounts(db: Kysely<Database>, now = new Date()) {
  const at = now.toISOString();
  const ids: number[] = [];
  for (const account of DEMO_ACCOUNT_LIST) {
    // `npm run create-staff` may have run before the first start and taken the name.
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb.or([eb('username_lower', '=', account.username), eb('email_lower', '=', account.email)]))
      .executeTakeFirst();
    if (taken) continue;
    const user = await db
      .insertInto('users')
      .values({
        role_id: account.role,
        username: account.username,
        username_lower: account.username,
        email: account.email,
        email_lower: account.email,
        password_hash: await hashPassword(account.password),
        avatar: null,
        customer: account === DEMO_MEMBER ? 1 : 0,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(user.id);
  }
  await seedDemoPartner(db, ids, now);
  const member = await db.selectFrom('users').select('id').where('username_lower', '=', DEMO_MEMBER.username).executeTakeFirst();
  if (!member || !ids.includes(member.id)) return ids;
  // The member joined the recurring Monthly plan (article 1) by card through the emulated Epoch at
  // seeding: the rows an approved Epoch sale leaves (sale.ts), so every life-cycle command works.
  const memberId = member.id;
  const plan = await db.selectFrom('articles').select(['price_dollar', 'expires_in_months']).where('id', '=', 1).executeTakeFirst();
  const payment = await db
    .insertInto('payments')
    .values({
      token: DEMO_PAYMENT_TOKEN,
      user_id: memberId,
      article_id: 1,
      provider: 'epochCreditCard',
      status: 'approved',
      amount: plan?.price_dollar ?? 19.95,
      currency: 'USD',
      username: DEMO_MEMBER.username,
      email: DEMO_MEMBER.email,
      password_hash: '',
      voucher_codes: null,
      affiliate_id: null,
      invoice: null,
      created_at: at,
      updated_at: at,
      paid_at: at,
      provider_transaction_id: DEMO_EPOCH_TRANSACTION_ID,
      provider_member_id: DEMO_EPOCH_MEMBER_ID,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const subscription = await db
    .insertInto('subscriptions')
    .values({
      user_id: memberId,
      article_id: 1,
      payment_id: payment.id,
      starts_at: at,
      expires_at: addMonths(at, plan?.expires_in_months ?? 1),
      recurring: 1,
      status: 'active',
      provider: 'epochCreditCard',
      provider_member_id: DEMO_EPOCH_MEMBER_ID,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('payments').set({ subscription_id: subscription.id }).where('id', '=', payment.id).execute();
  // A paid payment has its receipt, as every approval gives one (server/billing/invoice-number.ts).
  await assignInvoiceNumber(db, payment.id, at);
  return ids;
}

/** The demo partner's row (its link id, commission) and clicks spread over the last days, when its account was just made. */
async function seedDemoPartner(db: Kysely<Database>, createdIds: number[], now: Date) {
  const partner = await db.selectFrom('users').select('id').where('username_lower', '=', DEMO_PARTNER.username).executeTakeFirst();
  if (!partner || !createdIds.includes(partner.id)) return;
  if (await db.selectFrom('partners').select('id').where('name', '=', DEMO_PARTNER.username).executeTakeFirst()) return;
  await db.insertInto('partners').values({ name: DEMO_PARTNER.username, commission_percent: DEMO_PARTNER_COMMISSION_PERCENT, status: 'active', user_id: partner.id, created_at: now.toISOString() }).execute();
  const clicks = Array.from({ length: DEMO_PARTNER_CLICKS }, (_, i) => ({
    affiliate_link: DEMO_PARTNER.username,
    affiliate_id: `${DEMO_PARTNER.username}-demo${String(i).padStart(4, '0')}`,
    referrer: 'https://blog.example/reviews',
    status: 'open',
    created_at: new Date(now.getTime() - i * 86_400_000).toISOString(),
  }));
  await db.insertInto('affiliate_entries').values(clicks).execute();
}
