import type { I18n, Messages } from '@lingui/core';
import { COMPILED_LOCALES, bcp47Of, linguiLocaleOf } from '../../shared/locales';
import type { ServerTexts } from './server-text-records';

const catalogs: Record<string, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en/messages.po'),
  de: () => import('./locales/de/messages.po'),
  fr: () => import('./locales/fr/messages.po'),
  es: () => import('./locales/es/messages.po'),
  pseudo: () => import('./locales/pseudo/messages.po'),
};

export const isBuiltInLocale = (translateCode: string) => COMPILED_LOCALES.some((l) => l.translateCode === translateCode);

/** Server texts already laid over the catalog and compiled (a server render's boot state). */
export interface CompiledServerTexts {
  messages: Messages;
}

/**
 * The messages the server texts change in a locale's catalog, compiled: a server render hands them
 * to the browser, which then needs no message compiler to hydrate.
 */
export function compileServerTexts(translateCode: string, serverTexts: ServerTexts): Promise<Messages> {
  // Every server render of a language asks with the same texts: compile them once.
  const key = `${translateCode}\u0000${JSON.stringify(serverTexts)}`;
  let compiled = compiledTexts.get(key);
  if (!compiled) {
    if (compiledTexts.size >= 32) compiledTexts.delete(compiledTexts.keys().next().value!);
    compiled = compileAnew(translateCode, serverTexts);
    compiledTexts.set(key, compiled);
    compiled.catch(() => compiledTexts.delete(key));
  }
  return compiled;
}

const compiledTexts = new Map<string, Promise<Messages>>();

async function compileAnew(translateCode: string, serverTexts: ServerTexts): Promise<Messages> {
  const lingui = linguiLocaleOf(translateCode);
  const [{ messages }, { overlayServerTexts }] = await Promise.all([catalogs[lingui]!(), import('./server-texts')]);
  const overlaid = overlayServerTexts(messages, serverTexts, lingui === 'en');
  return Object.fromEntries(Object.entries(overlaid).filter(([id, message]) => messages[id] !== message));
}

/** What `i18n.loadAndActivate` takes for a locale: its catalog with the server texts laid over it. */
export interface LoadedLocale {
  locale: string;
  messages: Messages;
}

/** Loads the catalog of a locale with its server texts, without activating it (see activateLocale). */
export async function loadLocale(translateCode: string, serverTexts?: ServerTexts | CompiledServerTexts): Promise<LoadedLocale> {
  const builtIn = isBuiltInLocale(translateCode);
  const lingui = linguiLocaleOf(translateCode);
  const [{ messages }, overlay] = await Promise.all([
    catalogs[lingui]!(),
    !serverTexts ? undefined : 'messages' in serverTexts ? serverTexts.messages : compileServerTexts(translateCode, serverTexts),
  ]);
  return { locale: builtIn ? lingui : bcp47Of(translateCode), messages: overlay ? overlaid(messages, overlay) : messages };
}

/** Catalogs with server texts laid over them, by overlay and catalog: every server render of a language merges the same two. */
const mergedCatalogs = new WeakMap<Messages, WeakMap<Messages, Messages>>();

function overlaid(catalog: Messages, overlay: Messages): Messages {
  let byCatalog = mergedCatalogs.get(overlay);
  if (!byCatalog) mergedCatalogs.set(overlay, (byCatalog = new WeakMap()));
  let merged = byCatalog.get(catalog);
  if (!merged) byCatalog.set(catalog, (merged = { ...catalog, ...overlay }));
  return merged;
}

/**
 * Loads the catalog of a locale and activates it on this app's i18n instance. A locale supplied by
 * the server has no compiled catalog: it starts from English under its own BCP 47 tag (plurals,
 * dates and numbers follow it). Server texts override and extend either (./server-texts.ts).
 */
export async function activateLocale(i18n: I18n, translateCode: string, serverTexts?: ServerTexts | CompiledServerTexts): Promise<void> {
  i18n.loadAndActivate(await loadLocale(translateCode, serverTexts));
}
