// What partners brought, per partner and month (UTC): clicks (affiliate_entries), the links they
// came by, and conversions (affiliate_conversions) still paid, reversed, and the commission on them.
// A click id is the partner's name, a dash and 8 random characters: the partner is the part before
// the last dash, so figures of names without an account yet are kept and shown too.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PartnerFigures, PartnerLink, PartnerMoney, PartnerMonth, PartnerPeriodQuery } from '../../schemas/api/partners';

type Db = Kysely<Database>;

/** The partner a click id (or a link id) belongs to: before the last dash, in lowercase. */
export const partnerNameOf = (clickId: string): string => {
  const dash = clickId.lastIndexOf('-');
  return (dash > 0 ? clickId.slice(0, dash) : clickId).toLowerCase();
};

export interface ConversionRow {
  partner: string;
  month: string;
  currency: string;
  sales: number;
  rebills: number;
  reversals: number;
  /** Whole cents: sums stay exact however many conversions add up. */
  amountCents: number;
  reversedCents: number;
}

export interface ClickRow {
  partner: string;
  link: string;
  month: string;
  clicks: number;
}

const likePrefix = (name: string) => `${name.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`;
const cents = (n: unknown) => Math.round(Number(n ?? 0) * 100);
// Dates are ISO text (UTC): a day's bounds and a month's first 7 characters compare as strings.
const fromBound = (period: PartnerPeriodQuery) => (period.from ? `${period.from}T00:00:00.000Z` : undefined);
const toBound = (period: PartnerPeriodQuery) => (period.to ? `${period.to}T23:59:59.999Z` : undefined);

/** Conversions per click id's partner, month and currency; only `partner`'s when given. */
export async function conversionRows(db: Db, period: PartnerPeriodQuery, partner?: string): Promise<ConversionRow[]> {
  let q = db
    .selectFrom('affiliate_conversions as c')
    .innerJoin('payments as p', 'p.id', 'c.payment_id')
    .select((eb) => [
      'c.affiliate_id as clickId',
      sql<string>`substr(c.created_at, 1, 7)`.as('month'),
      'c.currency as currency',
      eb.fn.sum<number>(sql`case when p.status = 'approved' and c.kind = 'sale' then 1 else 0 end`).as('sales'),
      eb.fn.sum<number>(sql`case when p.status = 'approved' and c.kind = 'rebill' then 1 else 0 end`).as('rebills'),
      eb.fn.sum<number>(sql`case when p.status = 'approved' then c.amount else 0 end`).as('amount'),
      eb.fn.sum<number>(sql`case when p.status in ('refunded', 'chargeback') then 1 else 0 end`).as('reversals'),
      eb.fn.sum<number>(sql`case when p.status in ('refunded', 'chargeback') then c.amount else 0 end`).as('reversedAmount'),
    ])
    .groupBy(['c.affiliate_id', sql`substr(c.created_at, 1, 7)`, 'c.currency']);
  const from = fromBound(period);
  const to = toBound(period);
  if (from) q = q.where('c.created_at', '>=', from);
  if (to) q = q.where('c.created_at', '<=', to);
  if (partner) q = q.where(sql<boolean>`lower(c.affiliate_id) like ${likePrefix(partner)} escape '\\'`);
  const rows = await q.execute();
  return rows
    .map((r) => ({
      partner: partnerNameOf(r.clickId),
      month: r.month,
      currency: r.currency,
      sales: Number(r.sales ?? 0),
      rebills: Number(r.rebills ?? 0),
      reversals: Number(r.reversals ?? 0),
      amountCents: cents(r.amount),
      reversedCents: cents(r.reversedAmount),
    }))
    .filter((r) => !partner || r.partner === partner);
}

/** Clicks per link and month, with the link's partner; only `partner`'s when given. */
export async function clickRows(db: Db, period: PartnerPeriodQuery, partner?: string): Promise<ClickRow[]> {
  let q = db
    .selectFrom('affiliate_entries as e')
    .select((eb) => ['e.affiliate_link as link', sql<string>`substr(e.created_at, 1, 7)`.as('month'), eb.fn.countAll<number>().as('clicks')])
    // A click id is its link id, a dash and 8 characters: the link's partner is the click's.
    .groupBy(['e.affiliate_link', sql`substr(e.created_at, 1, 7)`]);
  const from = fromBound(period);
  const to = toBound(period);
  if (from) q = q.where('e.created_at', '>=', from);
  if (to) q = q.where('e.created_at', '<=', to);
  if (partner) q = q.where(sql<boolean>`lower(e.affiliate_link) = ${partner}`);
  const rows = await q.execute();
  return rows.map((r) => ({ partner: r.link.toLowerCase(), link: r.link, month: r.month, clicks: Number(r.clicks) }));
}

type Tally = { clicks: number; money: Map<string, { sales: number; rebills: number; reversals: number; amountCents: number }> };

const emptyTally = (): Tally => ({ clicks: 0, money: new Map() });

function addConversion(t: Tally, r: ConversionRow) {
  const m = t.money.get(r.currency) ?? { sales: 0, rebills: 0, reversals: 0, amountCents: 0 };
  m.sales += r.sales;
  m.rebills += r.rebills;
  m.reversals += r.reversals;
  m.amountCents += r.amountCents;
  t.money.set(r.currency, m);
}

/** Commission in cents: the amount × percent, rounded to a whole cent. */
export const commissionCents = (amountCents: number, percent: number) => Math.round((amountCents * percent) / 100);

function figuresOf(t: Tally, percent: number): PartnerFigures {
  const money: PartnerMoney[] = [...t.money.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, m]) => ({ currency, sales: m.sales, rebills: m.rebills, reversals: m.reversals, amount: m.amountCents / 100, commission: commissionCents(m.amountCents, percent) / 100 }));
  const sum = (k: 'sales' | 'rebills' | 'reversals') => money.reduce((n, m) => n + m[k], 0);
  return { clicks: t.clicks, sales: sum('sales'), rebills: sum('rebills'), reversals: sum('reversals'), money };
}

/** Totals per partner name for a period (the desk's list). */
export async function partnerTotals(db: Db, period: PartnerPeriodQuery): Promise<Map<string, Tally>> {
  const [clicks, conversions] = await Promise.all([clickRows(db, period), conversionRows(db, period)]);
  const byPartner = new Map<string, Tally>();
  const tally = (name: string) => byPartner.get(name) ?? byPartner.set(name, emptyTally()).get(name)!;
  for (const c of clicks) tally(c.partner).clicks += c.clicks;
  for (const r of conversions) addConversion(tally(r.partner), r);
  return byPartner;
}

export const totalsOf = (t: Tally | undefined, percent: number): PartnerFigures => figuresOf(t ?? emptyTally(), percent);

/** One partner's links, months (newest first) and totals for a period. */
export async function partnerFigures(db: Db, name: string, percent: number, period: PartnerPeriodQuery): Promise<{ links: PartnerLink[]; months: PartnerMonth[]; totals: PartnerFigures }> {
  const [clicks, conversions] = await Promise.all([clickRows(db, period, name), conversionRows(db, period, name)]);
  const months = new Map<string, Tally>();
  const total = emptyTally();
  const links = new Map<string, number>();
  const month = (key: string) => months.get(key) ?? months.set(key, emptyTally()).get(key)!;
  for (const c of clicks) {
    month(c.month).clicks += c.clicks;
    total.clicks += c.clicks;
    links.set(c.link, (links.get(c.link) ?? 0) + c.clicks);
  }
  for (const r of conversions) {
    addConversion(month(r.month), r);
    addConversion(total, r);
  }
  return {
    links: [...links.entries()].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0)).map(([link, n]) => ({ link, clicks: n })),
    months: [...months.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([period, t]) => ({ period, ...figuresOf(t, percent) })),
    totals: figuresOf(total, percent),
  };
}
