// Storybook documents every block from its schema: each block's story resolves to its registered
// block (so the props table appears under it), and the table lists exactly the schema's properties.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { findBlock, registeredBlocks } from '../../app/storybook/find-block';
import { SchemaPropsTable } from './schema-props-table';
import type { JsonSchema } from './schema-props';

const storyFiles = import.meta.glob<{ default: { component?: ComponentType<never>; parameters?: { block?: unknown; propsTable?: boolean } } }>(
  '../../blocks/*/*.stories.tsx',
);

describe('block props tables in Storybook', () => {
  it('finds the registered block of every block story file', async () => {
    const found = new Set<string>();
    for (const [file, load] of Object.entries(storyFiles)) {
      const meta = (await load()).default;
      const block = await findBlock(meta.parameters?.block, meta.component);
      expect(block, `${file} shows no registered block`).toBeDefined();
      expect(meta.parameters?.propsTable, `${file} hides its props table`).not.toBe(false);
      found.add(block!.type);
    }
    // Every registered block has a story page (a block still being added may have a story first).
    expect([...found]).toEqual(expect.arrayContaining(registeredBlocks().map((block) => block.type)));
  });

  it.each(registeredBlocks().map((block) => [block.type, block] as const))('documents every property of %s from its schema', async (_type, block) => {
    await renderWithApp(<SchemaPropsTable schema={block.schema as JsonSchema} defaults={block.defaults} caption={`${block.title} props`} />);
    if (Object.keys(block.schema.properties).length === 0) {
      expect(screen.getByText('This block has no props.')).toBeInTheDocument();
      return;
    }
    const table = screen.getByRole('table', { name: `${block.title} props` });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.querySelector('code')!.textContent);
    for (const property of Object.keys(block.schema.properties)) expect(names).toContain(property);
  });

  it('shows types, limits and defaults as the validator sees them', async () => {
    const tagCloud = registeredBlocks().find((block) => block.type === 'tagCloud')!;
    await renderWithApp(<SchemaPropsTable schema={tagCloud.schema as JsonSchema} defaults={tagCloud.defaults} caption="Tag cloud props" />);
    const limit = screen.getByRole('rowheader', { name: 'limit' }).closest('tr')!;
    expect([...limit.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['integer', '1 – 200', 'how many of the most used tags to show', '40']);
  });
});
