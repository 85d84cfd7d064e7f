// The built client's Vite manifest (build.manifest): which chunks the app, a page's blocks and its
// language's catalog live in, so the app loads them all at once when it starts instead of one
// after the other (the client awaits them to hydrate).
import { linguiLocaleOf } from '../../shared/locales';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** `videoDetail` -> `video-detail`: a block's folder (docs/adding-a-block.md). */
const folderOf = (type: string) => type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page's app code (the app chunk and what it imports), its blocks' chunks and its language's
 * catalog, as modulepreload links in an inert `<template id="app-preloads">`: the bootstrap puts
 * them in the head when it starts the app, so they load together then, and not before the page has
 * loaded for a visitor whose app starts later.
 */
export function preloadTags(manifest: ViteManifest, page: { blocks: string[]; locale: string }): string {
  const [entryKey, entry] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
  if (!entryKey || !entry) return '';
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const next of manifest[key].imports ?? []) walk(next, into);
  };
  // What index.html loads anyway: the bootstrap and its static imports.
  const loaded = new Set<string>();
  walk(entryKey, loaded);

  // The bootstrap's dynamic import is the app itself (app/start-app.tsx).
  const wanted = new Set<string>();
  for (const key of entry.dynamicImports ?? []) walk(key, wanted);
  const dynamic = new Set([...loaded, ...wanted].flatMap((key) => manifest[key]?.dynamicImports ?? []));
  for (const type of page.blocks) {
    const folder = `blocks/${folderOf(type)}/`;
    for (const key of dynamic) if (key.startsWith(folder)) walk(key, wanted);
  }
  const catalog = `src/i18n/locales/${linguiLocaleOf(page.locale)}/messages.po`;
  if (manifest[catalog]) walk(catalog, wanted);

  const tags: string[] = [];
  const css = new Set<string>();
  for (const key of wanted) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key]!;
    for (const sheet of chunk.css ?? []) css.add(sheet);
    tags.push(`<link rel="modulepreload" crossorigin href="/${escapeAttr(chunk.file)}">`);
  }
  // A stylesheet is part of the page, with or without the app: in the head itself.
  const sheets = [...css].map((sheet) => `<link rel="stylesheet" crossorigin href="/${escapeAttr(sheet)}">`);
  return (tags.length ? `<template id="app-preloads">${tags.join('')}</template>` : '') + sheets.join('');
}
