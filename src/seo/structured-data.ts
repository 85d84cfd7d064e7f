// What a detail block tells the page head about its entity for search engines and link previews:
// og:image and og:type, and the entity as schema.org JSON-LD (VideoObject, ImageGallery, Person).
// Only what a visitor may see: public pictures, the soft variants in youth-protection mode (what a
// guest is shown), never a member's signed URLs. URLs are absolute on the configured site URL.
import type { ImageSet } from '../../schemas/api/common';
import type { Model, Update } from '../../schemas/api';
import type { SiteConfig } from '../../schemas/config/site-config';
import { metaDescription, type PageMeta } from './page-meta';

const absolute = (config: SiteConfig, src: string) => new URL(src, `${config.core.deployment.siteUrl.replace(/\/$/, '')}/`).toString();

/** The picture a guest is shown: the soft variant in youth-protection mode. */
const guestPicture = (config: SiteConfig, image: ImageSet, soft: ImageSet) => absolute(config, (config.core.fsk12.enableGlobalFsk12Mode ? soft : image)['1920']);

/** Seconds as an ISO 8601 duration (`PT1H2M3S`). */
export function isoDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s % 60 || (!h && !m) ? `${s % 60}S` : ''}`;
}

/** A video or DVD update: VideoObject. */
export function videoPageMeta(config: SiteConfig, update: Update, name: string): PageMeta {
  const image = guestPicture(config, update.previewImage, update.previewImageSoft);
  const description = metaDescription(update.description);
  return {
    title: update.fullName,
    description,
    image,
    ogType: 'video.other',
    structured: {
      '@type': 'VideoObject',
      name,
      description: description || name,
      thumbnailUrl: [image],
      uploadDate: update.publishDate,
      ...(update.playTimeSeconds ? { duration: isoDuration(update.playTimeSeconds) } : {}),
      ...(update.models.length ? { actor: update.models.map((model) => ({ '@type': 'Person', name: model.fullName })) } : {}),
    },
  };
}

/** A photo set: ImageGallery. */
export function galleryPageMeta(config: SiteConfig, update: Update, name: string): PageMeta {
  const image = guestPicture(config, update.previewImage, update.previewImageSoft);
  const description = metaDescription(update.description);
  return {
    title: update.fullName,
    description,
    image,
    ogType: 'website',
    structured: {
      '@type': 'ImageGallery',
      name,
      description: description || name,
      image: [image, guestPicture(config, update.previewImageUpright, update.previewImageUprightSoft)],
      datePublished: update.publishDate,
      ...(update.photoCount ? { numberOfItems: update.photoCount } : {}),
    },
  };
}

/** A model: Person. */
export function modelPageMeta(config: SiteConfig, model: Model, name: string): PageMeta {
  const image = guestPicture(config, model.image, model.imageSoft);
  const description = metaDescription(model.siteMetaDescription || model.description);
  return {
    title: model.siteMetaTitle || model.fullName,
    description,
    keywords: model.siteKeyWords,
    image,
    ogType: 'profile',
    structured: { '@type': 'Person', name, ...(description ? { description } : {}), image },
  };
}
