// Channel detail and its updates: key + hook side by side.
import type { Channel, ContentType, Update } from '../../schemas/api';
import { useApiData, useApiList } from './use-api';

export const channelKey = (permaLink: string | undefined) =>
  permaLink ? ([`public/channels/${encodeURIComponent(permaLink)}`] as const) : null;

export const useChannel = (permaLink: string | undefined) => useApiData<Channel>(channelKey(permaLink));

const LIST_OF: Record<ContentType, string> = { photo: 'public/photos', video: 'public/videos', dvd: 'public/dvds' };

/**
 * One content type of a channel (`public/photos?channel=`, the list its "Show all" link opens),
 * newest first. Keyed by the permaLink, not the id, so it loads beside the channel, not after it.
 */
export const channelUpdatesKey = (permaLink: string | undefined, contentType: ContentType, size: number) =>
  permaLink ? ([LIST_OF[contentType], { channel: permaLink, p: 0, s: size }] as const) : null;

export const useChannelUpdates = (permaLink: string | undefined, contentType: ContentType, size: number) =>
  useApiList<Update>(channelUpdatesKey(permaLink, contentType, size));
