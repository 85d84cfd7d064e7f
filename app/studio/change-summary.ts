// What publishing changes, as items a person can read: blocks added, removed or moved per page, and
// props and settings compared field by field (a slide's image, not the whole `slides` array). The
// publish dialog words these; `pageLosses` finds pages that lose most of their blocks, which must be
// confirmed before they go live. Pure: no React, no i18n.
import type { LayoutEntry, SiteConfig } from '../../schemas/config/site-config';

/** A path inside a block's props or the configuration: keys and array indexes. */
export type FieldPath = readonly (string | number)[];

interface BlockRef {
  /** The layout's site key without `site` (`home` for `homesite`). */
  page: string;
  blockType: string;
  /** Position among the page's entries in reading order (containers included), 0-based. */
  index: number;
  id?: string;
}

export type ChangeItem =
  | ({ kind: 'block_added' } & BlockRef)
  | ({ kind: 'block_removed' } & BlockRef)
  | ({ kind: 'block_moved'; from: number } & BlockRef)
  | ({ kind: 'prop_changed'; path: FieldPath } & BlockRef)
  | { kind: 'setting_changed'; path: FieldPath };

export interface PageLoss {
  page: string;
  before: number;
  after: number;
}

type Sites = Partial<Record<string, { containers?: LayoutEntry[] }>>;

const pageName = (siteKey: string) => siteKey.replace(/site$/, '');
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every entry of a layout in reading order, containers before their blocks. */
function flatten(entries: readonly LayoutEntry[] | undefined, out: LayoutEntry[] = []): LayoutEntry[] {
  for (const entry of entries ?? []) {
    out.push(entry);
    if (entry.type === 'container') flatten(entry.blocks, out);
  }
  return out;
}

/** Blocks that show something (containers only group them). */
const countBlocks = (entries: readonly LayoutEntry[]) => entries.filter((entry) => entry.type !== 'container').length;

/**
 * A key that follows a block through edits: its id, or else its type and how many blocks of that
 * type come before it (ids are optional in the configuration).
 */
function keysOf(entries: readonly LayoutEntry[]): string[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    if (entry.id) return `id:${entry.id}`;
    const nth = seen.get(entry.type) ?? 0;
    seen.set(entry.type, nth + 1);
    return `type:${entry.type}:${nth}`;
  });
}

/** `{ "620": url, "960": url, ... }`: one picture in several widths. */
const isImageSet = (value: Record<string, unknown>) => {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => /^\d+$/.test(key));
};

/** Field-by-field differences: arrays and objects are entered, only changed leaves are reported. */
export function diffFields(before: unknown, after: unknown, path: FieldPath = [], out: FieldPath[] = []): FieldPath[] {
  if (Object.is(before, after)) return out;
  if (Array.isArray(before) && Array.isArray(after)) {
    for (let index = 0; index < Math.max(before.length, after.length); index += 1) diffFields(before[index], after[index], [...path, index], out);
    return out;
  }
  if (isObject(before) && isObject(after)) {
    // An image in every width is one field: choosing a picture changes them all.
    if (isImageSet(before) && isImageSet(after)) {
      if (JSON.stringify(before) !== JSON.stringify(after)) out.push(path);
      return out;
    }
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) diffFields(before[key], after[key], [...path, key], out);
    return out;
  }
  out.push(path);
  return out;
}

/** The longest run of keys both orders share: blocks outside it are the ones that moved. */
function stayedInOrder(before: readonly string[], after: readonly string[]): Set<string> {
  const lengths = before.map(() => new Array<number>(after.length + 1).fill(0));
  lengths.push(new Array<number>(after.length + 1).fill(0));
  for (let i = before.length - 1; i >= 0; i -= 1)
    for (let j = after.length - 1; j >= 0; j -= 1)
      lengths[i]![j] = before[i] === after[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const kept = new Set<string>();
  let i = 0;
  let j = 0;
  while (i < before.length && j < after.length) {
    if (before[i] === after[j]) {
      kept.add(before[i]!);
      i += 1;
      j += 1;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i += 1;
    else j += 1;
  }
  return kept;
}

/** A block type's default props (the registry's), so `props: {}` and the same values written out compare equal. */
export type DefaultsOf = (blockType: string) => Record<string, unknown> | undefined;

export interface SummaryOptions {
  defaultsOf?: DefaultsOf;
}

/** An entry's own fields compared (props over defaults, and settings; a container's blocks are entries of their own). */
function entryFields(entry: LayoutEntry, defaultsOf: DefaultsOf | undefined): Record<string, unknown> {
  const { blocks: _blocks, type, id: _id, props, ...settings } = entry as LayoutEntry & { blocks?: unknown };
  return { ...settings, ...defaultsOf?.(type), ...(isObject(props) ? props : {}) };
}

function pageChanges(page: string, beforeEntries: LayoutEntry[], afterEntries: LayoutEntry[], defaultsOf: DefaultsOf | undefined): ChangeItem[] {
  const beforeKeys = keysOf(beforeEntries);
  const afterKeys = keysOf(afterEntries);
  const beforeAt = new Map(beforeKeys.map((key, index) => [key, index]));
  const afterSet = new Set(afterKeys);
  const shared = afterKeys.filter((key) => beforeAt.has(key));
  const kept = stayedInOrder(
    beforeKeys.filter((key) => afterSet.has(key)),
    shared,
  );
  const ref = (entry: LayoutEntry, index: number): BlockRef => ({ page, blockType: entry.type, index, ...(entry.id ? { id: entry.id } : {}) });
  const items: ChangeItem[] = [];
  // A container only groups blocks: its blocks are counted as added, removed or moved, not itself.
  const isBlock = (entry: LayoutEntry) => entry.type !== 'container';
  beforeKeys.forEach((key, index) => {
    if (!afterSet.has(key) && isBlock(beforeEntries[index]!)) items.push({ kind: 'block_removed', ...ref(beforeEntries[index]!, index) });
  });
  afterKeys.forEach((key, index) => {
    const entry = afterEntries[index]!;
    const from = beforeAt.get(key);
    if (from === undefined) {
      if (isBlock(entry)) items.push({ kind: 'block_added', ...ref(entry, index) });
      return;
    }
    if (!kept.has(key) && isBlock(entry)) items.push({ kind: 'block_moved', from, ...ref(entry, index) });
    for (const path of diffFields(entryFields(beforeEntries[from]!, defaultsOf), entryFields(entry, defaultsOf))) items.push({ kind: 'prop_changed', path, ...ref(entry, index) });
  });
  return items;
}

const sitesOf = (config: SiteConfig | null | undefined): Sites => (config?.ui?.sites ?? {}) as Sites;

/** Everything that changes from `before` (live) to `after` (the document): pages first, then settings. */
export function summarizeChange(before: SiteConfig, after: SiteConfig, { defaultsOf }: SummaryOptions = {}): ChangeItem[] {
  const beforeSites = sitesOf(before);
  const afterSites = sitesOf(after);
  const items: ChangeItem[] = [];
  for (const siteKey of new Set([...Object.keys(beforeSites), ...Object.keys(afterSites)])) {
    items.push(...pageChanges(pageName(siteKey), flatten(beforeSites[siteKey]?.containers), flatten(afterSites[siteKey]?.containers), defaultsOf));
  }
  // Settings: everything outside the page layouts, field by field.
  const withoutSites = (config: SiteConfig) => ({ ...config, ui: { ...config?.ui, sites: undefined } });
  for (const path of diffFields(withoutSites(before), withoutSites(after))) items.push({ kind: 'setting_changed', path });
  return items;
}

/** Pages that lose more than half of their blocks, or all of them. */
export function pageLosses(before: SiteConfig, after: SiteConfig): PageLoss[] {
  const beforeSites = sitesOf(before);
  const afterSites = sitesOf(after);
  const losses: PageLoss[] = [];
  for (const [siteKey, layout] of Object.entries(beforeSites)) {
    const had = countBlocks(flatten(layout?.containers));
    const has = countBlocks(flatten(afterSites[siteKey]?.containers));
    if (had > 0 && (has === 0 || has < had / 2)) losses.push({ page: pageName(siteKey), before: had, after: has });
  }
  return losses;
}

/**
 * A prop path in words: array items counted from 1 under the singular of their list
 * (`slides/1/image` → "slide 2 image"), language codes in brackets.
 */
export function describeFieldPath(path: FieldPath): string {
  const words: string[] = [];
  path.forEach((part, position) => {
    if (typeof part === 'number') {
      const list = path[position - 1];
      const last = words.length - 1;
      if (typeof list === 'string' && last >= 0 && words[last] === list) words[last] = list.replace(/ies$/, 'y').replace(/s$/, '');
      words.push(String(part + 1));
    } else if (/^[a-z]{2}_[A-Z]{2}$/.test(part)) words.push(`(${part})`);
    else words.push(part);
  });
  return words.join(' ');
}
