// The recorded fields of content (updates, models, taxonomies, posts, plans) and their values in the
// reader's language, so an item's history reads like its form, not like its API.
import { useLingui } from '@lingui/react/macro';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export function useFieldLabels(): { label(field: string): string; value(field: string, value: unknown): string } {
  const { t, i18n } = useLingui();
  const labels: Record<string, string> = {
    status: t`Status`,
    contentType: t`Type`,
    fullName: t`Title or name`,
    name: t`Name`,
    permaLink: t`Address`,
    description: t`Description`,
    content: t`Text`,
    names: t`Translations`,
    publishDate: t`Release date`,
    modelIds: t`Models`,
    tagIds: t`Tags`,
    placeId: t`Place`,
    channelId: t`Channel`,
    categoryId: t`Category`,
    priceDollar: t`Price (US$)`,
    priceEuro: t`Price (€)`,
    hardcore: t`Hardcore`,
    playTimeSeconds: t`Play time (seconds)`,
    photoCount: t`Pictures`,
    imagePool: t`Placeholder pictures`,
    imageAssetId: t`Picture`,
    videoAssetId: t`Video`,
    galleryAssetIds: t`Picture set`,
    chapters: t`Chapters`,
    features: t`Feature lines`,
    active: t`Active`,
    position: t`Position`,
  };
  const words: Record<string, Record<string, string>> = {
    status: { draft: t`Draft`, scheduled: t`Scheduled`, published: t`Published`, deleted: t`Deleted` },
    contentType: { video: t`Video`, photo: t`Picture set`, dvd: t`DVD` },
  };
  return {
    label: (field) => labels[field] ?? field,
    value: (field, value) => {
      if (value === null || value === undefined || value === '') return '–';
      if (typeof value === 'string' && words[field]?.[value]) return words[field][value];
      if (typeof value === 'boolean') return value ? t`Yes` : t`No`;
      if (typeof value === 'string') return ISO_DATE.test(value) ? i18n.date(new Date(value), { dateStyle: 'medium', timeStyle: 'short' }) : value;
      if (Array.isArray(value) && value.every((v) => typeof v === 'number')) return value.length ? value.join(', ') : '–';
      return JSON.stringify(value);
    },
  };
}
