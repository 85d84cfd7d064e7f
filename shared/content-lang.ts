// The language content texts come in (names, descriptions, posts, plans): the `lang` query
// parameter of content requests, a translate code such as `de_DE`. It is part of the URL, so every
// cache keeps one copy per language without a Vary header; anything unreadable means English.

export const CONTENT_LANG_PARAM = 'lang';
/** The language of the stored base texts (`full_name`, `description`...), and the fallback. */
export const DEFAULT_CONTENT_LANG = 'en_US';

/** A `lang` value as a translate code (`de_DE`; `de-de` is read too); anything else is English. */
export function contentLangOf(value: unknown): string {
  if (typeof value !== 'string') return DEFAULT_CONTENT_LANG;
  const match = /^([a-z]{2})[_-]([a-z]{2})$/i.exec(value.trim());
  return match ? `${match[1]!.toLowerCase()}_${match[2]!.toUpperCase()}` : DEFAULT_CONTENT_LANG;
}
