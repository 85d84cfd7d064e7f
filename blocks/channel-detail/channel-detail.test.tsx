import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { server } from '../../mock-api/node';
import { paths } from '../../mock-api/handlers/paths';
import { channels } from '../../mock-api/fixtures/channels';
import { publishedUpdates } from '../../mock-api/fixtures/updates';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { channelDetail } from './index';
import ChannelDetail from './channel-detail';

const channel = channels[1]!;

const renderChannel = (permaLink: string) =>
  renderWithApp(
    <Routes>
      <Route path="/channels/:permaLink" element={<ChannelDetail {...channelDetail.defaults} />} />
      <Route path="/404" element={<p>Not found page</p>} />
    </Routes>,
    { route: `/channels/${permaLink}` },
  );

describe('channel detail block', () => {
  it('shows the name, photo and video counts, and a grid of each from the channel updates endpoint', async () => {
    const requested: URL[] = [];
    server.use(
      http.get(paths.channelUpdates, ({ request }) => {
        requested.push(new URL(request.url));
      }),
    );
    await renderChannel(channel.permaLink);
    expect(await screen.findByRole('heading', { level: 1, name: channel.fullName })).toBeInTheDocument();
    expect(screen.getByText(channel.photoCount === 1 ? '1 photo gallery' : `${channel.photoCount} photo galleries`)).toBeInTheDocument();
    expect(screen.getByText(channel.videoCount === 1 ? '1 video' : `${channel.videoCount} videos`)).toBeInTheDocument();

    const inChannel = publishedUpdates.filter((u) => u.channel?.id === channel.id);
    const photos = inChannel.filter((u) => u.contentType === 'photo');
    const videos = inChannel.filter((u) => u.contentType === 'video');
    const photoSection = (await screen.findByRole('heading', { level: 2, name: `Photos: ${photos.length}` })).closest('section')!;
    for (const photo of photos) expect(await within(photoSection).findByRole('link', { name: photo.fullName })).toHaveAttribute('href', `/photos/${photo.permaLink}`);
    const videoSection = screen.getByRole('heading', { level: 2, name: `Videos: ${videos.length}` }).closest('section')!;
    for (const video of videos) expect(await within(videoSection).findByRole('link', { name: video.fullName })).toHaveAttribute('href', `/videos/${video.permaLink}`);

    expect(requested.map((url) => url.pathname)).toEqual([`/api/public/channel/${channel.id}/updates`, `/api/public/channel/${channel.id}/updates`]);
    expect(requested.map((url) => url.searchParams.get('contentType')).sort()).toEqual(['photo', 'video']);
  });

  it('sends an unknown permaLink to the 404 page', async () => {
    await renderChannel('no-such-channel');
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
  });
});
