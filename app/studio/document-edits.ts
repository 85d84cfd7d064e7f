// Visual edits as text edits: the outline, the props form and the palette change the JSON through
// CodeMirror transactions, so the editor stays the one source of truth and its history undoes
// every kind of edit alike. Each operation replaces only the text it affects (the operator's
// formatting elsewhere stays); a target that does not exist yet falls back to rewriting the document.
import type { EditorState, TransactionSpec } from '@codemirror/state';
import { pointerRanges, type PointerRange } from './json-pointers';

type Ranges = Map<string, PointerRange>;
export type EditResult = { spec: TransactionSpec } | { error: 'syntax' | 'missing' | 'not-a-list' | 'into-itself' };

export const parentOf = (pointer: string) => pointer.slice(0, pointer.lastIndexOf('/'));
export const lastToken = (pointer: string) => pointer.slice(pointer.lastIndexOf('/') + 1).replaceAll('~1', '/').replaceAll('~0', '~');
const escapeToken = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');
export const joinPointer = (base: string, ...tokens: (string | number)[]) => [base, ...tokens.map((token) => escapeToken(String(token)))].join('/');

/** The value at a JSON pointer (undefined when absent). */
export function valueAt(root: unknown, pointer: string): unknown {
  if (pointer === '') return root;
  let current = root;
  for (const token of pointer.slice(1).split('/')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[token.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return current;
}

/** The document's indent unit (2 spaces unless its first indented line says otherwise). */
const indentUnit = (state: EditorState) => {
  for (let line = 2; line <= Math.min(state.doc.lines, 20); line += 1) {
    const indent = /^[ \t]+/.exec(state.doc.line(line).text)?.[0];
    if (indent) return indent;
  }
  return '  ';
};

const indentAt = (state: EditorState, pos: number) => /^\s*/.exec(state.doc.lineAt(pos).text)?.[0] ?? '';

const render = (value: unknown, indent: string, unit: string) => JSON.stringify(value, null, unit).replaceAll('\n', `\n${indent}`);

/** The entries of an object or array, in document order. */
function childrenOf(ranges: Ranges, pointer: string): { pointer: string; range: PointerRange }[] {
  const prefix = `${pointer}/`;
  const children: { pointer: string; range: PointerRange }[] = [];
  for (const [key, range] of ranges) if (key.startsWith(prefix) && !key.slice(prefix.length).includes('/')) children.push({ pointer: key, range });
  return children;
}

const start = (range: PointerRange) => range.keyFrom ?? range.valueFrom;

/** Text of an existing value moved to a new indentation (its own formatting kept). */
function reindent(state: EditorState, range: PointerRange, indent: string): string {
  const old = indentAt(state, range.valueFrom);
  return state
    .sliceDoc(range.valueFrom, range.valueTo)
    .split('\n')
    .map((line, index) => (index === 0 ? line : line.startsWith(old) ? indent + line.slice(old.length) : line))
    .join('\n');
}

const parse = (state: EditorState): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(state.doc.toString()) };
  } catch {
    return { ok: false };
  }
};

/** The change that removes one property or item with its separator. */
function removal(state: EditorState, ranges: Ranges, pointer: string): { from: number; to: number } | null {
  const range = ranges.get(pointer);
  const parent = ranges.get(parentOf(pointer));
  if (!range || !parent) return null;
  const siblings = childrenOf(ranges, parentOf(pointer));
  const index = siblings.findIndex((sibling) => sibling.pointer === pointer);
  if (siblings.length === 1) {
    // `[ x ]` -> `[]`
    return { from: parent.valueFrom + 1, to: parent.valueTo - 1 };
  }
  if (index > 0) return { from: siblings[index - 1]!.range.valueTo, to: range.valueTo };
  return { from: start(range), to: start(siblings[1]!.range) };
}

/** The change that puts `text` (already indented for the list) at `index` of a list/object. */
function insertion(state: EditorState, ranges: Ranges, container: string, index: number, text: (indent: string) => string, unit: string) {
  const list = ranges.get(container)!;
  const items = childrenOf(ranges, container);
  if (items.length === 0) {
    const outer = indentAt(state, start(list));
    const indent = outer + unit;
    return { from: list.valueFrom + 1, to: list.valueTo - 1, insert: `\n${indent}${text(indent)}\n${outer}` };
  }
  if (index >= items.length) {
    const last = items[items.length - 1]!.range;
    const indent = indentAt(state, start(last));
    return { from: last.valueTo, insert: `,\n${indent}${text(indent)}` };
  }
  const before = items[Math.max(0, index)]!.range;
  const indent = indentAt(state, start(before));
  return { from: start(before), insert: `${text(indent)},\n${indent}` };
}

const isArray = (state: EditorState, range: PointerRange | undefined) => range !== undefined && state.sliceDoc(range.valueFrom, range.valueFrom + 1) === '[';
const isObject = (state: EditorState, range: PointerRange | undefined) => range !== undefined && state.sliceDoc(range.valueFrom, range.valueFrom + 1) === '{';

/** Rewrites the whole document (the target's parents do not exist yet). */
function rewrite(state: EditorState, mutate: (root: unknown) => boolean, userEvent: string): EditResult {
  const parsed = parse(state);
  if (!parsed.ok) return { error: 'syntax' };
  if (!mutate(parsed.value)) return { error: 'missing' };
  return { spec: { changes: { from: 0, to: state.doc.length, insert: JSON.stringify(parsed.value, null, indentUnit(state)) }, userEvent } };
}

/** Sets the value at `pointer` (undefined removes it); a missing property is added to its object. */
export function setValue(state: EditorState, pointer: string, value: unknown, userEvent = 'input.form'): EditResult {
  const ranges = pointerRanges(state);
  if (ranges.size === 0) return { error: 'syntax' };
  const unit = indentUnit(state);
  const range = ranges.get(pointer);
  if (value === undefined) {
    const change = removal(state, ranges, pointer);
    return change ? { spec: { changes: change, userEvent } } : { spec: { userEvent } };
  }
  if (range) {
    const insert = render(value, indentAt(state, start(range)), unit);
    return { spec: { changes: { from: range.valueFrom, to: range.valueTo, insert }, userEvent } };
  }
  // Nearest existing ancestor: the new property (with any missing objects around it) goes there.
  let ancestor = parentOf(pointer);
  const path = [lastToken(pointer)];
  while (!ranges.has(ancestor) && ancestor !== '') {
    path.unshift(lastToken(ancestor));
    ancestor = parentOf(ancestor);
  }
  const holder = ranges.get(ancestor);
  const [first, ...rest] = path;
  const nested = rest.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
  if (isObject(state, holder)) {
    const key = first!;
    const index = childrenOf(ranges, ancestor).length;
    return { spec: { changes: insertion(state, ranges, ancestor, index, (indent) => `${JSON.stringify(key)}: ${render(nested, indent, unit)}`, unit), userEvent } };
  }
  if (isArray(state, holder) && Number(first) === childrenOf(ranges, ancestor).length) {
    return { spec: { changes: insertion(state, ranges, ancestor, Number(first), (indent) => render(nested, indent, unit), unit), userEvent } };
  }
  return { error: 'missing' };
}

/** Inserts `value` at `index` of the list at `list` (the end when index >= length); creates a missing list. */
export function insertEntry(state: EditorState, list: string, index: number, value: unknown, userEvent = 'input.insert-block'): EditResult {
  const ranges = pointerRanges(state);
  if (ranges.size === 0) return { error: 'syntax' };
  const range = ranges.get(list);
  if (!range) {
    return rewrite(
      state,
      (root) => {
        let current = root as Record<string, unknown>;
        const tokens = list.slice(1).split('/');
        for (const [position, token] of tokens.entries()) {
          if (!current || typeof current !== 'object') return false;
          const last = position === tokens.length - 1;
          current[token] ??= last ? [] : {};
          current = current[token] as Record<string, unknown>;
        }
        if (!Array.isArray(current)) return false;
        current.splice(index, 0, value);
        return true;
      },
      userEvent,
    );
  }
  if (!isArray(state, range)) return { error: 'not-a-list' };
  return { spec: { changes: insertion(state, ranges, list, index, (indent) => render(value, indent, indentUnit(state)), indentUnit(state)), userEvent } };
}

export const removeEntry = (state: EditorState, pointer: string): EditResult => {
  const ranges = pointerRanges(state);
  const change = removal(state, ranges, pointer);
  return change ? { spec: { changes: change, userEvent: 'delete.outline' } } : { error: ranges.size === 0 ? 'syntax' : 'missing' };
};

/** Every entry id in the document, so that a copy gets new ones. */
function idsOf(value: unknown, ids = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => idsOf(item, ids));
  else if (value && typeof value === 'object') {
    const { id } = value as { id?: unknown };
    if (typeof id === 'string') ids.add(id);
    Object.values(value).forEach((item) => idsOf(item, ids));
  }
  return ids;
}

/** `hero` -> `hero-copy`, `hero-copy-2`, ... (none of `taken`). */
export function freshId(id: string, taken: Set<string>): string {
  const base = `${id.replace(/-copy(-\d+)?$/, '')}-copy`;
  let candidate = base;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${base}-${n}`;
  taken.add(candidate);
  return candidate;
}

/** A copy of the entry right after it, with new ids (nested entries of a container too). */
export function duplicateEntry(state: EditorState, pointer: string): EditResult & { pointer?: string } {
  const parsed = parse(state);
  if (!parsed.ok) return { error: 'syntax' };
  const entry = valueAt(parsed.value, pointer);
  if (entry === undefined) return { error: 'missing' };
  const taken = idsOf(parsed.value);
  const copy = structuredClone(entry);
  const renew = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(renew);
    else if (value && typeof value === 'object') {
      const object = value as { id?: unknown; blocks?: unknown };
      if (typeof object.id === 'string') object.id = freshId(object.id, taken);
      if (object.blocks) renew(object.blocks);
    }
  };
  renew(copy);
  const index = Number(lastToken(pointer));
  const result = insertEntry(state, parentOf(pointer), index + 1, copy, 'input.duplicate');
  return 'spec' in result ? { ...result, pointer: joinPointer(parentOf(pointer), index + 1) } : result;
}

/**
 * Moves the entry at `from` to position `index` of the list `toList` (the index it has once moved,
 * as dnd-kit's arrayMove counts). The entry's text keeps its formatting, re-indented.
 */
export function moveEntry(state: EditorState, from: string, toList: string, index: number): EditResult & { pointer?: string } {
  if (toList === from || toList.startsWith(`${from}/`)) return { error: 'into-itself' };
  const ranges = pointerRanges(state);
  if (ranges.size === 0) return { error: 'syntax' };
  const range = ranges.get(from);
  if (!range) return { error: 'missing' };
  const sameList = parentOf(from) === toList;
  const fromIndex = Number(lastToken(from));
  const target = ranges.get(toList);
  if (!target) {
    // Another site without a layout yet: rewrite the document.
    const parsed = parse(state);
    if (!parsed.ok) return { error: 'syntax' };
    const entry = valueAt(parsed.value, from);
    const cut = removeEntry(state, from);
    if (!('spec' in cut)) return cut;
    const after = state.update(cut.spec).state;
    const moved = insertEntry(after, toList, index, entry, 'move.outline');
    if (!('spec' in moved)) return moved;
    // One transaction from the original document: the whole result replaces it.
    const text = after.update(moved.spec).state.doc.toString();
    return { spec: { changes: { from: 0, to: state.doc.length, insert: text }, userEvent: 'move.outline' }, pointer: joinPointer(afterRemoval(toList, from), index) };
  }
  if (!isArray(state, target)) return { error: 'not-a-list' };
  const items = childrenOf(ranges, toList).filter((item) => item.pointer !== from);
  const position = Math.max(0, Math.min(index, items.length));
  if (sameList && position === fromIndex) return { spec: {}, pointer: from };
  const cut = removal(state, ranges, from)!;
  let put: { from: number; to?: number; insert: string };
  if (items.length === 0) {
    const outer = indentAt(state, start(target));
    const indent = outer + indentUnit(state);
    put = { from: target.valueFrom + 1, to: target.valueTo - 1, insert: `\n${indent}${reindent(state, range, indent)}\n${outer}` };
  } else if (position < items.length) {
    const before = items[position]!.range;
    const indent = indentAt(state, start(before));
    put = { from: start(before), insert: `${reindent(state, range, indent)},\n${indent}` };
  } else {
    const last = items[items.length - 1]!.range;
    const indent = indentAt(state, start(last));
    put = { from: last.valueTo, insert: `,\n${indent}${reindent(state, range, indent)}` };
  }
  // Both changes are in the original document's positions; CodeMirror composes them.
  const changes = state.changes([cut, put]);
  return { spec: { changes, userEvent: 'move.outline' }, pointer: joinPointer(afterRemoval(toList, from), position) };
}

/** Where `pointer` is once the entry at `removed` is gone (later siblings move up by one). */
export function afterRemoval(pointer: string, removed: string): string {
  const list = `${parentOf(removed)}/`;
  if (!pointer.startsWith(list)) return pointer;
  const [head, ...tail] = pointer.slice(list.length).split('/');
  const index = Number(head);
  const removedIndex = Number(lastToken(removed));
  if (!Number.isInteger(index) || index <= removedIndex) return pointer;
  return [list + String(index - 1), ...tail].join('/');
}
