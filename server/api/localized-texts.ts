// Per-language texts of a catalogue row. Each translatable table keeps them in its `names` JSON
// column as `{field}_{translateCode}` (`fullName_de_DE`, `description_fr_FR`, `content_es_ES`...);
// the plain columns hold English. One column per row keeps every query a single-table read on
// SQLite and PostgreSQL alike, and a missing text falls back to English field by field.
import type { Request } from 'express';
import { CONTENT_LANG_PARAM, contentLangOf } from '../../shared/content-lang';
import { HttpError } from '../http-error';

export type Texts = Readonly<Record<string, string>>;

const NONE: Texts = Object.freeze({});

/**
 * Parsed `names` columns by their JSON text. A page serialises the same rows again and again (every
 * card, every render of an uncached page), and parsing them was about a millisecond of a home
 * page's server CPU. The text is the key, so an edited row is parsed afresh; the oldest go first.
 */
export const TEXTS_KEPT = 5000;
const parsed = new Map<string, Texts>();

/** The texts of a `names` column; an unreadable one counts as none. Shared: never change the object. */
export function parseTexts(json: string | null | undefined): Texts {
  if (!json) return NONE;
  const known = parsed.get(json);
  if (known) return known;
  const texts = readTexts(json);
  if (parsed.size >= TEXTS_KEPT) parsed.delete(parsed.keys().next().value!);
  parsed.set(json, texts);
  return texts;
}

function readTexts(json: string): Texts {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return NONE;
    return Object.freeze(Object.fromEntries(Object.entries(value).filter(([, text]) => typeof text === 'string' && text !== ''))) as Texts;
  } catch {
    return NONE;
  }
}

/** A field in the language, else the English base text. */
export const textIn = (texts: Texts, field: string, lang: string, english: string): string => texts[`${field}_${lang}`] ?? english;

/** A nullable field in the language, else the English base text (or null). */
export const optionalTextIn = (texts: Texts, field: string, lang: string, english: string | null): string | null => texts[`${field}_${lang}`] ?? english;

/** The `fullName_{translateCode}` names the API sends beside `fullName`, or undefined when there are none. */
export function fullNamesOf(texts: Texts): Record<string, string> | undefined {
  const names = Object.entries(texts).filter(([key]) => /^fullName_[a-z]{2}_[A-Z]{2}$/.test(key));
  return names.length ? Object.fromEntries(names) : undefined;
}

/**
 * The language a request asks content in (`?lang=de_DE`); English when it names none readable.
 * Given twice it is refused like every other repeated query parameter.
 */
export function requestLang(req: Pick<Request, 'query'> | { query: Record<string, unknown> }): string {
  const value = req.query[CONTENT_LANG_PARAM];
  if (Array.isArray(value) || (value !== undefined && typeof value !== 'string')) {
    throw new HttpError(400, 'validation_failed', `Invalid query parameter: ${CONTENT_LANG_PARAM} must be given once`, { [CONTENT_LANG_PARAM]: 'must be given once' });
  }
  return contentLangOf(value);
}
