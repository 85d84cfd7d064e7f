// The English texts a German, French or Spanish visitor must not meet: every interface message
// (the Lingui English catalog) and every English text of the configuration's per-locale maps, less
// those the target language writes the same way ("Videos", "Newsletter", brand names).
import { readFileSync } from 'node:fs';

/** msgid -> msgstr of a PO catalog (multi-line strings joined, escapes undone). */
export function readPo(file: string): Map<string, string> {
  const unquote = (lines: string) =>
    [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string).join('');
  const entries = new Map<string, string>();
  for (const block of readFileSync(file, 'utf8').split(/\n\n+/)) {
    const id = /^msgid ((?:".*"\n?)+)/m.exec(block);
    const str = /^msgstr ((?:".*"\n?)+)/m.exec(block);
    if (id && str && unquote(id[1]!)) entries.set(unquote(id[1]!), unquote(str[1]!));
  }
  return entries;
}

const TRANSLATE_CODE = /^[a-z]{2}_[A-Z]{2}$/;

/** Every `{ en_US: …, de_DE: … }` text map in a configuration. */
export function localizedTexts(config: unknown): Array<Record<string, string>> {
  const found: Array<Record<string, string>> = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      if (entries.length && entries.every(([key, text]) => TRANSLATE_CODE.test(key) && typeof text === 'string')) found.push(value as Record<string, string>);
      else entries.forEach(([, child]) => walk(child));
    }
  };
  walk(config);
  return found;
}

/**
 * The pieces of a text that appear verbatim on a page: placeholders (`{name}`), plural and select
 * forms and markup (`<0>…</0>`, HTML) split it; a piece must have a word of three letters or more.
 */
export function visibleFragments(text: string): string[] {
  if (/\{\w+,\s*(plural|select|selectordinal),/.test(text)) return [];
  return text
    .split(/\{[^}]*\}|<[^>]+>|\n+|(?<=[.!?])\s+/)
    .map((piece) => piece.replace(/^[\s.,:;–—"'“”„«»()!?…-]+|[\s,:;–—"'“”„«»(…-]+$/g, '').trim())
    .filter((piece) => /\p{L}{3,}/u.test(piece));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A whole-word, case-sensitive search for a text; not a part of an e-mail address or a domain. */
export const wordPattern = (text: string) => new RegExp(`(?<![\\p{L}\\p{N}@.])${escapeRegExp(text)}(?![\\p{L}\\p{N}@]|\\.\\p{L})`, 'u');

/**
 * The English texts to look for on a page in `lingui` (`de`) / `translateCode` (`de_DE`): every
 * fragment of an English message or configuration text that the language's own texts do not also
 * contain as a whole word (then it is the language's word too).
 */
export function englishStringsFor(lingui: string, translateCode: string, configFile = 'site-configs/default.json'): string[] {
  const english = readPo('src/i18n/locales/en/messages.po');
  const target = readPo(`src/i18n/locales/${lingui}/messages.po`);
  const maps = localizedTexts(JSON.parse(readFileSync(configFile, 'utf8')));
  const sources = [...english.keys(), ...maps.map((map) => map.en_US).filter((text): text is string => Boolean(text))];
  const own = [...target.values(), ...maps.map((map) => map[translateCode] ?? '')].join('\n');
  const fragments = new Set(sources.flatMap(visibleFragments));
  return [...fragments].filter((fragment) => !wordPattern(fragment).test(own));
}
