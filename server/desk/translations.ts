// The desk's translation table: every interface text key (the English sources of the catalogs and
// the operator's own keys) with what the site shows in one locale, the missing ones first. A text
// the operator sets is a translation record, laid over the catalog on the site
// (src/i18n/server-texts.ts), exactly as PUT /api/translations stores it.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { linguiLocaleOf } from '../../shared/locales';
import type { DeskTranslation, DeskTranslationsQuery } from '../../schemas/api/desk-translations';
import { catalogOf } from './translations-catalog';

/** The translate code whose translation records are the operator's English texts. */
export const ENGLISH_TRANSLATE_CODE = 'en_US';

/** Every key with its texts in `translateCode`, missing first, then by key. */
export async function translationTable(db: Kysely<Database>, translateCode: string): Promise<DeskTranslation[]> {
  const rows = await db.selectFrom('translations').select(['lang_key', 'translate_code', 'text']).where('translate_code', 'in', [translateCode, ENGLISH_TRANSLATE_CODE]).execute();
  const own = new Map(rows.filter((r) => r.translate_code === translateCode).map((r) => [r.lang_key, r.text]));
  const englishOwn = new Map(rows.filter((r) => r.translate_code === ENGLISH_TRANSLATE_CODE).map((r) => [r.lang_key, r.text]));
  const english = catalogOf('en');
  const lingui = linguiLocaleOf(translateCode);
  // A locale without a catalog of its own (Italian, say) starts from nothing: every text is missing.
  const builtIns = translateCode === ENGLISH_TRANSLATE_CODE ? english : lingui === 'en' ? new Map<string, string>() : catalogOf(lingui);
  const keys = new Set([...english.keys(), ...own.keys(), ...englishOwn.keys()]);
  const table = [...keys].map((key) => {
    const builtIn = translateCode === ENGLISH_TRANSLATE_CODE ? key : (builtIns.get(key) ?? '');
    const overridden = own.has(key);
    const source = english.has(key) ? key : (englishOwn.get(key) ?? key);
    const text = own.get(key) ?? (builtIn || (translateCode === ENGLISH_TRANSLATE_CODE ? source : ''));
    return { key, english: englishOwn.get(key) ?? source, text, builtIn, overridden, missing: text === '' };
  });
  return table.sort((a, b) => Number(b.missing) - Number(a.missing) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** One page of the table, filtered by words and by missing. */
export async function translationPage(db: Kysely<Database>, query: DeskTranslationsQuery): Promise<{ rows: DeskTranslation[]; total: number }> {
  let rows = await translationTable(db, query.locale);
  if (query.missing) rows = rows.filter((r) => r.missing);
  const words = query.q?.trim().toLowerCase();
  if (words) rows = rows.filter((r) => r.key.toLowerCase().includes(words) || r.english.toLowerCase().includes(words) || r.text.toLowerCase().includes(words));
  const size = query.s ?? 30;
  const start = (query.p ?? 0) * size;
  return { rows: rows.slice(start, start + size), total: rows.length };
}
