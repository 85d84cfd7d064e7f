import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '../../mock-api/node';
import { paths } from '../../mock-api/handlers/paths';
import { paged } from '../../mock-api/handlers/respond';
import { emptyLists, serverError, slowResponses } from '../../mock-api/scenarios';
import { channels } from '../../mock-api/fixtures/channels';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { channelList } from './index';
import ChannelList from './channel-list';

const cards = async () => within(await screen.findByRole('list')).getAllByRole('listitem');

describe('channel list block', () => {
  it('shows every channel with image, name, gallery and video counts, linking to its page', async () => {
    await renderWithApp(<ChannelList {...channelList.defaults} heading="Channels" />, { route: '/channels' });
    expect(screen.getByRole('heading', { level: 2, name: 'Channels' })).toBeInTheDocument();
    const items = await cards();
    expect(items).toHaveLength(channels.length);
    items.forEach((item, index) => {
      const channel = channels[index]!;
      const link = within(item).getByRole('link');
      expect(link).toHaveAttribute('href', `/channels/${channel.permaLink}`);
      expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(channel.fullName);
      expect(item).toHaveTextContent(`${channel.photoCount} ${channel.photoCount === 1 ? 'gallery' : 'galleries'}`);
      expect(item).toHaveTextContent(`${channel.videoCount} ${channel.videoCount === 1 ? 'video' : 'videos'}`);
      expect(item.querySelector('img')).toHaveAttribute('srcset', expect.stringContaining('1920w'));
    });
    // No paging on the channel list.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('fetches every page when there are more channels than one request returns', async () => {
    const many = Array.from({ length: 130 }, (_, index) => ({ ...channels[index % channels.length]!, id: 100 + index, fullName: `Channel ${index + 1}`, permaLink: `channel-${index + 1}` }));
    const pages: string[] = [];
    server.use(
      http.get(paths.channels, ({ request }) => {
        const asked = new URL(request.url);
        pages.push(`${asked.searchParams.get('p')}/${asked.searchParams.get('s')}`);
        return paged(many, asked);
      }),
    );
    await renderWithApp(<ChannelList {...channelList.defaults} />, { route: '/channels' });
    expect(await cards()).toHaveLength(130);
    expect(pages).toEqual(['0/100', '1/100']);
  });

  it('loading, empty and failing', async () => {
    server.use(...slowResponses);
    const first = await renderWithApp(<ChannelList {...channelList.defaults} />, { route: '/channels' });
    expect(screen.getByRole('status', { name: 'Loading channels' })).toHaveAttribute('aria-busy', 'true');
    first.unmount();

    server.resetHandlers();
    server.use(...emptyLists);
    const second = await renderWithApp(<ChannelList {...channelList.defaults} />, { route: '/channels' });
    expect(await screen.findByText('There are no channels yet.')).toBeInTheDocument();
    second.unmount();

    server.resetHandlers();
    server.use(...serverError);
    await renderWithApp(<ChannelList {...channelList.defaults} />, { route: '/channels' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The channels could not be loaded. Please try again later.');
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cards()).toHaveLength(channels.length);
  });
});
