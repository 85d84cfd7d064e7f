// Differences between two configurations as a flat list of JSON-pointer changes, computed with
// jsondiffpatch. Layout entries are matched by their id (else their content) so a block that moved
// shows as a move, not as every following block changing.
import { create, type Delta } from 'jsondiffpatch';
import type { ConfigChange } from '../../schemas/api/configs';

const differ = create({
  objectHash: (item: object, index?: number) => {
    const id = (item as { id?: unknown }).id;
    if (typeof id === 'string' || typeof id === 'number') return `id:${String(id)}`;
    try {
      return `json:${JSON.stringify(item)}`;
    } catch {
      return `index:${String(index)}`;
    }
  },
  arrays: { detectMove: true, includeValueOnMove: true },
});

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const child = (path: string, key: string | number) => `${path}/${escape(String(key))}`;
const at = (node: unknown, key: string | number): unknown =>
  node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[String(key)] : undefined;

function walk(delta: Delta, path: string, after: unknown, out: ConfigChange[]) {
  if (delta === undefined) return;
  if (Array.isArray(delta)) {
    if (delta.length === 1) out.push({ path, kind: 'added', after: delta[0] });
    else if (delta.length === 2) out.push({ path, kind: 'changed', before: delta[0], after: delta[1] });
    else if (delta[2] === 0) out.push({ path, kind: 'removed', before: delta[0] });
    else out.push({ path, kind: 'changed', after }); // text diffs are not enabled; keep the new value
    return;
  }
  if ((delta as { _t?: string })._t === 'a') {
    const entries = Object.entries(delta).filter(([key]) => key !== '_t');
    // Removals and moves name old indexes (`_3`), the rest new ones: list the old side first.
    for (const [key, sub] of entries) {
      if (!key.startsWith('_') || !Array.isArray(sub)) continue;
      const from = child(path, key.slice(1));
      if (sub[2] === 3) {
        const to = child(path, sub[1] as number);
        out.push({ path: from, kind: 'removed', before: sub[0], movedTo: to });
        // The moved value may also have changed: the new-index entry (if any) carries that delta.
        const value = at(after, sub[1] as number);
        out.push({ path: to, kind: 'added', after: value, movedFrom: from });
      } else {
        walk(sub as Delta, from, undefined, out);
      }
    }
    const movedTargets = new Set(entries.filter(([key, sub]) => key.startsWith('_') && Array.isArray(sub) && sub[2] === 3).map(([, sub]) => String((sub as unknown[])[1])));
    for (const [key, sub] of entries) {
      if (key.startsWith('_')) continue;
      // A moved block is already listed whole at its new index; its inner edits are part of that.
      if (movedTargets.has(key)) continue;
      walk(sub as Delta, child(path, key), at(after, key), out);
    }
    return;
  }
  for (const [key, sub] of Object.entries(delta as Record<string, Delta>)) walk(sub, child(path, key), at(after, key), out);
}

/** Changes that turn `from` into `to`. */
export function diffConfigs(from: unknown, to: unknown): ConfigChange[] {
  const delta = differ.diff(from, to);
  const out: ConfigChange[] = [];
  walk(delta, '', to, out);
  return out;
}
