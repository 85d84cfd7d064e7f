// Texts the server supplies (locale records' `lang` maps, which the translation records fill) laid
// over the compiled interface catalogs.
//
// How a text key names an interface message (Lingui ids are hashes of the English source text):
// 1. the key is the English source text itself, as in the catalogs' msgid, ICU placeholders included
//    ("Search", "Hello {name}", "{0, plural, one {# photo} other {# photos}}");
// 2. otherwise the key's English text (its `lang_en_US`) is that source text ("nav.updates" -> "Updates");
// 3. otherwise the key is a text of its own that no catalog has, loaded under the key as its id.
// A server text replaces the catalog's text for that message (an operator may change a built-in
// German text); a locale without a catalog starts from English, so every key it lacks stays English.
//
// The message compiler and the id hash are loaded only where texts are laid over (activate-locale.ts
// imports this file on demand): a server render hands the browser the result, already compiled.
import type { Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { ServerTexts } from './server-text-records';

export { ENGLISH, serverTextsOf, type ServerTexts } from './server-text-records';

/** The catalog id a key names (see the rules above). */
export function messageIdOf(catalog: Messages, key: string, englishText: string | undefined): string {
  const bySource = generateMessageId(key);
  if (bySource in catalog) return bySource;
  if (englishText !== undefined) {
    const byEnglish = generateMessageId(englishText);
    if (byEnglish in catalog) return byEnglish;
  }
  return key;
}

/**
 * A server text in Lingui's compiled form (so Lingui neither warns nor parses at render time);
 * undefined for a malformed ICU text, which then keeps the catalog's (or English) text.
 */
export function compileServerText(text: string): Messages[string] | undefined {
  try {
    return compileMessageOrThrow(text) as Messages[string];
  } catch {
    return undefined;
  }
}

/**
 * `catalog` with the server texts laid over it. `fromEnglish`: the catalog is the English one
 * standing in for a locale without its own, so the operator's English texts apply to it as well.
 */
export function overlayServerTexts(catalog: Messages, texts: ServerTexts, fromEnglish: boolean): Messages {
  const messages: Messages = { ...catalog };
  const put = (key: string, text: string, onlyIfMissing: boolean) => {
    const id = messageIdOf(catalog, key, texts.english[key]);
    // A key is data from the server: it must not reach the object's prototype.
    if (id === '__proto__' || (onlyIfMissing && id in catalog)) return;
    const compiled = compileServerText(text);
    if (compiled !== undefined) messages[id] = compiled;
  };
  // English first: the fallback of keys no catalog has (and, on English, the operator's English).
  for (const [key, text] of Object.entries(texts.english)) put(key, text, !fromEnglish);
  for (const [key, text] of Object.entries(texts.lang)) put(key, text, false);
  return messages;
}
