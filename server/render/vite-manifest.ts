// The built client's Vite manifest (build.manifest): which chunks a page's blocks and its language's
// catalog live in, so the page can announce them with <link rel="modulepreload"> and the browser
// loads them alongside the main script instead of after it (the client awaits them to hydrate).
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

/** `videoDetail` -> `video-detail`: a block's folder (README, "Adding a block"). */
const folderOf = (type: string) => type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export function preloadTags(manifest: ViteManifest, page: { blocks: string[]; locale: string }): string {
  const [entryKey, entry] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
  if (!entryKey || !entry) return '';
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const next of manifest[key].imports ?? []) walk(next, into);
  };
  // What index.html loads anyway: the entry and its static imports.
  const loaded = new Set<string>();
  walk(entryKey, loaded);

  const wanted = new Set<string>();
  const dynamic = entry.dynamicImports ?? [];
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
  for (const sheet of css) tags.push(`<link rel="stylesheet" crossorigin href="/${escapeAttr(sheet)}">`);
  return tags.join('');
}
