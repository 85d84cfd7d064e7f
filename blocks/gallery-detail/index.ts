import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { GALLERY_PREVIEW_DEFAULT, GALLERY_PREVIEW_MAX } from '../../schemas/api/content';
import { updateSourceKey } from '../../src/api/content';
import { updateKey, updatePhotosKey } from '../../src/api/updates';

const schema = Type.Object({
  variant: Type.Union([Type.Literal('classic'), Type.Literal('upright')], {
    description: 'classic: wide header picture over the gallery; upright: 2:3 cover beside the details',
  }),
  showMemberPreview: Type.Boolean({ description: 'show visitors a members-area teaser (blurred pictures and JOIN NOW)' }),
  imageCount: Type.Integer({
    minimum: 1,
    maximum: GALLERY_PREVIEW_MAX,
    description: `public preview pictures shown to visitors; the API serves this many of the live configuration's gallery and no more (at most ${GALLERY_PREVIEW_MAX})`,
  }),
  randomCount: Type.Integer({ minimum: 0, maximum: 12, description: 'random gallery previews below (0: none)' }),
});

export const galleryDetail: BlockDefinition<typeof schema> = defineBlock({
  type: 'galleryDetail',
  title: 'Gallery detail',
  module: 'galleries',
  description:
    'The photo gallery of /photos/{permaLink}, classic or upright: preview pictures, date, views, models, tags, star rating, favourite toggle, high-resolution zip download, an optional member preview for visitors and random galleries. An unknown permaLink goes to /404.',
  schema,
  defaults: { variant: 'classic', showMemberPreview: false, imageCount: GALLERY_PREVIEW_DEFAULT, randomCount: 6 },
  load: () => import('./gallery-detail'),
  hydrate: 'load',
  // The random row asks for one more, to leave out the gallery being shown.
  data: ({ randomCount }, { params }) => [
    ['data', updateKey(params.permaLink)],
    ['list', updateSourceKey('randomPhotos', randomCount + 1)],
  ],
  // The public preview pictures (a server render is a visitor's) are keyed by the update's id,
  // known once the update is loaded.
  dataAfter: ({ imageCount }, { params }, answerOf) => {
    const update = answerOf('data', updateKey(params.permaLink)) as { id?: unknown } | undefined;
    return typeof update?.id === 'number' ? [['list', updatePhotosKey(update.id, imageCount)]] : [];
  },
});
