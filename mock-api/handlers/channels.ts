import { http } from 'msw';
import { channels } from '../fixtures/channels';
import { publishedUpdates } from '../fixtures/updates';
import { matchesRef, notFound, ok, paged, param } from './respond';
import { paths } from './paths';
import { filterUpdates } from './updates';

export const channelsHandlers = [
  http.get(paths.channels, ({ request }) => paged(channels, new URL(request.url))),
  http.get(paths.channel, ({ params }) => {
    const channel = channels.find((c) => c.permaLink === param(params.permalink));
    return channel ? ok(channel) : notFound();
  }),
  // `:id` is the channel id; a permaLink is accepted too.
  http.get(paths.channelUpdates, ({ params, request }) => {
    const key = param(params.id);
    const channel = channels.find((c) => matchesRef(c, key));
    if (!channel) return notFound();
    const url = new URL(request.url);
    const inChannel = publishedUpdates.filter((u) => u.channel?.id === channel.id);
    return paged(filterUpdates(inChannel, url), url);
  }),
];
