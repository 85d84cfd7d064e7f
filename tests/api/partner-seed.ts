// Clicks and conversions of two partners with accounts (sunny, blue-harbor: a dash in the name) and
// one without (quietfox), written straight into the database, and an independent count of what
// their figures must be: plain loops over this list, nothing shared with the server's code.
import type { TestServer } from './harness';

export interface SeedClick { link: string; at: string }
export interface SeedConversion { partner: string; kind: 'sale' | 'rebill'; status: 'approved' | 'refunded' | 'chargeback'; amount: number; currency: string; at: string }

export const CLICKS: SeedClick[] = [
  { link: 'sunny', at: '2026-10-02T10:00:00.000Z' },
  { link: 'sunny', at: '2026-10-15T23:59:59.000Z' },
  { link: 'sunny', at: '2026-10-31T23:59:59.999Z' },
  { link: 'Sunny', at: '2026-10-20T08:00:00.000Z' },
  { link: 'sunny', at: '2026-11-01T00:00:00.000Z' },
  { link: 'sunny', at: '2026-11-20T12:00:00.000Z' },
  { link: 'sunny', at: '2026-12-03T12:00:00.000Z' },
  { link: 'blue-harbor', at: '2026-11-04T09:00:00.000Z' },
  { link: 'blue-harbor', at: '2026-11-05T09:00:00.000Z' },
  { link: 'quietfox', at: '2026-11-06T09:00:00.000Z' },
];

export const CONVERSIONS: SeedConversion[] = [
  { partner: 'sunny', kind: 'sale', status: 'approved', amount: 29.95, currency: 'USD', at: '2026-10-02T10:05:00.000Z' },
  { partner: 'sunny', kind: 'rebill', status: 'approved', amount: 19.95, currency: 'USD', at: '2026-10-30T10:05:00.000Z' },
  { partner: 'sunny', kind: 'sale', status: 'approved', amount: 24.95, currency: 'EUR', at: '2026-10-21T10:05:00.000Z' },
  { partner: 'sunny', kind: 'sale', status: 'refunded', amount: 29.95, currency: 'USD', at: '2026-11-02T10:05:00.000Z' },
  { partner: 'sunny', kind: 'rebill', status: 'approved', amount: 19.95, currency: 'USD', at: '2026-11-29T10:05:00.000Z' },
  { partner: 'sunny', kind: 'sale', status: 'approved', amount: 50, currency: 'USD', at: '2026-12-03T12:30:00.000Z' },
  { partner: 'blue-harbor', kind: 'sale', status: 'approved', amount: 9.99, currency: 'USD', at: '2026-11-04T09:10:00.000Z' },
  { partner: 'blue-harbor', kind: 'sale', status: 'chargeback', amount: 9.99, currency: 'USD', at: '2026-11-05T09:10:00.000Z' },
  { partner: 'quietfox', kind: 'sale', status: 'approved', amount: 14.95, currency: 'USD', at: '2026-11-06T09:10:00.000Z' },
];

let serial = 0;
const clickId = (link: string) => `${link}-${String(++serial).padStart(8, 'k')}`;

export async function seedPartnerActivity(s: TestServer): Promise<void> {
  const db = s.ctx.db;
  for (const c of CLICKS) await db.insertInto('affiliate_entries').values({ affiliate_link: c.link, affiliate_id: clickId(c.link), referrer: null, status: 'open', created_at: c.at }).execute();
  for (const c of CONVERSIONS) {
    const id = clickId(c.partner);
    const payment = await db
      .insertInto('payments')
      .values({ token: `partner-seed-${id}`, user_id: null, article_id: 1, provider: 'epochCreditCard', status: c.status, amount: c.amount, currency: c.currency, username: id, email: `${id}@example.test`, password_hash: '', voucher_codes: null, affiliate_id: id, invoice: null, created_at: c.at, updated_at: c.at, paid_at: c.at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('affiliate_conversions').values({ affiliate_id: id, payment_id: payment.id, user_id: null, kind: c.kind, amount: c.amount, currency: c.currency, created_at: c.at }).execute();
  }
}

type Money = { currency: string; sales: number; rebills: number; reversals: number; amount: number; commission: number };
export type Figures = { clicks: number; sales: number; rebills: number; reversals: number; money: Money[] };

const inPeriod = (at: string, from?: string, to?: string) => (!from || at.slice(0, 10) >= from) && (!to || at.slice(0, 10) <= to);

/** What the figures must be, counted from the seed lists; `month` limits them to one YYYY-MM. */
export function expectedFigures(partner: string, percent: number, period: { from?: string; to?: string; month?: string } = {}): Figures {
  const keep = (at: string) => inPeriod(at, period.from, period.to) && (!period.month || at.startsWith(period.month));
  const clicks = CLICKS.filter((c) => c.link.toLowerCase() === partner && keep(c.at)).length;
  const conversions = CONVERSIONS.filter((c) => c.partner === partner && keep(c.at));
  const currencies = [...new Set(conversions.map((c) => c.currency))].sort();
  const money = currencies.map((currency) => {
    const mine = conversions.filter((c) => c.currency === currency);
    const paid = mine.filter((c) => c.status === 'approved');
    const cents = paid.reduce((n, c) => n + Math.round(c.amount * 100), 0);
    return {
      currency,
      sales: paid.filter((c) => c.kind === 'sale').length,
      rebills: paid.filter((c) => c.kind === 'rebill').length,
      reversals: mine.length - paid.length,
      amount: cents / 100,
      commission: Math.round((cents * percent) / 100) / 100,
    };
  });
  return { clicks, sales: money.reduce((n, m) => n + m.sales, 0), rebills: money.reduce((n, m) => n + m.rebills, 0), reversals: money.reduce((n, m) => n + m.reversals, 0), money };
}
