import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { server } from '../../mock-api/node';
import { updatePhotosHandlers } from '../../mock-api/handlers/update-photos';
import { memberMediaPaths } from '../../mock-api/handlers/member-media';
import { publishedUpdates } from '../../mock-api/fixtures/updates';
import { mockUser } from '../../mock-api/handlers/session';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { WithUser } from '../../tests/setup/with-user';
import { elapse, settle, useFakeRequestClock } from '../../tests/setup/fake-clock';
import { formatDate } from '../../src/ui/format';
import { API_TIMEOUT_MS } from '../../src/api/client';
import { RETRY_DELAYS_MS } from '../../src/api/patient-retry';
import { apiError } from '../../mock-api/handlers/respond';
import { galleryDetail } from './index';
import GalleryDetail from './gallery-detail';

const gallery = publishedUpdates.find((u) => u.contentType === 'photo' && u.models.length > 1)!;

const renderGallery = (permaLink: string, props: Partial<typeof galleryDetail.defaults> = {}, member?: ReturnType<typeof mockUser>) => {
  const routes = (
    <Routes>
      <Route path="/photos/:permaLink" element={<GalleryDetail {...galleryDetail.defaults} {...props} />} />
      <Route path="/404" element={<p>Not found page</p>} />
    </Routes>
  );
  return renderWithApp(member ? <WithUser user={member}>{routes}</WithUser> : routes, { route: `/photos/${permaLink}` });
};

describe('gallery detail block', () => {
  // The default mock handlers have no route for a gallery's preview pictures yet.
  beforeEach(() => server.use(...updatePhotosHandlers));

  it('shows the preview pictures, date dd.mm.yyyy, views, models and tags', async () => {
    await renderGallery(gallery.permaLink);
    expect(await screen.findByRole('heading', { level: 1, name: gallery.fullName })).toBeInTheDocument();

    const pictures = screen.getByRole('region', { name: 'Pictures' });
    const shown = await within(pictures).findAllByRole('button', { name: /^Photo \d+ of/ });
    // The last of the 8 carries the count of the pictures only members see.
    expect(shown).toHaveLength(galleryDetail.defaults.imageCount - 1);
    expect(shown[0]).toHaveAccessibleName(`Photo 1 of ${gallery.photoCount} from ${gallery.fullName}`);
    expect(within(pictures).getByRole('button', { name: `+${gallery.photoCount! - 8} more photos for members` })).toBeInTheDocument();

    const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(term('Date')).toHaveTextContent(formatDate(gallery.publishDate));
    expect(term('Views')).toHaveTextContent(gallery.statistic.viewCount.toLocaleString('en-US'));
    for (const model of gallery.models) expect(within(term('Starring')).getByRole('link', { name: model.fullName })).toBeInTheDocument();
    for (const tag of gallery.tags) {
      expect(within(term('Tags')).getByRole('link', { name: tag.fullName })).toHaveAttribute('href', `/updates?tag=${tag.permaLink}`);
    }
  });

  it('lets a visitor enlarge the free previews in the lightbox; the pictures for members stay behind the modal', async () => {
    const user = userEvent.setup();
    await renderGallery(gallery.permaLink);
    const pictures = await screen.findByRole('region', { name: 'Pictures' });
    const shown = await within(pictures).findAllByRole('button', { name: /^Photo \d+ of/ });
    const previews = shown.length;

    await user.click(shown[1]!);
    const viewer = await screen.findByRole('dialog', { name: `${gallery.fullName}: Photo 2 of ${previews}` });
    expect(within(viewer).getByRole('img', { name: `Photo 2 of ${previews}` })).toBeInTheDocument();
    // Only the public preview copy: no original.
    expect(within(viewer).queryByRole('link', { name: 'Original size' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Members only' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(pictures).getByRole('button', { name: `+${gallery.photoCount! - 8} more photos for members` }));
    expect(await screen.findByRole('dialog', { name: 'Members only' })).toBeInTheDocument();
  });

  it('opens the members-only modal when a visitor downloads the high-resolution zip', async () => {
    const user = userEvent.setup();
    await renderGallery(gallery.permaLink);
    const downloads = await screen.findByRole('region', { name: 'Download' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(downloads).getByRole('button', { name: /High resolution ZIP/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Members only' });
    expect(within(dialog).getByRole('link', { name: 'JOIN NOW' })).toHaveAttribute('href', '/signup');
    expect(within(dialog).getByRole('link', { name: 'Login' })).toHaveAttribute('href', `/login?from=${encodeURIComponent(`/photos/${gallery.permaLink}`)}`);
  });

  it('offers rating and favourite to visitors only through the members-only modal', async () => {
    const user = userEvent.setup();
    await renderGallery(gallery.permaLink);
    const heart = await screen.findByRole('button', { name: 'Favourite' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(await screen.findByRole('dialog', { name: 'Members only' })).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('hides the member preview by default and shows it in the upright variant when enabled', async () => {
    const { unmount } = await renderGallery(gallery.permaLink);
    await screen.findByRole('heading', { level: 1, name: gallery.fullName });
    expect(screen.queryByRole('region', { name: 'Member preview' })).not.toBeInTheDocument();
    unmount();

    await renderGallery(gallery.permaLink, { variant: 'upright', showMemberPreview: true });
    const preview = await screen.findByRole('region', { name: 'Member preview' });
    expect(within(preview).getByRole('link', { name: 'JOIN NOW' })).toHaveAttribute('href', '/signup');
    expect(preview).toHaveTextContent(`Members see all ${gallery.photoCount} photos`);
  });

  it('lists random galleries without the current one', async () => {
    await renderGallery(gallery.permaLink);
    const heading = await screen.findByRole('heading', { level: 2, name: 'More galleries' });
    const items = await within(heading.closest('section')!).findAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(galleryDetail.defaults.randomCount);
    for (const item of items) expect(within(item).queryByRole('link', { name: gallery.fullName })).not.toBeInTheDocument();
  });

  it('sends an unknown permaLink to the 404 page', async () => {
    await renderGallery('no-such-gallery');
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
  });

  it('shows a member every picture in full size in the lightbox, and the zips with their sizes', async () => {
    const user = userEvent.setup();
    await renderGallery(gallery.permaLink, {}, mockUser());
    const pictures = await screen.findByRole('region', { name: `All ${gallery.photoCount} pictures` });
    const thumbs = await within(pictures).findAllByRole('button', { name: /^Photo \d+ of/ });
    expect(thumbs).toHaveLength(gallery.photoCount!);
    expect(within(pictures).queryByText(/more photos for members/)).not.toBeInTheDocument();

    await user.click(thumbs[2]!);
    const viewer = await screen.findByRole('dialog', { name: `${gallery.fullName}: Photo 3 of ${gallery.photoCount}` });
    expect(within(viewer).getByRole('img', { name: `Photo 3 of ${gallery.photoCount}` })).toBeInTheDocument();
    expect(within(viewer).getByRole('link', { name: 'Original size' })).toHaveAttribute('href', expect.stringMatching(/^data:image/));
    await user.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName(`${gallery.fullName}: Photo 4 of ${gallery.photoCount}`);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('dialog')).toHaveAccessibleName(`${gallery.fullName}: Photo 2 of ${gallery.photoCount}`);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbs[2]).toHaveFocus();

    const downloads = screen.getByRole('region', { name: 'Download' });
    const high = within(downloads).getByRole('link', { name: /High resolution ZIP/ });
    expect(high).toHaveAttribute('href', expect.stringContaining(`/media/members/zip/${gallery.id}-original.zip?expires=`));
    expect(high).toHaveTextContent('119 MB');
    expect(within(downloads).getByRole('link', { name: /Standard ZIP/ })).toHaveTextContent(`${gallery.photoCount} photos · 1920 px · 31 MB`);
  });

  it('fetches fresh signed pictures when the page stayed open past their expiry', async () => {
    const user = userEvent.setup();
    const stale = (position: number, width: number) => `/media/members/img/${gallery.id}/${position}-${width}.jpg?expires=1000&sig=old`;
    server.use(
      http.get(
        memberMediaPaths.photos,
        () => Response.json({ data: Array.from({ length: gallery.photoCount! }, (_, p) => ({ id: p + 1, scaledSrc1: stale(p, 620), scaledSrc2: stale(p, 1920), originalSrc: stale(p, 3840) })) }),
        { once: true },
      ),
    );
    await renderGallery(gallery.permaLink, {}, mockUser());
    const pictures = await screen.findByRole('region', { name: `All ${gallery.photoCount} pictures` });
    const thumbs = await within(pictures).findAllByRole('button', { name: /^Photo \d+ of/ });
    const thumb = thumbs[0]!.querySelector('img')!;
    expect(thumb).toHaveAttribute('src', stale(0, 620));
    // A thumbnail whose URL was refused: every picture gets a fresh URL.
    fireEvent.error(thumb);
    await waitFor(() => expect(within(pictures).getAllByRole('button', { name: /^Photo \d+ of/ })[0]!.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^data:image/)));
    await user.click(within(pictures).getAllByRole('button', { name: /^Photo \d+ of/ })[1]!);
    const viewer = await screen.findByRole('dialog', { name: `${gallery.fullName}: Photo 2 of ${gallery.photoCount}` });
    expect(within(viewer).getByRole('img', { name: `Photo 2 of ${gallery.photoCount}` })).toHaveAttribute('src', expect.stringMatching(/^data:image/));
  });

  it('asks an expired member to renew instead of opening the pictures', async () => {
    await renderGallery(gallery.permaLink, {}, mockUser({ subscription: 'expired' }));
    const downloads = await screen.findByRole('region', { name: 'Download' });
    expect(downloads).toHaveTextContent('Your subscription expired, please renew.');
    expect(within(downloads).queryByRole('link', { name: /ZIP/ })).not.toBeInTheDocument();
    const pictures = screen.getByRole('region', { name: 'Pictures' });
    expect(await within(pictures).findAllByRole('button', { name: /^Photo \d+ of/ })).toHaveLength(galleryDetail.defaults.imageCount - 1);
  });
});

describe("a member's gallery that loads slowly", () => {
  // Timers are fake (the request timeout, the pauses between retries, msw's delay); the rest is real.
  beforeEach(() => {
    server.use(...updatePhotosHandlers);
    useFakeRequestClock();
  });
  afterEach(() => vi.useRealTimers());

  const problem = () => screen.queryByText('The pictures could not be loaded. Please try again later.');

  /** The member photos route: each call's answer in turn (`slow`: longer than the client waits), then the real one. */
  function photosAnswering(...answers: ('slow' | 'error')[]) {
    const calls = { count: 0 };
    server.use(
      http.get(memberMediaPaths.photos, async () => {
        const answer = answers[calls.count++];
        if (answer === 'slow') await delay(API_TIMEOUT_MS * 2);
        if (answer === 'error') return apiError(503, 'unavailable', 'Try later');
        return undefined;
      }),
    );
    return calls;
  }

  async function renderMemberGallery() {
    await renderGallery(gallery.permaLink, {}, mockUser());
    return settle(() => screen.getByRole('region', { name: `All ${gallery.photoCount} pictures` }));
  }

  it('tries again when the first answer is too slow, and shows the pictures without an error', async () => {
    const calls = photosAnswering('slow', 'slow');
    const pictures = await renderMemberGallery();
    await settle(() => expect(calls.count).toBe(1));

    await elapse(API_TIMEOUT_MS);
    expect(within(pictures).getByRole('status', { name: 'Loading pictures' })).toBeInTheDocument();
    expect(problem()).not.toBeInTheDocument();
    await elapse(RETRY_DELAYS_MS[0]!);
    expect(calls.count).toBe(2);

    // The second try is slow as well: the next pause is longer.
    await elapse(API_TIMEOUT_MS + RETRY_DELAYS_MS[0]!);
    expect(calls.count).toBe(2);
    expect(problem()).not.toBeInTheDocument();
    await elapse(RETRY_DELAYS_MS[1]! - RETRY_DELAYS_MS[0]!);
    expect(calls.count).toBe(3);
    expect(await settle(() => within(pictures).getAllByRole('button', { name: /^Photo \d+ of/ }))).toHaveLength(gallery.photoCount!);
    expect(problem()).not.toBeInTheDocument();
  });

  it('says so with a retry button only after the retries, and the button loads the pictures', async () => {
    const calls = photosAnswering(...Array<'error'>(RETRY_DELAYS_MS.length + 1).fill('error'));
    const pictures = await renderMemberGallery();
    await settle(() => expect(calls.count).toBe(1));
    for (const pause of RETRY_DELAYS_MS) {
      expect(problem()).not.toBeInTheDocument();
      await elapse(pause);
    }
    expect(calls.count).toBe(RETRY_DELAYS_MS.length + 1);
    const alert = await settle(() => within(pictures).getByRole('alert'));
    expect(alert).toHaveTextContent('The pictures could not be loaded. Please try again later.');

    await act(() => fireEvent.click(within(alert).getByRole('button', { name: 'Try again' })));
    expect(await settle(() => within(pictures).getAllByRole('button', { name: /^Photo \d+ of/ }))).toHaveLength(gallery.photoCount!);
    expect(problem()).not.toBeInTheDocument();
  });

  it('does not retry an answer that will not change (no access)', async () => {
    const calls = { count: 0 };
    server.use(
      http.get(memberMediaPaths.photos, () => {
        calls.count++;
        return apiError(403, 'forbidden', 'No access');
      }),
    );
    const pictures = await renderMemberGallery();
    expect(await settle(() => within(pictures).getByRole('alert'))).toHaveTextContent('The pictures could not be loaded.');
    await elapse(RETRY_DELAYS_MS.reduce((a, b) => a + b, 0));
    expect(calls.count).toBe(1);
  });
});
