// Storybook is the designers' reference: every block story file must produce a Docs page with
// controls from the block's schema, and every block that loads data must show its loading, empty
// and error states. This test fails when a story file (or a new block) misses one of them.
import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import type { StoryContextForEnhancers } from 'storybook/internal/types';
import { isBlockDefinition, registeredBlocks } from '../../app/storybook/find-block';
import { schemaArgTypesEnhancer } from './schema-arg-types';

interface StoryModule {
  default: { component?: ComponentType<never>; tags?: string[]; parameters?: { block?: unknown } };
  [story: string]: unknown;
}

// Loaded by a computed path so that tsc does not pull the preview (and msw-storybook-addon's global
// Parameters augmentation) into every program that contains this test.
const previewPath = '../../.storybook/preview';
const { default: preview } = (await import(/* @vite-ignore */ previewPath)) as { default: { tags?: string[]; argTypesEnhancers?: unknown[] } };

const storyFiles = import.meta.glob<StoryModule>('../../blocks/*/*.stories.tsx');
const apiSources = import.meta.glob<string>(['../api/*.ts', '!../api/*.test.ts'], { query: '?raw', import: 'default', eager: true });
const blockSources = import.meta.glob<string>(['../../blocks/*/*.{ts,tsx}', '!../../blocks/*/*.{test,stories}.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Hooks of src/api that fetch through SWR (directly or through useApiData/useApiList). */
const fetchingHooks = Object.values(apiSources)
  .filter((source) => /\b(useSWR\w*|useApiData|useApiList)\b/.test(source))
  .flatMap((source) => [...source.matchAll(/export (?:const|function) (use[A-Z]\w*)/g)].map((match) => match[1]!));

/** A block's own source files (not its tests or stories) call one of those hooks. */
const loadsData = (folder: string) =>
  Object.entries(blockSources)
    .filter(([file]) => file.startsWith(`../../blocks/${folder}/`))
    .map(([, source]) => source)
    .some((source) => fetchingHooks.some((hook) => new RegExp(`\\b${hook}\\(`).test(source)));

const folderOf = (file: string) => file.split('/').at(-2)!;

/** The state stories and the names that count for each (a detail route has no empty list: its empty state is a 404). */
const STATES = { loading: ['Loading'], empty: ['Empty', 'NotFound'], error: ['Failed'] } as const;

const hasMswOverride = (story: unknown) => {
  const handlers = (story as { parameters?: { msw?: { handlers?: unknown } } } | undefined)?.parameters?.msw?.handlers;
  return Array.isArray(handlers) && handlers.length > 0;
};

describe('block stories as the designers reference', () => {
  it('finds the data-loading hooks to judge blocks by', () => {
    expect(fetchingHooks).toEqual(expect.arrayContaining(['useModelListPage', 'useTags', 'useSubscriptionPlans']));
  });

  it.each(Object.keys(storyFiles))('%s has a Docs page and schema controls', async (file) => {
    const meta = (await storyFiles[file]!()).default;
    const tags = [...(preview.tags ?? []), ...(meta.tags ?? [])];
    expect(tags, 'autodocs tag (preview or meta)').toContain('autodocs');
    expect(tags, 'the meta turns the Docs page off').not.toContain('!autodocs');

    const block = meta.parameters?.block;
    expect(isBlockDefinition(block), 'parameters.block names the block (the argTypes come from its schema)').toBe(true);
    if (!isBlockDefinition(block)) return;
    expect(registeredBlocks(), 'parameters.block is a registered block').toContain(block);
    expect((await block.load()).default, 'parameters.block is the block the story renders').toBe(meta.component);

    const enhancers = preview.argTypesEnhancers ?? [];
    expect(enhancers).toContain(schemaArgTypesEnhancer);
    const argTypes = schemaArgTypesEnhancer({ parameters: meta.parameters, argTypes: {} } as unknown as StoryContextForEnhancers);
    for (const property of Object.keys(block.schema.properties)) {
      expect(argTypes[property]?.control, `${property} has a control`).toBeTruthy();
      expect(argTypes[property]?.description, `${property} has a description for designers`).toBeTruthy();
    }
  });

  it.each(Object.keys(storyFiles).filter((file) => loadsData(folderOf(file))))('%s shows the loading, empty and error states', async (file) => {
    const stories = await storyFiles[file]!();
    for (const [state, names] of Object.entries(STATES)) {
      const name = names.find((candidate) => candidate in stories);
      expect(name, `a ${state} story (${names.join(' or ')})`).toBeDefined();
      // NotFound may come from the route alone; the others change what the mock API answers.
      if (name !== 'NotFound') expect(hasMswOverride(stories[name!]), `${name} overrides the msw handlers`).toBe(true);
    }
  });

  it('judges the list blocks as data blocks and the static ones as not', () => {
    expect(loadsData('model-grid')).toBe(true);
    expect(loadsData('signup-form')).toBe(true);
    expect(loadsData('headline')).toBe(false);
    expect(loadsData('slider')).toBe(false);
  });
});
