import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Update } from '../../schemas/api';
import { publishedUpdates } from '../../mock-api/fixtures/updates';
import { configWith, renderWithApp } from '../../tests/setup/render-with-app';
import { userAtom } from '../state/session';
import { formatDate, formatDuration } from './format';
import { UpdateCard, updateHref } from './update-card';
import { ROLE } from '../../shared/roles';

const ofType = (type: Update['contentType']) => publishedUpdates.find((u) => u.contentType === type)!;
const soft = configWith((c) => {
  c.core.fsk12.enableGlobalFsk12Mode = true;
});

describe('UpdateCard', () => {
  it('links a video to /videos/{permaLink} with date, duration, models and badge', async () => {
    const video = ofType('video');
    await renderWithApp(<UpdateCard update={video} orientation="landscape" sizes="100vw" />);
    const card = screen.getByRole('article');

    expect(within(card).getByRole('link', { name: video.fullName })).toHaveAttribute('href', `/videos/${video.permaLink}`);
    expect(within(card).getByText(formatDate(video.publishDate))).toHaveAttribute('dateTime', video.publishDate.slice(0, 10));
    expect(formatDate(video.publishDate)).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(card).toHaveTextContent(`Duration ${formatDuration(video.playTimeSeconds!)}`);
    expect(within(card).getByText('Video')).toBeInTheDocument();
    for (const model of video.models) {
      expect(within(card).getByRole('link', { name: model.fullName })).toHaveAttribute('href', `/models/${model.permaLink}`);
    }
  });

  it('links a gallery to /photos/ with its photo count, and a DVD to /dvds/', async () => {
    const gallery = ofType('photo');
    const dvd = ofType('dvd');
    await renderWithApp(
      <>
        <UpdateCard update={gallery} orientation="upright" sizes="50vw" />
        <UpdateCard update={dvd} orientation="landscape" sizes="50vw" />
      </>,
    );
    const [galleryCard, dvdCard] = screen.getAllByRole('article');
    expect(within(galleryCard!).getByRole('link', { name: gallery.fullName })).toHaveAttribute('href', `/photos/${gallery.permaLink}`);
    expect(within(galleryCard!).getByText(`${gallery.photoCount} photos`)).toBeInTheDocument();
    expect(within(galleryCard!).getByText('Gallery')).toBeInTheDocument();
    expect(within(dvdCard!).getByRole('link', { name: dvd.fullName })).toHaveAttribute('href', `/dvds/${dvd.permaLink}`);
    expect(within(dvdCard!).getByText('DVD')).toBeInTheDocument();
    expect(updateHref({ contentType: 'dvd', permaLink: 'a b' })).toBe('/dvds/a%20b');
  });

  it('uses the upright or landscape image, and the soft one for guests in youth-protection mode', async () => {
    const update = ofType('photo');
    const view = await renderWithApp(
      <>
        <UpdateCard update={update} orientation="upright" sizes="50vw" />
        <UpdateCard update={update} orientation="landscape" sizes="50vw" />
      </>,
    );
    const [upright, landscape] = view.container.querySelectorAll('img');
    expect(upright).toHaveAttribute('src', update.previewImageUpright['960']);
    expect(landscape).toHaveAttribute('src', update.previewImage['960']);
    view.unmount();

    const guest = await renderWithApp(
      <>
        <UpdateCard update={update} orientation="upright" sizes="50vw" />
        <UpdateCard update={update} orientation="landscape" sizes="50vw" />
      </>,
      { config: soft },
    );
    const [uprightSoft, landscapeSoft] = guest.container.querySelectorAll('img');
    expect(uprightSoft).toHaveAttribute('src', update.previewImageUprightSoft['960']);
    expect(landscapeSoft).toHaveAttribute('src', update.previewImageSoft['960']);
    expect(landscapeSoft).toHaveAttribute('srcset', expect.stringContaining(`${update.previewImageSoft['3840']} 3840w`));
  });

  it('shows members the regular images even in youth-protection mode', async () => {
    const update = ofType('photo');
    const view = await renderWithApp(<UpdateCard update={update} orientation="upright" sizes="50vw" />, { config: soft });
    view.store.set(userAtom, { id: 1, username: 'member', email: 'm@example.com', role_id: ROLE.staff, created_at: '2026-01-01T00:00:00Z' });
    await waitFor(() => expect(view.container.querySelector('img')).toHaveAttribute('src', update.previewImageUpright['960']));
  });

  it('shows the title in the active locale', async () => {
    const update = { ...ofType('video'), names: { fullName_de_DE: 'Goldener Nachmittag' } };
    await renderWithApp(<UpdateCard update={update} orientation="landscape" sizes="100vw" />, { locale: 'de_DE' });
    expect(screen.getByRole('link', { name: 'Goldener Nachmittag' })).toHaveAttribute('href', `/videos/${update.permaLink}`);
  });
});
