// Partner accounts: a partners row (name = the link id after ?aff=, commission, status) and the
// user (role partner) who signs in to read its figures. Created from the desk; the partner sets a
// password through the password-reset mail, so no password is ever chosen or seen by staff.
import crypto from 'node:crypto';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { ROLE } from '../../shared/roles';
import { hashPassword } from '../auth/passwords';
import { constraintViolation } from '../db/constraint-violation';
import { sendPasswordReset } from './members-actions';
import { partnerFigures, partnerTotals, totalsOf } from './partner-figures';
import type { DeskPartnerRow, PartnerAccount, PartnerPeriodQuery, PartnerReport, PartnerStatus } from '../../schemas/api/partners';

type PartnerRow = { id: number; name: string; commission_percent: number; status: string; user_id: number | null; created_at: string; username: string | null; email: string | null };

const status = (s: string): PartnerStatus => (s === 'paused' ? 'paused' : 'active');
/** Percent kept to 2 decimals, as the desk shows it. */
export const percentOf = (n: number) => Math.round(n * 100) / 100;
export const exampleLinkOf = (name: string) => `/?aff=${encodeURIComponent(name)}`;

const partnerQuery = (ctx: AppContext) =>
  ctx.db
    .selectFrom('partners as pa')
    .leftJoin('users as u', 'u.id', 'pa.user_id')
    .select(['pa.id', 'pa.name', 'pa.commission_percent', 'pa.status', 'pa.user_id', 'pa.created_at', 'u.username', 'u.email']);

const toAccount = (r: PartnerRow): PartnerAccount => ({
  id: r.id,
  name: r.name,
  commissionPercent: Number(r.commission_percent),
  status: status(r.status),
  userId: r.user_id,
  username: r.username,
  email: r.email,
  createdAt: r.created_at,
});

export async function partnerById(ctx: AppContext, id: number): Promise<PartnerAccount | undefined> {
  const row = await partnerQuery(ctx).where('pa.id', '=', id).executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

export async function partnerOfUser(ctx: AppContext, userId: number): Promise<PartnerAccount | undefined> {
  const row = await partnerQuery(ctx).where('pa.user_id', '=', userId).executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

/** Every partner account, and every name with clicks or conversions in the period but no account. */
export async function partnerList(ctx: AppContext, period: PartnerPeriodQuery): Promise<DeskPartnerRow[]> {
  const [accounts, totals] = await Promise.all([partnerQuery(ctx).orderBy('pa.name').execute(), partnerTotals(ctx.db, period)]);
  const known = new Set(accounts.map((a) => a.name));
  const rows: DeskPartnerRow[] = accounts.map((a) => ({
    id: a.id,
    name: a.name,
    status: status(a.status),
    commissionPercent: Number(a.commission_percent),
    username: a.username,
    totals: totalsOf(totals.get(a.name), Number(a.commission_percent)),
  }));
  for (const [name, t] of totals) {
    // Without an account there is no commission agreed yet: the amount shows, the commission is 0.
    if (!known.has(name)) rows.push({ id: null, name, status: 'no_account', commissionPercent: null, username: null, totals: totalsOf(t, 0) });
  }
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

export async function partnerReport(ctx: AppContext, partner: PartnerAccount, period: PartnerPeriodQuery): Promise<PartnerReport> {
  const figures = await partnerFigures(ctx.db, partner.name, partner.commissionPercent, period);
  return { name: partner.name, commissionPercent: partner.commissionPercent, status: partner.status, exampleLink: exampleLinkOf(partner.name), ...figures };
}

/**
 * Creates the partner, its sign-in account (username = name) and, when missing, the campaign that
 * makes /?aff=<name> count as a click; then mails the set-password link. 409 on a taken name,
 * username or address.
 */
export async function createPartner(ctx: AppContext, input: { name: string; email: string; commissionPercent: number }): Promise<PartnerAccount> {
  const now = ctx.now();
  const email = input.email.trim();
  const taken = await ctx.db
    .selectFrom('users')
    .select(['username_lower', 'email_lower'])
    .where((eb) => eb.or([eb('username_lower', '=', input.name), eb('email_lower', '=', email.toLowerCase())]))
    .execute();
  if (await ctx.db.selectFrom('partners').select('id').where('name', '=', input.name).executeTakeFirst()) throw new HttpError(409, 'partner_exists', 'A partner with this name exists already', { name: 'Taken' });
  if (taken.some((u) => u.username_lower === input.name)) throw new HttpError(409, 'username_taken', 'An account with this name as username exists already: choose another partner name', { name: 'Taken' });
  if (taken.some((u) => u.email_lower === email.toLowerCase())) throw new HttpError(409, 'email_taken', 'An account with this email address exists already', { email: 'Taken' });
  // Nobody knows this password: the partner chooses theirs through the mailed link.
  const unusable = await hashPassword(crypto.randomBytes(32).toString('base64url'));
  let id: number;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({ role_id: ROLE.partner, username: input.name, username_lower: input.name, email, email_lower: email.toLowerCase(), password_hash: unusable, avatar: null, customer: 0, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const partner = await trx
        .insertInto('partners')
        .values({ name: input.name, commission_percent: percentOf(input.commissionPercent), status: 'active', user_id: user.id, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const campaign = await trx.selectFrom('affiliate_campaigns').select('id').where('affiliate_id', '=', input.name).executeTakeFirst();
      if (!campaign) await trx.insertInto('affiliate_campaigns').values({ affiliate_id: input.name, target: '/', created_at: now }).execute();
      return partner.id;
    });
  } catch (err) {
    // Two desks creating the same partner at once: the second one loses the unique index.
    if (constraintViolation(err) === 'unique') throw new HttpError(409, 'partner_exists', 'A partner or account with this name or address exists already', { name: 'Taken' });
    throw err;
  }
  const partner = (await partnerById(ctx, id))!;
  await sendPasswordReset(ctx, partner.userId!);
  return partner;
}

export async function changePartner(ctx: AppContext, id: number, change: { commissionPercent?: number; status?: PartnerStatus }): Promise<{ before: PartnerAccount; after: PartnerAccount }> {
  const before = await partnerById(ctx, id);
  if (!before) throw new HttpError(404, 'not_found', 'Partner not found');
  const set: { commission_percent?: number; status?: string } = {};
  if (change.commissionPercent !== undefined) set.commission_percent = percentOf(change.commissionPercent);
  if (change.status !== undefined) set.status = change.status;
  await ctx.db.updateTable('partners').set(set).where('id', '=', id).execute();
  return { before, after: (await partnerById(ctx, id))! };
}
