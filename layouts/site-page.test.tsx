import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { LayoutEntry } from '../schemas/config/ui';
import { validateSiteConfig } from '../schemas/validate-site-config';
import { configWith, renderWithApp } from '../tests/setup/render-with-app';
import { SitePage } from './site-page';
import { blocksOf } from './page-code';
import { getBlock } from '../blocks/client-registry';
import { preloadBlocks } from '../src/ssr/preload-blocks';
import { defaultLayouts } from '../app/default-layouts';

// A page shows once its blocks' code is here (layouts/page-code.ts); loaded first, as the server does.
beforeAll(() => preloadBlocks([getBlock('headline')!, ...blocksOf(defaultLayouts.error404site ?? { containers: [] })]), 60_000);

const headline = (id: string, text: unknown): LayoutEntry => ({ type: 'headline', id, props: { text: text as string, level: 2 } });
const homeWith = (...entries: LayoutEntry[]) => configWith((c) => (c.ui.sites.homesite = { containers: entries }));
const headings = async (count: number) => {
  // A page shows once its blocks' code is here (layouts/page-code.ts): the first import can be slow.
  await screen.findAllByRole('heading', { level: 2 }, { timeout: 5000 });
  const found = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(found).toHaveLength(count);
  return found;
};

describe('SitePage renders a named site from the configuration', () => {
  it('renders the blocks of ui.sites.<name>site in order', async () => {
    await renderWithApp(<SitePage site="home" />, { config: homeWith(headline('a', 'One'), headline('b', 'Two'), headline('c', 'Three')) });
    expect(await headings(3)).toEqual(['One', 'Two', 'Three']);
  });

  it('follows the configuration when blocks are reordered, removed or added', async () => {
    const { unmount } = await renderWithApp(<SitePage site="home" />, {
      config: homeWith(headline('c', 'Three'), headline('a', 'One')),
    });
    expect(await headings(2)).toEqual(['Three', 'One']);
    unmount();
    await renderWithApp(<SitePage site="home" />, { config: homeWith(headline('a', 'One'), headline('d', 'Four'), headline('b', 'Two')) });
    expect(await headings(3)).toEqual(['One', 'Four', 'Two']);
  });

  it('renders nested containers', async () => {
    await renderWithApp(<SitePage site="home" />, {
      config: homeWith({
        type: 'container',
        id: 'outer',
        props: { columns: { xs: 12, md: 6 } },
        blocks: [headline('x', 'Left'), { type: 'container', id: 'inner', blocks: [headline('y', 'Inner')] }],
      }),
    });
    expect(await headings(2)).toEqual(['Left', 'Inner']);
  });

  it('uses the default configuration’s layout when a site is left out', async () => {
    const config = configWith((c) => delete c.ui.sites.error404site);
    await renderWithApp(<SitePage site="error404" />, { config });
    expect(await screen.findByText('404 - Oops something went wrong', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows visitors nothing for an unknown block, and the valid blocks around it', async () => {
    await renderWithApp(<SitePage site="home" />, {
      config: homeWith(headline('a', 'One'), { type: 'sparkles', id: 'bad' }, headline('b', 'Two')),
    });
    expect(await headings(2)).toEqual(['One', 'Two']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names invalid blocks with their path and message in preview mode, rendering the valid ones', async () => {
    const config = homeWith(headline('a', 'One'), { type: 'sparkles', id: 'bad' }, { type: 'headline', id: 'c', props: { level: 7 } as never });
    const { issues } = validateSiteConfig(config);
    await renderWithApp(<SitePage site="home" />, { config, previewToken: 'preview-1', issues });
    expect(await headings(1)).toEqual(['One']);
    const panels = await screen.findAllByRole('alert');
    expect(panels).toHaveLength(2);
    expect(within(panels[0]!).getByText('/ui/sites/homesite/containers/1/type')).toBeInTheDocument();
    expect(panels[0]).toHaveTextContent('unknown block type "sparkles"');
    expect(panels[1]).toHaveTextContent('/ui/sites/homesite/containers/2/props/level');
  });

  it('keeps the page when one block throws: hidden for visitors, named in preview', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = homeWith(headline('a', 'One'), headline('boom', null), headline('b', 'Two'));
    const { unmount } = await renderWithApp(<SitePage site="home" />, { config });
    expect(await headings(2)).toEqual(['One', 'Two']);
    unmount();
    await renderWithApp(<SitePage site="home" />, { config, previewToken: 'preview-1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('/ui/sites/homesite/containers/1');
  });
});
