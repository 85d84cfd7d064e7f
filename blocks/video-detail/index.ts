import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { updateSourceKey } from '../../src/api/content';
import { updateKey } from '../../src/api/updates';
import { updateCommentsKey } from '../../src/api/comments';

const schema = Type.Object({
  randomCount: Type.Integer({ minimum: 0, maximum: 12, description: 'random videos below the player (0: none)' }),
  showDownloads: Type.Boolean({ description: 'show the download area (resolutions)' }),
  showComments: Type.Boolean({ description: 'show the comments panel' }),
});

export const videoDetail: BlockDefinition<typeof schema> = defineBlock({
  type: 'videoDetail',
  title: 'Video detail',
  description:
    "The video (or DVD) of /videos/{permaLink}: player with the trailer for visitors (the signup modal opens when it ends), info row (duration, starring, tags, date, views), download area, comments panel and random videos. An unknown permaLink goes to /404.",
  schema,
  defaults: { randomCount: 4, showDownloads: true, showComments: true },
  load: () => import('./video-detail'),
  hydrate: 'load',
  // The random row asks for one more, to leave out the video being watched.
  data: ({ randomCount }, { params, site }) => [
    ['data', updateKey(params.permaLink)],
    ['list', updateSourceKey(site === 'dvddetails' ? 'randomDvds' : 'randomVideos', randomCount + 1)],
  ],
  // Comments are keyed by the update's id, known once the update is loaded.
  dataAfter: ({ showComments }, { params }, answerOf) => {
    const update = answerOf('data', updateKey(params.permaLink)) as { id?: unknown } | undefined;
    return showComments && typeof update?.id === 'number' ? [['list', updateCommentsKey(update.id)]] : [];
  },
});
