// A block selected in the preview (or anywhere else) shown in the JSON editor: the cursor moves to
// the start of its entry, scrolled near the top, without taking the focus from where the operator is.
import { EditorView } from '@codemirror/view';
import { pointerRanges } from './json-pointers';

/** Moves the editor's cursor to the value at `pointer`; false when the document has no such value. */
export function revealPointer(view: EditorView, pointer: string): boolean {
  const range = pointerRanges(view.state).get(pointer);
  if (!range) return false;
  const anchor = range.valueFrom;
  view.dispatch({ selection: { anchor }, effects: EditorView.scrollIntoView(anchor, { y: 'start', yMargin: 48 }) });
  return true;
}

/** The `type` of the layout entry at `pointer` in a parsed configuration, if there is one. */
export function entryTypeAt(config: unknown, pointer: string): string | undefined {
  let node: unknown = config;
  for (const token of pointer.split('/').slice(1)) {
    const key = token.replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  const type = typeof node === 'object' && node !== null ? (node as { type?: unknown }).type : undefined;
  return typeof type === 'string' ? type : undefined;
}
