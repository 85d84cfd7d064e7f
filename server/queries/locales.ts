// The site's locales and the operator's translated texts: the locale records (`lang`: texts by key)
// and translation records (`langKey`, `lang_<translateCode>`) are two views of one table.
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database, LocalesTable } from '../db/schema';

type Db = Kysely<Database>;

export const localeRows = (ctx: AppContext) => ctx.db.selectFrom('locales').selectAll().orderBy('position').execute();

export const translationRows = (ctx: AppContext) => ctx.db.selectFrom('translations').selectAll().orderBy('lang_key').execute();

export interface LocaleRecord {
  id: string;
  name: string;
  permaLink: string;
  translateCode: string;
  langCode: string;
  lang: Record<string, string>;
}

/** Every locale with its texts, in the operator's order. */
export async function localeRecords(ctx: AppContext): Promise<LocaleRecord[]> {
  const [locales, rows] = await Promise.all([localeRows(ctx), translationRows(ctx)]);
  return locales.map((l) => {
    const lang: Record<string, string> = {};
    for (const t of rows) if (t.translate_code === l.translate_code) lang[t.lang_key] = t.text;
    return { id: l.id, name: l.name, permaLink: l.perma_link, translateCode: l.translate_code, langCode: l.lang_code, lang };
  });
}

/** Translation records, all or those of some keys. */
export async function translationRecords(ctx: AppContext, keys?: string[]): Promise<Record<string, string>[]> {
  if (keys && !keys.length) return [];
  let query = ctx.db.selectFrom('translations').selectAll().orderBy('lang_key');
  if (keys) query = query.where('lang_key', 'in', keys);
  const byKey = new Map<string, Record<string, string>>();
  for (const t of await query.execute()) {
    const record = byKey.get(t.lang_key) ?? { langKey: t.lang_key };
    record[`lang_${t.translate_code}`] = t.text;
    byKey.set(t.lang_key, record);
  }
  return [...byKey.values()];
}

export interface TextChange {
  key: string;
  translateCode: string;
  /** null removes the text. */
  text: string | null;
}

export async function writeTexts(db: Db, changes: TextChange[]): Promise<void> {
  for (const { key, translateCode, text } of changes) {
    if (text === null) {
      await db.deleteFrom('translations').where('lang_key', '=', key).where('translate_code', '=', translateCode).execute();
    } else {
      await db
        .insertInto('translations')
        .values({ lang_key: key, translate_code: translateCode, text })
        .onConflict((oc) => oc.columns(['lang_key', 'translate_code']).doUpdateSet({ text }))
        .execute();
    }
  }
}

type LocaleFields = Omit<LocalesTable, 'translate_code' | 'is_default' | 'position'>;

/** Adds a locale at the end of the list or changes the stored one; true when it was added. */
export async function saveLocale(db: Db, translateCode: string, fields: Partial<LocaleFields> & Pick<LocaleFields, 'name'>, defaults: LocaleFields): Promise<boolean> {
  const existing = await db.selectFrom('locales').select('id').where('translate_code', '=', translateCode).executeTakeFirst();
  if (existing) {
    await db.updateTable('locales').set(fields).where('translate_code', '=', translateCode).execute();
    return false;
  }
  const last = await db.selectFrom('locales').select((eb) => eb.fn.max('position').as('position')).executeTakeFirst();
  await db
    .insertInto('locales')
    .values({ ...defaults, ...fields, translate_code: translateCode, is_default: 0, position: Number(last?.position ?? -1) + 1 })
    .execute();
  return true;
}

/** Removes a locale and its texts; false when there was none. */
export async function deleteLocale(db: Db, translateCode: string): Promise<boolean> {
  const removed = await db.deleteFrom('locales').where('translate_code', '=', translateCode).executeTakeFirst();
  if (!Number(removed.numDeletedRows)) return false;
  await db.deleteFrom('translations').where('translate_code', '=', translateCode).execute();
  return true;
}
