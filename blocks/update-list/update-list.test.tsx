import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '../../mock-api/node';
import { paths } from '../../mock-api/handlers/paths';
import { emptyLists, serverError, slowResponses } from '../../mock-api/scenarios';
import { publishedUpdates } from '../../mock-api/fixtures/updates';
import { configWith, renderWithApp } from '../../tests/setup/render-with-app';
import { updateList } from './index';
import UpdateList from './update-list';

const hrefOf = (u: { contentType: string; permaLink: string }) =>
  `/${u.contentType === 'video' ? 'videos' : u.contentType === 'photo' ? 'photos' : 'dvds'}/${u.permaLink}`;

/** The cards, in order, once they have loaded. */
const cards = async () => within(await screen.findByRole('list')).getAllByRole('listitem');

describe('update list block', () => {
  it('renders `count` recent updates, each linking to its video, gallery or DVD page', async () => {
    await renderWithApp(<UpdateList {...updateList.defaults} />, { route: '/' });

    expect(screen.getByRole('heading', { level: 2, name: 'Recent updates' })).toBeInTheDocument();
    const items = await cards();
    const expected = publishedUpdates.slice(0, updateList.defaults.count);
    expect(items).toHaveLength(8);
    expected.forEach((update, index) => {
      const link = within(items[index]!).getByRole('link', { name: update.fullName });
      expect(link).toHaveAttribute('href', hrefOf(update));
    });
    // All three content types are among the first eight, so every path shape is covered.
    const hrefs = expected.map(hrefOf).join(' ');
    expect(hrefs).toMatch(/\/photos\//);
    expect(hrefs).toMatch(/\/videos\//);
    expect(hrefs).toMatch(/\/dvds\//);
  });

  it('shows the configured heading in the active locale and a "show all" link', async () => {
    await renderWithApp(
      <UpdateList
        {...updateList.defaults}
        source="recentPhotos"
        orientation="upright"
        heading={{ en_US: 'Recent galleries', de_DE: 'Neueste Galerien' }}
        moreLink="/photos"
      />,
      { route: '/', locale: 'de_DE' },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Neueste Galerien' })).toBeInTheDocument();
    const items = await cards();
    for (const item of items) {
      expect(within(item).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/photos\//));
    }
    expect(screen.getByRole('link', { name: /→/ })).toHaveAttribute('href', '/photos');
  });

  it('asks only for the included channels (behind the scenes)', async () => {
    const requested: URL[] = [];
    server.use(
      http.get(paths.recentVideos, ({ request }) => {
        requested.push(new URL(request.url));
        // Returning nothing hands the request on to the default handler.
      }),
    );
    await renderWithApp(
      <UpdateList {...updateList.defaults} source="recentVideos" count={4} includeChannels={['behind-the-scenes']} />,
      { route: '/' },
    );

    const items = await cards();
    expect(requested).toHaveLength(1);
    expect(requested[0]!.searchParams.get('includeChannels')).toBe('behind-the-scenes');
    expect(requested[0]!.searchParams.get('s')).toBe('4');

    const expected = publishedUpdates.filter((u) => u.contentType === 'video' && u.channel?.permaLink === 'behind-the-scenes');
    expect(expected.length).toBeGreaterThan(0);
    expect(items).toHaveLength(Math.min(4, expected.length));
    items.forEach((item, index) => {
      expect(within(item).getByRole('link', { name: expected[index]!.fullName })).toHaveAttribute('href', hrefOf(expected[index]!));
    });
  });

  it('leaves out hardcore updates when the configuration hides them, still filling the grid', async () => {
    const config = configWith((c) => {
      c.core.fsk12.hideHardcoreUpdates = true;
    });
    await renderWithApp(<UpdateList {...updateList.defaults} />, { route: '/', config });

    const items = await cards();
    const hidden = publishedUpdates.slice(0, 8).filter((u) => u.hardcore);
    expect(hidden.length).toBeGreaterThan(0);
    expect(items).toHaveLength(8);
    for (const update of hidden) {
      expect(screen.queryByRole('link', { name: update.fullName })).not.toBeInTheDocument();
    }
    const expected = publishedUpdates.filter((u) => !u.hardcore).slice(0, 8);
    items.forEach((item, index) => {
      expect(within(item).getByRole('link', { name: expected[index]!.fullName })).toBeInTheDocument();
    });
  });

  it('keeps hardcore updates when the flag is off', async () => {
    await renderWithApp(<UpdateList {...updateList.defaults} />, { route: '/' });
    await cards();
    const hardcore = publishedUpdates.slice(0, 8).find((u) => u.hardcore)!;
    expect(screen.getByRole('link', { name: hardcore.fullName })).toBeInTheDocument();
  });

  it('shows placeholders while loading', async () => {
    server.use(...slowResponses);
    await renderWithApp(<UpdateList {...updateList.defaults} />, { route: '/' });
    const status = screen.getByRole('status', { name: 'Loading updates' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status.children).toHaveLength(updateList.defaults.count);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('renders nothing for an empty list', async () => {
    server.use(...emptyLists);
    const { container } = await renderWithApp(<UpdateList {...updateList.defaults} />, { route: '/' });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a short message and a retry when the request fails', async () => {
    server.use(...serverError);
    await renderWithApp(<UpdateList {...updateList.defaults} />, { route: '/' });
    expect(await screen.findByRole('alert')).toHaveTextContent('These updates could not be loaded. Please try again later.');

    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cards()).toHaveLength(8);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
