import { describe, expect, it } from 'vitest';
import { EditorState, type TransactionSpec } from '@codemirror/state';
import { json } from '@codemirror/lang-json';
import { history, undo, redo } from '@codemirror/commands';
import { afterRemoval, duplicateEntry, insertEntry, moveEntry, removeEntry, setValue, type EditResult } from './document-edits';

const config = {
  core: { locales: { available: ['de_DE', 'en_US'] } },
  ui: {
    sites: {
      homesite: {
        containers: [
          { type: 'slider', id: 'slider', props: {} },
          { type: 'counterBar', id: 'counter', props: { variant: 'default' } },
          { type: 'container', id: 'pair', props: {}, blocks: [{ type: 'headline', id: 'title', props: { text: 'Hi' } }] },
        ],
      },
      aboutsite: { containers: [{ type: 'aboutText', id: 'about' }] },
    },
  },
};

// A hand-formatted line far from every edit: it must come through unchanged.
const MARK = '"core": {  "locales":   { "available": ["de_DE", "en_US"] } },';
const docOf = (value: unknown) => JSON.stringify(value, null, 2).replace(/"core": \{[\s\S]*?\n {2}\},/, MARK);
const stateOf = (value: unknown = config) => EditorState.create({ doc: docOf(value), extensions: [json(), history()] });

const apply = (state: EditorState, result: EditResult) => {
  if (!('spec' in result)) throw new Error(result.error);
  return state.update(result.spec as TransactionSpec).state;
};
const data = (state: EditorState): any => JSON.parse(state.doc.toString());
const home = (state: EditorState) => data(state).ui.sites.homesite.containers.map((entry: { id: string }) => entry.id);

describe('document edits', () => {
  it('sets an existing value, adds a missing property (with missing objects) and removes one, keeping the rest of the text', () => {
    let state = stateOf();
    state = apply(state, setValue(state, '/ui/sites/homesite/containers/1/props/variant', 'compact'));
    expect(data(state).ui.sites.homesite.containers[1].props).toEqual({ variant: 'compact' });
    state = apply(state, setValue(state, '/ui/sites/homesite/containers/0/props/ratio', '16:9'));
    expect(data(state).ui.sites.homesite.containers[0].props).toEqual({ ratio: '16:9' });
    state = apply(state, setValue(state, '/ui/sites/aboutsite/containers/0/props/text', { de_DE: 'Über' }));
    expect(data(state).ui.sites.aboutsite.containers[0]).toEqual({ type: 'aboutText', id: 'about', props: { text: { de_DE: 'Über' } } });
    state = apply(state, setValue(state, '/ui/sites/homesite/containers/0/props/ratio', undefined));
    expect(data(state).ui.sites.homesite.containers[0].props).toEqual({});
    expect(state.doc.toString()).toContain(MARK);
    // The document is exactly the pretty-printed result: nothing else moved.
    expect(state.doc.toString()).toBe(docOf(data(state)));
  });

  it('inserts at a list position, at the end, into an empty list and into a missing one', () => {
    let state = stateOf();
    state = apply(state, insertEntry(state, '/ui/sites/homesite/containers', 1, { type: 'welcome', id: 'hi' }));
    expect(home(state)).toEqual(['slider', 'hi', 'counter', 'pair']);
    state = apply(state, insertEntry(state, '/ui/sites/homesite/containers', 99, { type: 'welcome', id: 'end' }));
    expect(home(state).at(-1)).toBe('end');
    state = apply(state, removeEntry(state, '/ui/sites/aboutsite/containers/0'));
    expect(data(state).ui.sites.aboutsite.containers).toEqual([]);
    state = apply(state, insertEntry(state, '/ui/sites/aboutsite/containers', 0, { type: 'welcome', id: 'w' }));
    expect(data(state).ui.sites.aboutsite.containers).toEqual([{ type: 'welcome', id: 'w' }]);
    expect(state.doc.toString()).toContain(MARK);
    state = apply(state, insertEntry(state, '/ui/sites/newssite/containers', 0, { type: 'welcome', id: 'n' }));
    expect(data(state).ui.sites.newssite).toEqual({ containers: [{ type: 'welcome', id: 'n' }] });
  });

  it('removes the first, a middle and the last entry', () => {
    let state = stateOf();
    state = apply(state, removeEntry(state, '/ui/sites/homesite/containers/1'));
    expect(home(state)).toEqual(['slider', 'pair']);
    state = apply(state, removeEntry(state, '/ui/sites/homesite/containers/0'));
    expect(home(state)).toEqual(['pair']);
    state = apply(state, removeEntry(state, '/ui/sites/homesite/containers/0/blocks/0'));
    expect(data(state).ui.sites.homesite.containers[0].blocks).toEqual([]);
    expect(state.doc.toString()).toContain(MARK);
  });

  it('duplicates an entry right after it with fresh ids (nested ones too)', () => {
    let state = stateOf();
    const result = duplicateEntry(state, '/ui/sites/homesite/containers/2');
    state = apply(state, result);
    expect(result.pointer).toBe('/ui/sites/homesite/containers/3');
    const [original, copy] = data(state).ui.sites.homesite.containers.slice(2);
    expect(copy).toEqual({ ...original, id: 'pair-copy', blocks: [{ ...original.blocks[0], id: 'title-copy' }] });
    state = apply(state, duplicateEntry(state, '/ui/sites/homesite/containers/0'));
    state = apply(state, duplicateEntry(state, '/ui/sites/homesite/containers/0'));
    expect(home(state).slice(0, 3)).toEqual(['slider', 'slider-copy-2', 'slider-copy']);
  });

  it('moves an entry up, down, into and out of a container and to another site, keeping its text', () => {
    let state = stateOf();
    let result = moveEntry(state, '/ui/sites/homesite/containers/1', '/ui/sites/homesite/containers', 0);
    state = apply(state, result);
    expect(home(state)).toEqual(['counter', 'slider', 'pair']);
    expect(result.pointer).toBe('/ui/sites/homesite/containers/0');
    state = apply(state, moveEntry(state, '/ui/sites/homesite/containers/0', '/ui/sites/homesite/containers', 2));
    expect(home(state)).toEqual(['slider', 'pair', 'counter']);
    // Into the container (which sits after the moved entry: its index shifts).
    result = moveEntry(state, '/ui/sites/homesite/containers/0', '/ui/sites/homesite/containers/1/blocks', 1);
    state = apply(state, result);
    expect(result.pointer).toBe('/ui/sites/homesite/containers/0/blocks/1');
    expect(data(state).ui.sites.homesite.containers[0].blocks.map((entry: { id: string }) => entry.id)).toEqual(['title', 'slider']);
    // Out again, to the end of the page.
    state = apply(state, moveEntry(state, '/ui/sites/homesite/containers/0/blocks/0', '/ui/sites/homesite/containers', 2));
    expect(home(state)).toEqual(['pair', 'counter', 'title']);
    // To another site.
    state = apply(state, moveEntry(state, '/ui/sites/homesite/containers/1', '/ui/sites/aboutsite/containers', 0));
    expect(data(state).ui.sites.aboutsite.containers.map((entry: { id: string }) => entry.id)).toEqual(['counter', 'about']);
    // A site without a layout yet.
    state = apply(state, moveEntry(state, '/ui/sites/homesite/containers/1', '/ui/sites/newssite/containers', 0));
    expect(data(state).ui.sites.newssite.containers.map((entry: { id: string }) => entry.id)).toEqual(['title']);
    expect(moveEntry(state, '/ui/sites/homesite/containers/0', '/ui/sites/homesite/containers/0/blocks', 0)).toEqual({ error: 'into-itself' });
  });

  it('keeps the moved entry formatted and the rest untouched', () => {
    const state = stateOf();
    const moved = apply(state, moveEntry(state, '/ui/sites/homesite/containers/2/blocks/0', '/ui/sites/homesite/containers', 0));
    expect(moved.doc.toString()).toContain(MARK);
    const expected = structuredClone(config);
    const [title] = expected.ui.sites.homesite.containers[2]!.blocks!.splice(0, 1);
    expected.ui.sites.homesite.containers.unshift(title as never);
    expect(moved.doc.toString()).toBe(docOf(expected));
  });

  it('is undone and redone by the editor history, one step per edit', () => {
    const original = stateOf();
    let state = apply(original, moveEntry(original, '/ui/sites/homesite/containers/1', '/ui/sites/homesite/containers', 0));
    state = apply(state, duplicateEntry(state, '/ui/sites/homesite/containers/0'));
    let current = state;
    const run = (command: typeof undo) => command({ state: current, dispatch: (transaction) => (current = transaction.state) });
    expect(run(undo)).toBe(true);
    expect(home(current)).toEqual(['counter', 'slider', 'pair']);
    run(undo);
    expect(current.doc.toString()).toBe(original.doc.toString());
    run(redo);
    run(redo);
    expect(current.doc.toString()).toBe(state.doc.toString());
  });

  it('follows indexes past a removed entry', () => {
    expect(afterRemoval('/a/3/blocks', '/a/1')).toBe('/a/2/blocks');
    expect(afterRemoval('/a/0/blocks', '/a/1')).toBe('/a/0/blocks');
    expect(afterRemoval('/b/3', '/a/1')).toBe('/b/3');
  });
});
