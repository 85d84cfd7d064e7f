// Inserting a block from the palette: `{ type, id, props: defaults }` goes into the chosen site:
// into the selected container, after the selected block, else after the layout entry the cursor
// is in (when that is in the chosen site), else at the end of the site's containers. The text is
// edited in place so the operator's formatting stays.
import type { EditorState, TransactionSpec } from '@codemirror/state';
import { pointerAt, pointerRanges, type PointerRange } from './json-pointers';

export interface BlockSource {
  type: string;
  defaults: unknown;
}

export interface LayoutEntryDraft {
  type: string;
  id: string;
  props: unknown;
}

const kebab = (type: string) => type.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** Every `id` used by a layout entry anywhere in the configuration. */
export function usedIds(config: unknown): Set<string> {
  const ids = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const { id } = value as { id?: unknown };
      if (typeof id === 'string') ids.add(id);
      Object.values(value).forEach(visit);
    }
  };
  visit(config);
  return ids;
}

/** The entry to insert, with an id no other entry uses (`tag-cloud`, `tag-cloud-2`, ...). */
export function draftEntry(block: BlockSource, taken: Set<string>): LayoutEntryDraft {
  const base = kebab(block.type);
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return { type: block.type, id, props: structuredClone(block.defaults) };
}

/**
 * The layout list the cursor is in and the index to insert after (undefined: append).
 * `/ui/sites/homesite/containers/3/blocks/1/props/x` -> list `.../containers/3/blocks`, after 1.
 */
export function listAtPointer(pointer: string): { site: string; list: string; after?: number } | null {
  const tokens = pointer.split('/').slice(1);
  if (tokens[0] !== 'ui' || tokens[1] !== 'sites' || !tokens[2] || tokens[3] !== 'containers') return null;
  let list = `/ui/sites/${tokens[2]}/containers`;
  let position = 4;
  for (;;) {
    const index = tokens[position];
    if (index === undefined || !/^\d+$/.test(index)) return { site: tokens[2], list };
    if (tokens[position + 1] === 'blocks' && (tokens[position + 2] === undefined || /^\d+$/.test(tokens[position + 2]!))) {
      list = `${list}/${index}/blocks`;
      position += 2;
      continue;
    }
    return { site: tokens[2], list, after: Number(index) };
  }
}

const indentOf = (state: EditorState, pos: number) => {
  const line = state.doc.lineAt(pos);
  return /^\s*/.exec(line.text)?.[0] ?? '';
};

const render = (entry: LayoutEntryDraft, indent: string) => JSON.stringify(entry, null, 2).replaceAll('\n', `\n${indent}`);

/** Why nothing was inserted: the text is not JSON, there is no `ui` object, or the target is not a list. */
export type InsertProblem = { error: 'syntax' } | { error: 'no-ui' } | { error: 'not-a-list'; list: string };
export type InsertPlan = { spec: TransactionSpec; list: string; index: number } | InsertProblem;

/** Where the selected entry (a JSON pointer) takes new blocks: inside a container, after a block. */
function selectedTarget(config: unknown, selected: string | null | undefined, site: string) {
  if (!selected) return null;
  const target = listAtPointer(selected);
  if (!target || target.site !== site) return null;
  let entry: unknown = config;
  for (const token of selected.slice(1).split('/')) entry = entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[token] : undefined;
  const isContainer = (entry as { type?: unknown } | undefined)?.type === 'container' && /\/\d+$/.test(selected);
  return isContainer ? { site, list: `${selected}/blocks` } : target;
}

/**
 * Plans the edit; `site` is the site key (e.g. `homesite`) the block goes into; `selected` the
 * entry chosen in the outline or the preview (a JSON pointer).
 */
export function planInsert(state: EditorState, block: BlockSource, site: string, selected?: string | null): InsertPlan {
  let config: unknown;
  try {
    config = JSON.parse(state.doc.toString());
  } catch {
    return { error: 'syntax' };
  }
  const entry = draftEntry(block, usedIds(config));
  const ranges = pointerRanges(state);
  const atCursor = listAtPointer(pointerAt(ranges, state.selection.main.head));
  // The cursor only counts inside the chosen site: "Insert into" names where the block goes.
  const target = selectedTarget(config, selected, site) ?? (atCursor?.site === site ? atCursor : null) ?? { site, list: `/ui/sites/${site}/containers` };
  const list = ranges.get(target.list);
  if (!list || state.sliceDoc(list.valueFrom, list.valueFrom + 1) !== '[') return insertWholeDocument(state, config, target.site, entry);

  const items: PointerRange[] = [];
  for (let index = 0; ranges.has(`${target.list}/${index}`); index += 1) items.push(ranges.get(`${target.list}/${index}`)!);
  const afterIndex = target.after !== undefined && target.after < items.length ? target.after : items.length - 1;
  const listIndent = indentOf(state, list.keyFrom ?? list.valueFrom);
  if (items.length === 0) {
    const indent = `${listIndent}  `;
    const insert = `\n${indent}${render(entry, indent)}\n${listIndent}`;
    const from = list.valueFrom + 1;
    return { spec: select({ from, to: list.valueTo - 1, insert }, from + 1 + indent.length, insert.trim().length), list: target.list, index: 0 };
  }
  const anchor = items[afterIndex]!;
  const indent = indentOf(state, anchor.valueFrom);
  const insert = `,\n${indent}${render(entry, indent)}`;
  return { spec: select({ from: anchor.valueTo, insert }, anchor.valueTo + 2 + indent.length, insert.length - 2 - indent.length), list: target.list, index: afterIndex + 1 };
}

const select = (changes: { from: number; to?: number; insert: string }, start: number, length: number): TransactionSpec => ({
  changes,
  selection: { anchor: start, head: start + length },
  scrollIntoView: true,
  userEvent: 'input.insert-block',
});

/** The site has no layout in the document yet: add it and reformat the document. */
function insertWholeDocument(state: EditorState, config: unknown, site: string, entry: LayoutEntryDraft): InsertPlan {
  const root = config as { ui?: { sites?: Record<string, { containers?: unknown[] }> } };
  if (!root || typeof root !== 'object' || !root.ui || typeof root.ui !== 'object') return { error: 'no-ui' };
  const sites = (root.ui.sites ??= {});
  const layout = (sites[site] ??= { containers: [] });
  if (!Array.isArray(layout.containers)) return { error: 'not-a-list', list: `/ui/sites/${site}/containers` };
  layout.containers.push(entry);
  const text = JSON.stringify(config, null, 2);
  const at = text.lastIndexOf(`"id": ${JSON.stringify(entry.id)}`);
  return {
    spec: { changes: { from: 0, to: state.doc.length, insert: text }, selection: { anchor: Math.max(0, at) }, scrollIntoView: true, userEvent: 'input.insert-block' },
    list: `/ui/sites/${site}/containers`,
    index: layout.containers.length - 1,
  };
}
