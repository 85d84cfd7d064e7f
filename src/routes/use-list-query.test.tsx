import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { configWith, renderWithApp } from '../../tests/setup/render-with-app';
import { useListQuery } from './use-list-query';

/** Shows the hook's state and the address, with buttons for its actions. */
function Probe() {
  const query = useListQuery({ filterKeys: ['tag', 'y', 'm'] as const });
  const location = useLocation();
  return (
    <div>
      <p>URL: {location.pathname + location.search}</p>
      <p>
        page {query.page}, size {query.size}, sizes {query.pageSizes.join('/')}, tag {query.filters.tag ?? '-'}, filtered{' '}
        {String(query.filtered)}
      </p>
      <p>next: {query.searchFor(query.page + 1)}</p>
      <p>
        pages {query.pages}, more {String(query.canLoadMore)}
      </p>
      <button type="button" onClick={query.loadMore}>load more</button>
      <button type="button" onClick={() => query.setPage(3)}>page 3</button>
      <button type="button" onClick={() => query.setSize(96)}>size 96</button>
      <button type="button" onClick={() => query.setSize(24)}>size 24</button>
      <button type="button" onClick={() => query.setParams({ tag: 'pool' })}>tag pool</button>
      <button type="button" onClick={query.reset}>reset</button>
    </div>
  );
}

const url = () => screen.getByText(/^URL:/).textContent!.replace('URL: ', '');

describe('useListQuery', () => {
  it('reads page, size and filters from the address', async () => {
    await renderWithApp(<Probe />, { route: '/updates?tag=beach&p=2&s=48' });
    expect(screen.getByText('page 2, size 48, sizes 24/48/96, tag beach, filtered true')).toBeInTheDocument();
    expect(screen.getByText('next: ?tag=beach&p=3&s=48')).toBeInTheDocument();
  });

  it('starts at page 0 with the first configured size, and ignores sizes that are not configured', async () => {
    await renderWithApp(<Probe />, { route: '/updates?s=1000&p=-4' });
    expect(screen.getByText('page 0, size 24, sizes 24/48/96, tag -, filtered false')).toBeInTheDocument();
  });

  it('takes its sizes from core.paging', async () => {
    const config = configWith((c) => {
      c.core.paging = { pageSize1: 12, pageSize2: 36, pageSize3: 60 };
    });
    await renderWithApp(<Probe />, { route: '/models?s=36', config });
    expect(screen.getByText('page 0, size 36, sizes 12/36/60, tag -, filtered false')).toBeInTheDocument();
  });

  it('changing the page keeps filters and other parameters', async () => {
    await renderWithApp(<Probe />, { route: '/updates?tag=beach&previewtoken=abc' });
    await userEvent.click(screen.getByRole('button', { name: 'page 3' }));
    expect(url()).toBe('/updates?tag=beach&previewtoken=abc&p=3');
  });

  it('changing the size returns to the first page; the default size leaves the address clean', async () => {
    await renderWithApp(<Probe />, { route: '/updates?tag=beach&p=4' });
    await userEvent.click(screen.getByRole('button', { name: 'size 96' }));
    expect(url()).toBe('/updates?tag=beach&s=96');
    expect(screen.getByText(/^page 0, size 96/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'page 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'size 24' }));
    expect(url()).toBe('/updates?tag=beach');
  });

  it('a new filter returns to the first page', async () => {
    await renderWithApp(<Probe />, { route: '/updates?tag=beach&p=4&s=48' });
    await userEvent.click(screen.getByRole('button', { name: 'tag pool' }));
    expect(url()).toBe('/updates?tag=pool&s=48');
  });

  it('reset clears every filter and returns to page 0, keeping the size and foreign parameters', async () => {
    await renderWithApp(<Probe />, { route: '/updates?tag=beach&y=2026&m=11&p=1&s=48&previewtoken=abc' });
    await userEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(url()).toBe('/updates?s=48&previewtoken=abc');
    expect(screen.getByText('page 0, size 48, sizes 24/48/96, tag -, filtered false')).toBeInTheDocument();
  });

  it('"Load more" joins the next page and keeps the address in step, so a reload shows the same pages', async () => {
    await renderWithApp(<Probe />, { route: '/updates?tag=beach&p=1' });
    await userEvent.click(screen.getByRole('button', { name: 'load more' }));
    expect(url()).toBe('/updates?tag=beach&p=1&pages=2');
    await userEvent.click(screen.getByRole('button', { name: 'load more' }));
    expect(url()).toBe('/updates?tag=beach&p=1&pages=3');
    expect(screen.getByText('pages 3, more true')).toBeInTheDocument();
    // Another page, a filter or a size shows a single page again.
    expect(screen.getByText('next: ?tag=beach&p=2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'tag pool' }));
    expect(url()).toBe('/updates?tag=pool');
  });

  it('reads at most ten joined pages from the address, and none below one', async () => {
    await renderWithApp(<Probe />, { route: '/updates?pages=500' });
    expect(screen.getByText('pages 10, more false')).toBeInTheDocument();
  });

  it('ignores a zero or malformed page count', async () => {
    await renderWithApp(<Probe />, { route: '/updates?pages=0' });
    expect(screen.getByText('pages 1, more true')).toBeInTheDocument();
  });
});
