import { Type } from '@sinclair/typebox';
import { defineBlock, type BlockDefinition } from '../define-block';
import { LocalizedText } from '../../src/i18n/localized-text';
import { tagsKey } from '../../src/api/content';
import { categoriesKey, postKey, postsKey } from '../../src/api/posts';

const schema = Type.Object({
  aboutTitle: Type.Optional(LocalizedText),
  aboutText: LocalizedText,
  recentCount: Type.Integer({ minimum: 0, maximum: 12, description: 'posts in the sidebar list; 0 hides it' }),
  showCategories: Type.Boolean({ description: 'sidebar panel: categories with post counts' }),
  showSocial: Type.Boolean({ description: 'sidebar panel: links to core.social' }),
  tagLimit: Type.Integer({ minimum: 0, maximum: 100, description: 'most used tags in the sidebar tag cloud; 0 hides it' }),
});

export const newsDetail: BlockDefinition<typeof schema> = defineBlock({
  type: 'newsDetail',
  title: 'News post',
  module: 'news',
  description:
    'One news post (/news/{permaLink}): hero image, date, category, tags, models and the sanitized HTML content; a sidebar with about text, recent posts, categories with counts, social links and a tag cloud to /updates?tag=. An unknown post goes to /404.',
  schema,
  defaults: {
    aboutTitle: { en_US: 'About us', de_DE: 'Über uns', fr_FR: 'À propos', es_ES: 'Sobre nosotros' },
    aboutText: {
      en_US: 'Exclusive photo and video sets from our own studio, with new updates every week. Here we share what happens behind the scenes.',
      de_DE: 'Exklusive Foto- und Videosets aus unserem eigenen Studio, jede Woche neue Updates. Hier erzählen wir, was hinter den Kulissen passiert.',
      fr_FR: 'Des séries photo et vidéo exclusives de notre propre studio, avec des nouveautés chaque semaine. Ici, nous partageons les coulisses.',
      es_ES: 'Sesiones de fotos y vídeos exclusivas de nuestro propio estudio, con novedades cada semana. Aquí contamos lo que pasa entre bastidores.',
    },
    recentCount: 5,
    showCategories: true,
    showSocial: true,
    tagLimit: 20,
  },
  load: () => import('./news-detail'),
  hydrate: 'never',
  // The sidebar's recent posts ask for one more, to leave out the post being read.
  data: ({ recentCount, showCategories, tagLimit }, { params }) => [
    ['data', params.permaLink ? postKey(params.permaLink) : null],
    ...(recentCount > 0 ? [['list', postsKey({ page: 0, size: recentCount + 1 })] as const] : []),
    ...(showCategories ? [['list', categoriesKey] as const] : []),
    ...(tagLimit > 0 ? [['list', tagsKey] as const] : []),
  ],
});
