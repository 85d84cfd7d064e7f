import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { server } from '../../mock-api/node';
import { paths } from '../../mock-api/handlers/paths';
import { channels } from '../../mock-api/fixtures/channels';
import { publishedUpdates } from '../../mock-api/fixtures/updates';
import { configWith, renderWithApp } from '../../tests/setup/render-with-app';
import type { SiteConfig } from '../../schemas/config/site-config';
import { channelDetail } from './index';
import ChannelDetail from './channel-detail';

const channel = channels[1]!;
/** The lists the channel's grids come from, one per content type. */
const typeLists = [
  ['photo', paths.photos],
  ['video', paths.videos],
  ['dvd', paths.dvds],
] as const;

const renderChannel = (permaLink: string, config?: SiteConfig) =>
  renderWithApp(
    <Routes>
      <Route path="/channels/:permaLink" element={<ChannelDetail {...channelDetail.defaults} />} />
      <Route path="/404" element={<p>Not found page</p>} />
    </Routes>,
    { route: `/channels/${permaLink}`, ...(config ? { config } : {}) },
  );

describe('channel detail block', () => {
  it('shows the name, its photo, video and DVD counts, and a grid of each that agrees with them', async () => {
    const requested: { type: string; url: URL }[] = [];
    server.use(
      ...typeLists.map(([type, path]) =>
        http.get(path, ({ request }) => {
          requested.push({ type, url: new URL(request.url) });
        }),
      ),
    );
    await renderChannel(channel.permaLink);
    expect(await screen.findByRole('heading', { level: 1, name: channel.fullName })).toBeInTheDocument();
    expect(channel.dvdCount).toBeGreaterThan(0);
    const badges = screen.getAllByRole('listitem').filter((item) => !item.closest('section')).map((item) => item.textContent);
    expect(badges).toEqual([
      channel.photoCount === 1 ? '1 photo gallery' : `${channel.photoCount} photo galleries`,
      channel.videoCount === 1 ? '1 video' : `${channel.videoCount} videos`,
      channel.dvdCount === 1 ? '1 DVD' : `${channel.dvdCount} DVDs`,
    ]);

    const inChannel = publishedUpdates.filter((u) => u.channel?.id === channel.id);
    const sections = [
      { heading: `Photos: ${channel.photoCount}`, type: 'photo', prefix: '/photos/' },
      { heading: `Videos: ${channel.videoCount}`, type: 'video', prefix: '/videos/' },
      { heading: `DVDs: ${channel.dvdCount}`, type: 'dvd', prefix: '/dvds/' },
    ] as const;
    for (const { heading, type, prefix } of sections) {
      const section = (await screen.findByRole('heading', { level: 2, name: heading })).closest('section')!;
      const expected = inChannel.filter((u) => u.contentType === type);
      for (const update of expected) expect(await within(section).findByRole('link', { name: update.fullName })).toHaveAttribute('href', `${prefix}${update.permaLink}`);
      // Everything fits on the first screen: no link to more.
      expect(within(section).queryByRole('link', { name: /Show all/ })).not.toBeInTheDocument();
    }

    expect(requested.map(({ url }) => url.searchParams.get('channel'))).toEqual(Array(3).fill(channel.permaLink));
    expect(requested.map(({ type }) => type).sort()).toEqual(['dvd', 'photo', 'video']);
  });

  it('links a list longer than its grid to the updates list filtered by the channel', async () => {
    renderWithApp(
      <Routes>
        <Route path="/channels/:permaLink" element={<ChannelDetail listSize={1} />} />
      </Routes>,
      { route: `/channels/${channel.permaLink}` },
    );
    const photos = (await screen.findByRole('heading', { level: 2, name: `Photos: ${channel.photoCount}` })).closest('section')!;
    await waitFor(() => expect(within(photos).getAllByRole('listitem')).toHaveLength(1));
    expect(within(photos).getByRole('link', { name: /Show all/ })).toHaveAttribute('href', `/updates/photos?channel=${channel.permaLink}`);
  });

  it('has no DVD section or badge for a channel without DVDs', async () => {
    server.use(
      http.get(paths.channel, () => HttpResponse.json({ data: { ...channel, dvdCount: 0 } })),
      http.get(paths.dvds, () => HttpResponse.json({ data: [] }, { headers: { maxresults: '0' } })),
    );
    await renderChannel(channel.permaLink);
    expect(await screen.findByRole('heading', { level: 2, name: `Photos: ${channel.photoCount}` })).toBeInTheDocument();
    expect(screen.queryByText(/DVD/)).not.toBeInTheDocument();
  });

  it('leaves DVDs out while the DVD module is off', async () => {
    const requested: string[] = [];
    server.use(
      ...typeLists.map(([type, path]) =>
        http.get(path, () => {
          requested.push(type);
        }),
      ),
    );
    await renderChannel(channel.permaLink, configWith((c) => (c.core.modules.dvds = { disabled: true })));
    expect(await screen.findByRole('heading', { level: 2, name: `Videos: ${channel.videoCount}` })).toBeInTheDocument();
    expect(screen.queryByText(/DVD/)).not.toBeInTheDocument();
    expect(requested.sort()).toEqual(['photo', 'video']);
  });

  it('sends an unknown permaLink to the 404 page', async () => {
    await renderChannel('no-such-channel');
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
  });
});
