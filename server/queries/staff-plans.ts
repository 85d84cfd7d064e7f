// Subscription plans (the `articles` rows of type SUBSCRIPTION) as the staff content area sees
// them. Feature lines are stored as the site always kept them: `price_text`, lines joined by <br>;
// per-locale texts in `names` as `name_de_DE`, `price_text_de_DE`, `article_text_de_DE`.
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { ArticlesTable, Database } from '../db/schema';
import type { StaffPlan, StaffPlanCreateBody } from '../../schemas/api/staff-plans';
import { textsOf } from './staff-updates';

type Db = Kysely<Database> | Transaction<Database>;

const LOCALE_KEY = /^(name|price_text|article_text)_([a-z]{2}_[A-Z]{2})$/;

const linesOf = (text: string): string[] =>
  text
    .split(/<br\s*\/?>/i)
    .map((line) => line.replace(/<[^>]*>/g, '').trim())
    .filter(Boolean);

export const plansOnly = (db: Db) => db.selectFrom('articles').where('article_type', '=', 'SUBSCRIPTION');

export async function staffPlan(db: Db, id: number): Promise<StaffPlan | undefined> {
  const row = await plansOnly(db).selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toStaffPlan(row) : undefined;
}

export function toStaffPlan(row: Pick<ArticlesTable, 'name' | 'price_dollar' | 'price_euro' | 'price_text' | 'article_text' | 'payment_providers' | 'provider_code' | 'expires_in_months' | 'recurring'> & { id: number; names: string; active: number; position: number }): StaffPlan {
  const names: Record<string, string> = {};
  const localizedFeatures: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(textsOf(row.names))) {
    const m = LOCALE_KEY.exec(key);
    if (!m) continue;
    if (m[1] === 'name') names[`name_${m[2]}`] = value;
    else if (m[1] === 'article_text') names[`description_${m[2]}`] = value;
    else localizedFeatures[m[2]!] = linesOf(value);
  }
  return {
    id: row.id,
    name: row.name,
    names,
    priceDollar: Number(row.price_dollar),
    priceEuro: Number(row.price_euro),
    periodMonths: row.expires_in_months,
    recurring: !!row.recurring,
    features: linesOf(row.price_text),
    localizedFeatures,
    description: row.article_text,
    paymentProviders: row.payment_providers.split(',').filter(Boolean),
    providerCode: row.provider_code,
    active: !!row.active,
    position: row.position,
  };
}

/** The row's columns for the given fields; per-locale texts merged into the stored ones. */
export function planRow(input: Partial<StaffPlanCreateBody>, storedNames: string): Updateable<ArticlesTable> {
  const row: Updateable<ArticlesTable> = {};
  if (input.name !== undefined) row.name = input.name;
  if (input.priceDollar !== undefined) row.price_dollar = input.priceDollar;
  if (input.priceEuro !== undefined) row.price_euro = input.priceEuro;
  if (input.periodMonths !== undefined) row.expires_in_months = input.periodMonths;
  if (input.recurring !== undefined) row.recurring = input.recurring ? 1 : 0;
  if (input.features !== undefined) row.price_text = input.features.join('<br>');
  if (input.description !== undefined) row.article_text = input.description;
  if (input.paymentProviders !== undefined) row.payment_providers = input.paymentProviders.join(',');
  if (input.providerCode !== undefined) row.provider_code = input.providerCode;
  if (input.active !== undefined) row.active = input.active ? 1 : 0;
  if (input.position !== undefined) row.position = input.position;
  if (input.names !== undefined || input.localizedFeatures !== undefined) {
    const texts: Record<string, string> = { ...textsOf(storedNames) };
    const set = (key: string, value: string) => {
      if (value === '') delete texts[key];
      else texts[key] = value;
    };
    for (const [key, value] of Object.entries(input.names ?? {})) {
      const [, field, locale] = /^(name|description)_(.+)$/.exec(key)!;
      set(`${field === 'name' ? 'name' : 'article_text'}_${locale}`, value);
    }
    for (const [locale, lines] of Object.entries(input.localizedFeatures ?? {})) set(`price_text_${locale}`, lines.join('<br>'));
    row.names = JSON.stringify(texts);
  }
  return row;
}
