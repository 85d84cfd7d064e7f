import { describe, expect, it } from 'vitest';
import { EditorState } from '@codemirror/state';
import { json } from '@codemirror/lang-json';
import { listAtPointer, planInsert } from './insert-block';

const stateOf = (value: unknown, cursorAt?: string) => {
  const doc = JSON.stringify(value, null, 2);
  const anchor = cursorAt ? doc.indexOf(cursorAt) : 0;
  return EditorState.create({ doc, selection: { anchor }, extensions: [json()] });
};

const apply = (state: EditorState, site = 'homesite') => {
  const plan = planInsert(state, { type: 'tagCloud', defaults: { limit: 40 } }, site);
  if ('error' in plan) throw new Error(plan.error);
  return JSON.parse(state.update(plan.spec).state.doc.toString());
};

const config = {
  ui: {
    sites: {
      homesite: {
        containers: [
          { type: 'slider', id: 'slider', props: {} },
          { type: 'container', id: 'pair', props: {}, blocks: [{ type: 'headline', id: 'title', props: { text: 'Hi' } }] },
        ],
      },
      aboutsite: { containers: [] },
    },
  },
};

describe('inserting a block', () => {
  it('finds the layout list and entry a JSON pointer is in', () => {
    expect(listAtPointer('/ui/sites/homesite/containers/1/blocks/0/props/text')).toEqual({ site: 'homesite', list: '/ui/sites/homesite/containers/1/blocks', after: 0 });
    expect(listAtPointer('/ui/sites/homesite/containers/1/props')).toEqual({ site: 'homesite', list: '/ui/sites/homesite/containers', after: 1 });
    expect(listAtPointer('/ui/sites/homesite/containers')).toEqual({ site: 'homesite', list: '/ui/sites/homesite/containers' });
    expect(listAtPointer('/core/locales')).toBeNull();
  });

  it('goes inside a container when the cursor is in one of its blocks', () => {
    const result = apply(stateOf(config, '"id": "title"'));
    expect(result.ui.sites.homesite.containers[1].blocks).toEqual([
      { type: 'headline', id: 'title', props: { text: 'Hi' } },
      { type: 'tagCloud', id: 'tag-cloud', props: { limit: 40 } },
    ]);
  });

  it('fills an empty layout and creates a missing one', () => {
    expect(apply(stateOf(config), 'aboutsite').ui.sites.aboutsite.containers).toEqual([{ type: 'tagCloud', id: 'tag-cloud', props: { limit: 40 } }]);
    expect(apply(stateOf(config), 'newssite').ui.sites.newssite).toEqual({ containers: [{ type: 'tagCloud', id: 'tag-cloud', props: { limit: 40 } }] });
  });

  it('refuses while the document is not JSON', () => {
    const state = EditorState.create({ doc: '{ "ui": ', extensions: [json()] });
    expect(planInsert(state, { type: 'tagCloud', defaults: {} }, 'homesite')).toEqual({ error: 'syntax' });
  });
});

describe('inserting into the chosen site', () => {
  it('ignores a cursor in another site’s layout', () => {
    const result = apply(stateOf(config, '"id": "title"'), 'aboutsite');
    expect(result.ui.sites.aboutsite.containers).toEqual([{ type: 'tagCloud', id: 'tag-cloud', props: { limit: 40 } }]);
    expect(result.ui.sites.homesite.containers[1].blocks).toHaveLength(1);
  });

  it('goes after the selected block, or into the selected container', () => {
    const state = stateOf(config);
    const run = (selected: string) => {
      const plan = planInsert(state, { type: 'tagCloud', defaults: {} }, 'homesite', selected);
      if ('error' in plan) throw new Error(plan.error);
      return JSON.parse(state.update(plan.spec).state.doc.toString()).ui.sites.homesite.containers;
    };
    expect(run('/ui/sites/homesite/containers/0').map((entry: { id: string }) => entry.id)).toEqual(['slider', 'tag-cloud', 'pair']);
    expect(run('/ui/sites/homesite/containers/1')[1].blocks.map((entry: { id: string }) => entry.id)).toEqual(['title', 'tag-cloud']);
    // A selection in another site does not count.
    expect(run('/ui/sites/aboutsite/containers/0').map((entry: { id: string }) => entry.id)).toEqual(['slider', 'pair', 'tag-cloud']);
  });
});
