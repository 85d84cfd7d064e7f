import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { server } from '../../mock-api/node';
import { emptyLists, serverError, slowResponses } from '../../mock-api/scenarios';
import { publishedUpdates, upcomingUpdates } from '../../mock-api/fixtures';
import LastNextUpdate from './last-next-update';
import { lastNextUpdate } from './index';

const detailPath = { video: '/videos', photo: '/photos', dvd: '/dvds' } as const;

describe('LastNextUpdate', () => {
  it('shows the latest published update, linked to its page, beside the next one coming soon', async () => {
    await renderWithApp(<LastNextUpdate {...lastNextUpdate.defaults} />, { route: '/' });
    const last = publishedUpdates[0]!;
    const next = upcomingUpdates[0]!;

    const lastCard = (await screen.findByRole('heading', { name: 'Last update' })).closest('article')!;
    expect(within(lastCard).getByRole('link', { name: last.fullName })).toHaveAttribute(
      'href',
      `${detailPath[last.contentType]}/${last.permaLink}`,
    );
    expect(within(lastCard).getByText(/^Published on /)).toBeInTheDocument();

    const nextCard = screen.getByRole('heading', { name: 'Next update' }).closest('article')!;
    expect(within(nextCard).getByRole('heading', { name: next.fullName })).toBeInTheDocument();
    expect(within(nextCard).getByText('Coming soon')).toBeInTheDocument();
    expect(within(nextCard).getByText(/^Available from /)).toBeInTheDocument();
    expect(within(nextCard).queryByRole('link')).not.toBeInTheDocument();
  });

  it('prints the publication date as dd.mm.yyyy, like every other date of the site', async () => {
    await renderWithApp(<LastNextUpdate {...lastNextUpdate.defaults} />, { route: '/', locale: 'de_DE' });
    const d = new Date(upcomingUpdates[0]!.publishDate);
    const date = [d.getUTCDate(), d.getUTCMonth() + 1].map((n) => String(n).padStart(2, '0')).join('.') + `.${d.getUTCFullYear()}`;

    expect(await screen.findByText(new RegExp(date.replace(/\./g, '\\.')))).toBeInTheDocument();
  });

  it('limits both updates to the configured content type', async () => {
    await renderWithApp(<LastNextUpdate contentType="video" />, { route: '/' });
    const lastVideo = publishedUpdates.find((u) => u.contentType === 'video')!;

    expect(await screen.findByRole('link', { name: lastVideo.fullName })).toHaveAttribute('href', `/videos/${lastVideo.permaLink}`);
    expect(screen.getAllByText('Video').length).toBeGreaterThan(0);
  });

  it('shows placeholders while loading', async () => {
    server.use(...slowResponses);
    await renderWithApp(<LastNextUpdate {...lastNextUpdate.defaults} />, { route: '/' });

    expect(screen.getByText('Loading updates…')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Last and next update' })).toBeInTheDocument();
  });

  it('renders nothing when there are no updates or the request fails', async () => {
    server.use(...emptyLists);
    const empty = await renderWithApp(<LastNextUpdate {...lastNextUpdate.defaults} />, { route: '/' });
    await screen.findByRole('region', { name: 'Last and next update' });
    await expect.poll(() => screen.queryByRole('region', { name: 'Last and next update' })).toBeNull();
    empty.unmount();

    server.resetHandlers(...serverError);
    await renderWithApp(<LastNextUpdate {...lastNextUpdate.defaults} />, { route: '/' });
    await expect.poll(() => screen.queryByRole('region', { name: 'Last and next update' })).toBeNull();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });
});
