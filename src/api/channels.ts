// Channel detail and its updates: key + hook side by side.
import type { Channel, ContentType, Update } from '../../schemas/api';
import { useApiData, useApiList } from './use-api';

export const channelKey = (permaLink: string | undefined) =>
  permaLink ? ([`public/channels/${encodeURIComponent(permaLink)}`] as const) : null;

export const useChannel = (permaLink: string | undefined) => useApiData<Channel>(channelKey(permaLink));

/** One content type of a channel (`public/channel/{id}/updates?contentType=`), newest first. */
export const channelUpdatesKey = (channelId: number | undefined, contentType: ContentType, size: number) =>
  channelId !== undefined ? ([`public/channel/${channelId}/updates`, { contentType, p: 0, s: size }] as const) : null;

export const useChannelUpdates = (channelId: number | undefined, contentType: ContentType, size: number) =>
  useApiList<Update>(channelUpdatesKey(channelId, contentType, size));
