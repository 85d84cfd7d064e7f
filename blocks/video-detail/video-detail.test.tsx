import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { server } from '../../mock-api/node';
import { api, paths } from '../../mock-api/handlers/paths';
import { publishedUpdates } from '../../mock-api/fixtures/updates';
import { memberPaths } from '../../mock-api/handlers/member';
import { memberMediaPaths } from '../../mock-api/handlers/member-media';
import { mockUser } from '../../mock-api/handlers/session';
import { commentHandlersFor } from '../../mock-api/handlers/comments';
import { mockComments } from '../../mock-api/fixtures/comments';
import { configWith, renderWithApp } from '../../tests/setup/render-with-app';
import { WithUser } from '../../tests/setup/with-user';
import { formatDate, formatDuration } from '../../src/ui/format';
import { videoDetail } from './index';
import VideoDetail from './video-detail';

// Stands in for react-player: shows its source and lets the test end playback or fail it.
vi.mock('react-player', () => ({
  default: ({ src, onEnded, onError }: { src: string; onEnded?: () => void; onError?: () => void }) => (
    <div data-testid="player" data-src={src}>
      <button type="button" onClick={() => onEnded?.()}>
        Finish playback
      </button>
      <button type="button" onClick={() => onError?.()}>
        Fail playback
      </button>
    </div>
  ),
}));

const video = publishedUpdates.find((u) => u.contentType === 'video' && u.tags.length > 1 && u.models.length > 1)!;
const trailer = '/media/public/video/trailer-1.mp4';
// Only this video's route: a `public/updates/:permalink` override would also catch randomVideos.
const withTrailer = http.get(api(`public/updates/${video.permaLink}`), () => Response.json({ data: { ...video, trailerSrc: trailer } }));

const purchaseOn = configWith((c) => {
  c.core.payment.updatePurchase = true;
});

const renderVideo = (permaLink: string, member?: ReturnType<typeof mockUser>, config?: ReturnType<typeof configWith>) => {
  const routes = (
    <Routes>
      <Route path="/videos/:permaLink" element={<VideoDetail {...videoDetail.defaults} />} />
      <Route path="/404" element={<p>Not found page</p>} />
      <Route path="/checkout" element={<p>Checkout page</p>} />
    </Routes>
  );
  return renderWithApp(member ? <WithUser user={member}>{routes}</WithUser> : routes, { route: `/videos/${permaLink}`, config });
};

const dvd = publishedUpdates.find((u) => u.contentType === 'dvd' && u.price !== undefined)!;

describe('buying a single update', () => {
  it('shows the price and Buy, which puts the update in the cart and opens the checkout', async () => {
    const user = userEvent.setup();
    await renderVideo(dvd.permaLink, mockUser({ subscription: 'none' }), purchaseOn);
    const offer = await screen.findByRole('region', { name: dvd.fullName });
    expect(offer).toHaveTextContent('Buy this update on its own: $9.95');
    await user.click(within(offer).getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem('CART_CHECKOUT')!)).toMatchObject({
      item: { updateId: dvd.id, title: dvd.fullName, permaLink: dvd.permaLink, price: 9.95 },
    });
    window.sessionStorage.clear();
  });

  it('offers nothing when single purchases are off', async () => {
    await renderVideo(dvd.permaLink, mockUser({ subscription: 'none' }));
    expect(await screen.findByRole('heading', { level: 1, name: dvd.fullName })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
  });

  it('offers nothing to a member who may watch it', async () => {
    await renderVideo(dvd.permaLink, mockUser({ subscription: 'active' }), purchaseOn);
    expect(await screen.findByRole('heading', { level: 1, name: dvd.fullName })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
  });

  it('offers nothing for a video without a price', async () => {
    await renderVideo(video.permaLink, undefined, purchaseOn);
    expect(await screen.findByRole('heading', { level: 1, name: video.fullName })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
  });
});

describe('video detail block', () => {
  it('plays the trailer and shows the info row: duration, starring, tags, date, views', async () => {
    server.use(withTrailer);
    const user = userEvent.setup();
    await renderVideo(video.permaLink);

    expect(await screen.findByRole('heading', { level: 1, name: video.fullName })).toBeInTheDocument();
    // The poster first; the player once the visitor starts it.
    expect(screen.queryByTestId('player')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Play the trailer of ${video.fullName}` }));
    expect(screen.getByTestId('player')).toHaveAttribute('data-src', trailer);

    const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(term('Duration')).toHaveTextContent(formatDuration(video.playTimeSeconds!));
    expect(term('Date')).toHaveTextContent(formatDate(video.publishDate));
    expect(term('Date')).toHaveTextContent(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(term('Views')).toHaveTextContent(video.statistic.viewCount.toLocaleString('en-US'));
    for (const model of video.models) {
      expect(within(term('Starring')).getByRole('link', { name: model.fullName })).toHaveAttribute('href', `/models/${model.permaLink}`);
    }
    for (const tag of video.tags) {
      expect(within(term('Tags')).getByRole('link', { name: tag.fullName })).toHaveAttribute('href', `/updates?tag=${tag.permaLink}`);
    }
  });

  it("opens the signup modal when a visitor's trailer ends; JOIN NOW leads to /signup", async () => {
    const user = userEvent.setup();
    server.use(withTrailer);
    await renderVideo(video.permaLink);
    await user.click(await screen.findByRole('button', { name: `Play the trailer of ${video.fullName}` }));
    await screen.findByTestId('player');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Finish playback' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'JOIN NOW' })).toHaveAttribute('href', '/signup');
  });

  it('asks for 4 random videos and leaves out the current one', async () => {
    const requested: URL[] = [];
    server.use(
      http.get(paths.randomVideos, ({ request }) => {
        requested.push(new URL(request.url));
        const others = publishedUpdates.filter((u) => u.contentType === 'video');
        // The current video first: it must not be shown.
        return Response.json({ data: [video, ...others.filter((u) => u.id !== video.id)].slice(0, 5) });
      }),
    );
    await renderVideo(video.permaLink);
    const heading = await screen.findByRole('heading', { level: 2, name: 'More videos' });
    const section = heading.closest('section')!;
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(section).queryByRole('link', { name: video.fullName })).not.toBeInTheDocument();
    expect(requested[0]!.pathname).toBe('/api/public/updates/randomVideos');
  });

  it('gives visitors the members-only modal for a download, and asks them to join to comment', async () => {
    const user = userEvent.setup();
    await renderVideo(video.permaLink);
    await screen.findByRole('heading', { level: 1, name: video.fullName });

    const comments = screen.getByRole('region', { name: /^Comments/ });
    const expected = mockComments.filter((c) => c.content_update_id === video.id);
    if (expected.length) expect(await within(comments).findByText(expected[0]!.comment)).toBeInTheDocument();
    else expect(await within(comments).findByText('No comments yet')).toBeInTheDocument();
    expect(within(comments).getByRole('link', { name: 'JOIN NOW' })).toHaveAttribute('href', '/signup');
    expect(within(comments).getByRole('link', { name: 'Log in to comment' })).toHaveAttribute('href', `/login?from=${encodeURIComponent(`/videos/${video.permaLink}`)}`);

    const downloads = screen.getByRole('region', { name: 'Download' });
    await user.click(within(downloads).getByRole('button', { name: /Full HD/ }));
    expect(await screen.findByRole('dialog', { name: 'Members only' })).toBeInTheDocument();
  });

  it('sends an unknown permaLink to the 404 page', async () => {
    await renderVideo('no-such-video');
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
  });

  it('plays the full video for a member, in the chosen resolution, and offers the files with their sizes', async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    await renderVideo(video.permaLink, mockUser());
    await user.click(await screen.findByRole('button', { name: `Play ${video.fullName}` }));
    expect(screen.getByTestId('player').dataset.src).toMatch(new RegExp(`^/media/members/video/${video.id}/full-1920\\.mp4\\?expires=\\d+&sig=`));
    expect(screen.queryByText('You are watching the trailer.')).not.toBeInTheDocument();

    const quality = screen.getByRole('radiogroup', { name: 'Video quality' });
    expect(within(quality).getByRole('radio', { name: /Full HD/ })).toBeChecked();
    expect(quality).toHaveTextContent('48 MB');
    expect(quality).toHaveTextContent('163 MB');
    await user.click(within(quality).getByRole('radio', { name: /4K Ultra HD/ }));
    expect(screen.getByTestId('player').dataset.src).toContain(`/media/members/video/${video.id}/full-3840.mp4?`);

    const downloads = screen.getByRole('region', { name: 'Download' });
    const links = within(downloads).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      expect.stringContaining(`/media/members/video/${video.id}/full-3840.mp4?expires=`),
      expect.stringContaining(`/media/members/video/${video.id}/full-1920.mp4?expires=`),
    ]);
    expect(links[0]).toHaveTextContent(`4K Ultra HD`);
    expect(links[1]).toHaveTextContent('MP4 · 1920 x 1080 px · 48 MB');
  });

  it('fetches a fresh signed URL when the member\'s has expired during a long pause', async () => {
    const user = userEvent.setup();
    // The first answer's URLs expired long ago (the page stayed open); the next one is fresh.
    const stale = `/media/members/video/${video.id}/full-1920.mp4?expires=1000&sig=old`;
    server.use(http.get(memberMediaPaths.downloads, () => Response.json({ data: { id: video.id, videoSrc_1920: stale } }), { once: true }));
    await renderVideo(video.permaLink, mockUser());
    await user.click(await screen.findByRole('button', { name: `Play ${video.fullName}` }));
    expect(screen.getByTestId('player').dataset.src).toBe(stale);
    await user.click(screen.getByRole('button', { name: 'Fail playback' }));
    await waitFor(() => expect(screen.getByTestId('player').dataset.src).toMatch(/full-1920\.mp4\?expires=4102444800&sig=/));
  });

  it('lets a member favourite and rate once per session', async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    const posted: unknown[] = [];
    server.use(
      http.put(memberPaths.favourites, async ({ request }) => {
        posted.push(await request.clone().json());
      }),
      http.post(memberPaths.updateRating, async ({ request }) => {
        posted.push(await request.clone().json());
      }),
    );
    await renderVideo(video.permaLink, mockUser());
    const heart = await screen.findByRole('button', { name: 'Favourite' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));

    await user.click(within(screen.getByRole('radiogroup', { name: `Rate ${video.fullName}` })).getByRole('radio', { name: '4 stars' }));
    expect(await screen.findByRole('img', { name: 'Rating: 4 of 5' })).toBeInTheDocument();
    expect(screen.getByText('Thanks for rating!')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: `Rate ${video.fullName}` })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(`model_rated_${video.permaLink}`)).toBe('4');
    await waitFor(() => expect(posted).toEqual([{ content_update_id: video.id }, { rating: 4 }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives an expired member only the trailer and asks to renew', async () => {
    const user = userEvent.setup();
    server.use(withTrailer);
    await renderVideo(video.permaLink, mockUser({ subscription: 'expired' }));
    await user.click(await screen.findByRole('button', { name: `Play the trailer of ${video.fullName}` }));
    expect(screen.getByTestId('player')).toHaveAttribute('data-src', trailer);
    expect(screen.getByText('You are watching the trailer. Your subscription expired, please renew.')).toBeInTheDocument();
    const downloads = screen.getByRole('region', { name: 'Download' });
    expect(downloads).toHaveTextContent('Your subscription expired, please renew.');
    expect(within(downloads).getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/signup');
    expect(within(downloads).queryByRole('link', { name: /Full HD/ })).not.toBeInTheDocument();
  });

  it('lets a member write a comment that shows at once in the list', async () => {
    const user = userEvent.setup();
    server.use(...commentHandlersFor());
    await renderVideo(video.permaLink, mockUser());
    const comments = await screen.findByRole('region', { name: /^Comments/ });
    await user.type(within(comments).getByRole('textbox', { name: 'Your comment' }), 'Such a calm evening.');
    await user.click(within(comments).getByRole('button', { name: 'Post comment' }));
    expect(await within(comments).findByRole('status')).toHaveTextContent('Thank you! Your comment is posted.');
    expect(within(within(comments).getByRole('list', { name: 'Comments' })).getAllByRole('listitem')[0]).toHaveTextContent('Such a calm evening.');
  });
});
