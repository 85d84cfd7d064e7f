import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import type { Update } from '../../schemas/api';
import { server } from '../../mock-api/node';
import { paths } from '../../mock-api/handlers/paths';
import { paged } from '../../mock-api/handlers/respond';
import { emptyLists, serverError, slowResponses } from '../../mock-api/scenarios';
import { publishedUpdates } from '../../mock-api/fixtures/updates';
import { configWith, renderWithApp } from '../../tests/setup/render-with-app';
import { updateGrid } from './index';
import UpdateGrid from './update-grid';

type Props = Parameters<typeof UpdateGrid>[0];

const hrefOf = (u: Pick<Update, 'contentType' | 'permaLink'>) =>
  `/${u.contentType === 'video' ? 'videos' : u.contentType === 'photo' ? 'photos' : 'dvds'}/${u.permaLink}`;

function Address() {
  const location = useLocation();
  return <p>URL: {location.pathname + location.search}</p>;
}
const url = () => screen.getByText(/^URL:/).textContent!.replace('URL: ', '');

/** The block on the updates route, as the app mounts it, plus the current address. */
const onUpdatesRoute = (props: Partial<Props> = {}) => (
  <Routes>
    <Route
      path="/updates/:contentType?"
      element={
        <>
          <UpdateGrid {...updateGrid.defaults} {...props} />
          <Address />
        </>
      }
    />
  </Routes>
);

/** The cards, in order, once they have loaded. */
const cards = async (name = 'Updates') => within(await screen.findByRole('list', { name })).getAllByRole('listitem');
const titles = (items: HTMLElement[]) => items.map((item) => within(item).getAllByRole('link')[0]!.textContent);

describe('update grid block', () => {
  it('shows the first page of all updates, each linking to its page, with the total from maxresults', async () => {
    await renderWithApp(onUpdatesRoute(), { route: '/updates' });
    const items = await cards();
    expect(items).toHaveLength(24);
    publishedUpdates.slice(0, 24).forEach((update, index) => {
      expect(within(items[index]!).getByRole('link', { name: update.fullName })).toHaveAttribute('href', hrefOf(update));
    });
    expect(screen.getByText('34 updates')).toBeInTheDocument();
    expect(screen.getByText('1–24 of 34')).toBeInTheDocument();
    // No configured heading: a hidden one keeps the heading levels in order above the cards' h3.
    expect(screen.getByRole('heading', { level: 2, name: 'Updates' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/updates?p=1');
  });

  it('the address picks the page: ?p=1 shows the rest, and "Next"/"Previous" move through the pages', async () => {
    await renderWithApp(onUpdatesRoute(), { route: '/updates?p=1' });
    expect(titles(await cards())).toEqual(publishedUpdates.slice(24).map((u) => u.fullName));
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('link', { name: 'Previous page' }));
    expect(url()).toBe('/updates');
    await waitFor(async () => expect(titles(await cards())[0]).toBe(publishedUpdates[0]!.fullName));
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(url()).toBe('/updates?p=1');
    await waitFor(async () => expect(titles(await cards())[0]).toBe(publishedUpdates[24]!.fullName));
  });

  it('filters by ?tag= and ?p= from the address (/updates?tag=beach&p=1), sending them to the API', async () => {
    // Thirty beach updates, so that the tag has a second page.
    const beach: Update[] = Array.from({ length: 30 }, (_, index) => ({
      ...publishedUpdates[index % publishedUpdates.length]!,
      id: 1000 + index,
      permaLink: `beach-day-${index + 1}`,
      fullName: `Beach day ${index + 1}`,
    }));
    const requested: URL[] = [];
    server.use(
      http.get(paths.updates, ({ request }) => {
        const asked = new URL(request.url);
        requested.push(asked);
        return paged(asked.searchParams.get('tag') === 'beach' ? beach : publishedUpdates, asked);
      }),
    );
    await renderWithApp(onUpdatesRoute(), { route: '/updates?tag=beach&p=1' });

    expect(titles(await cards())).toEqual(['Beach day 25', 'Beach day 26', 'Beach day 27', 'Beach day 28', 'Beach day 29', 'Beach day 30']);
    expect(requested[0]!.searchParams.get('tag')).toBe('beach');
    expect(requested[0]!.searchParams.get('p')).toBe('1');
    expect(requested[0]!.searchParams.get('s')).toBe('24');
    expect(screen.getByText('30 updates')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // The tag's name comes from the tag list.
    expect(await screen.findByRole('button', { name: 'Remove filter: Tag: Beach' })).toHaveTextContent('Tag: Beach');
  });

  it('removing the tag chip clears the filter and returns to the first page of all updates', async () => {
    await renderWithApp(onUpdatesRoute(), { route: '/updates?tag=beach' });
    const beach = publishedUpdates.filter((u) => u.tags.some((t) => t.permaLink === 'beach'));
    expect(titles(await cards())).toEqual(beach.map((u) => u.fullName));
    expect(screen.getByText('4 updates')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Remove filter: Tag: Beach' }));
    expect(url()).toBe('/updates');
    expect(screen.queryByRole('button', { name: /Remove filter/ })).not.toBeInTheDocument();
    expect(await screen.findByText('34 updates')).toBeInTheDocument();
    expect(await cards()).toHaveLength(24);
  });

  it('shows the calendar month as a chip ("November 2026") and removes year and month together', async () => {
    await renderWithApp(onUpdatesRoute(), { route: '/updates?y=2026&m=11&s=48' });
    const november = publishedUpdates.filter((u) => u.publishDate.startsWith('2026-11'));
    expect(november.length).toBeGreaterThan(0);
    expect(titles(await cards())).toEqual(november.map((u) => u.fullName));

    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: November 2026' }));
    expect(url()).toBe('/updates?s=48');
    expect(await screen.findByText('34 updates')).toBeInTheDocument();
  });

  it('names the month in the active locale and several filters can be cleared at once', async () => {
    await renderWithApp(onUpdatesRoute(), { route: '/updates?y=2026&m=11&model=anya-marlow', locale: 'de_DE' });
    expect(await screen.findByRole('button', { name: /November 2026/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Anya Marlow/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Clear all|Alle/ }));
    expect(url()).toBe('/updates');
  });

  it('on /updates/videos lists only videos, and the type chip leads back to all updates', async () => {
    await renderWithApp(onUpdatesRoute(), { route: '/updates/videos?tag=outdoor' });
    const videos = publishedUpdates.filter((u) => u.contentType === 'video' && u.tags.some((t) => t.permaLink === 'outdoor'));
    const items = await cards('Videos');
    expect(titles(items)).toEqual(videos.map((u) => u.fullName));
    for (const item of items) expect(within(item).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/videos\//));

    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Type: Videos' }));
    expect(url()).toBe('/updates?tag=outdoor');
  });

  it('lists photo galleries upright when the source is photos', async () => {
    const tagRequests: string[] = [];
    server.use(
      http.get(paths.tags, ({ request }) => {
        tagRequests.push(request.url);
      }),
    );
    // Not on the updates route: the galleries site places the block on /photos.
    await renderWithApp(
      <UpdateGrid {...updateGrid.defaults} source="photos" orientation="upright" columns={{ xs: 12, sm: 6, md: 3, lg: 2 }} />,
      { route: '/photos' },
    );
    const items = await cards('Galleries');
    const photos = publishedUpdates.filter((u) => u.contentType === 'photo');
    expect(items).toHaveLength(photos.length);
    items.forEach((item, index) => expect(within(item).getByRole('link', { name: photos[index]!.fullName })).toHaveAttribute('href', hrefOf(photos[index]!)));
    expect(screen.getByText('17 galleries')).toBeInTheDocument();
    // Tag names are only looked up for a tag filter.
    expect(tagRequests).toEqual([]);
  });

  it('changing the page size returns to the first page', async () => {
    await renderWithApp(onUpdatesRoute(), { route: '/updates?p=1' });
    await cards();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '48');
    expect(url()).toBe('/updates?s=48');
    await waitFor(async () => expect(await cards()).toHaveLength(34));
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('a page past the end offers the way back to the first page', async () => {
    await renderWithApp(onUpdatesRoute(), { route: '/updates?tag=beach&p=3' });
    await userEvent.click(await screen.findByRole('button', { name: 'Go to the first page' }));
    expect(url()).toBe('/updates?tag=beach');
    expect(await cards()).toHaveLength(4);
  });

  it('shows one placeholder per item of the page while loading', async () => {
    server.use(...slowResponses);
    await renderWithApp(onUpdatesRoute(), { route: '/updates?s=48' });
    const status = screen.getByRole('status', { name: 'Loading updates' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status.children).toHaveLength(48);
  });

  it('says so when nothing matches, with a reset for the filters', async () => {
    server.use(...emptyLists);
    await renderWithApp(onUpdatesRoute(), { route: '/updates?tag=beach' });
    expect(await screen.findByText('No updates found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(url()).toBe('/updates');
    expect(screen.queryByRole('button', { name: 'Reset filters' })).not.toBeInTheDocument();
  });

  it('shows a message and a retry when the request fails', async () => {
    server.use(...serverError);
    await renderWithApp(onUpdatesRoute(), { route: '/updates' });
    expect(await screen.findByRole('alert')).toHaveTextContent('These updates could not be loaded. Please try again later.');
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cards()).toHaveLength(24);
  });

  it('leaves hardcore updates out when the configuration hides them', async () => {
    const config = configWith((c) => {
      c.core.fsk12.hideHardcoreUpdates = true;
    });
    await renderWithApp(onUpdatesRoute(), { route: '/updates', config });
    await cards();
    const hardcore = publishedUpdates.slice(0, 24).find((u) => u.hardcore)!;
    expect(screen.queryByRole('link', { name: hardcore.fullName })).not.toBeInTheDocument();
  });
});
