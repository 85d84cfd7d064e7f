// Where each JSON pointer of the document sits in the text, from CodeMirror's JSON syntax tree:
// validation issues name JSON paths, the editor needs character ranges.
import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import type { SyntaxNode } from '@lezer/common';

export interface PointerRange {
  /** The property name (absent for array items and the root). */
  keyFrom?: number;
  keyTo?: number;
  valueFrom: number;
  valueTo: number;
  /** Objects and arrays span many lines; an issue on one marks its name or opening bracket. */
  compound: boolean;
}

const VALUE_NODES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);

const escapeToken = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

const unquote = (raw: string): string => {
  try {
    return JSON.parse(raw) as string;
  } catch {
    return raw.replace(/^"|"$/g, '');
  }
};

const valueChild = (node: SyntaxNode): SyntaxNode | null => {
  for (let child = node.firstChild; child; child = child.nextSibling) if (VALUE_NODES.has(child.name)) return child;
  return null;
};

/** Every pointer of the document (`''` is the root) with its key and value ranges. */
export function pointerRanges(state: EditorState): Map<string, PointerRange> {
  const tree = ensureSyntaxTree(state, state.doc.length, 500) ?? syntaxTree(state);
  const ranges = new Map<string, PointerRange>();
  const visit = (value: SyntaxNode, pointer: string, key?: SyntaxNode) => {
    const compound = value.name === 'Object' || value.name === 'Array';
    ranges.set(pointer, { ...(key ? { keyFrom: key.from, keyTo: key.to } : {}), valueFrom: value.from, valueTo: value.to, compound });
    if (value.name === 'Object') {
      for (let property = value.firstChild; property; property = property.nextSibling) {
        if (property.name !== 'Property') continue;
        const name = property.getChild('PropertyName');
        const inner = valueChild(property);
        if (!name || !inner) continue;
        visit(inner, `${pointer}/${escapeToken(unquote(state.sliceDoc(name.from, name.to)))}`, name);
      }
    } else if (value.name === 'Array') {
      let index = 0;
      for (let item = value.firstChild; item; item = item.nextSibling) {
        if (!VALUE_NODES.has(item.name)) continue;
        visit(item, `${pointer}/${index}`);
        index += 1;
      }
    }
  };
  const root = valueChild(tree.topNode);
  if (root) visit(root, '');
  return ranges;
}

/**
 * The range to underline for an issue at `path`: a primitive value itself; an object or array by
 * its property name (or opening bracket); with `preferKey` (a property that is not allowed) the name.
 * A missing property falls back to its nearest parent.
 */
export function rangeForPath(ranges: Map<string, PointerRange>, path: string, preferKey = false): { from: number; to: number } | null {
  for (let current = path; ; current = current.slice(0, current.lastIndexOf('/'))) {
    const range = ranges.get(current);
    if (range) {
      if (!range.compound && !preferKey && current === path) return { from: range.valueFrom, to: range.valueTo };
      if (range.keyFrom !== undefined && range.keyTo !== undefined) return { from: range.keyFrom, to: range.keyTo };
      return { from: range.valueFrom, to: range.valueFrom + 1 };
    }
    if (current === '') return null;
  }
}

/** The innermost pointer whose value contains `pos`. */
export function pointerAt(ranges: Map<string, PointerRange>, pos: number): string {
  let best = '';
  let bestSize = Infinity;
  for (const [pointer, range] of ranges) {
    const from = range.keyFrom ?? range.valueFrom;
    if (pos < from || pos > range.valueTo) continue;
    const size = range.valueTo - from;
    if (size < bestSize) {
      best = pointer;
      bestSize = size;
    }
  }
  return best;
}
