// Where a media-library picture is served once processed (media/processing/image-variants.ts
// writes these files): written once here for the server's URLs and the studio's picker.
import { IMAGE_WIDTHS } from '../schemas/api/wire-constants';

export const LIBRARY_IMAGE_VARIANTS = ['plain', 'soft', 'upright', 'uprightsoft'] as const;
export type LibraryImageVariant = (typeof LIBRARY_IMAGE_VARIANTS)[number];

/** The processed file's name, e.g. `a31-soft-960.jpg`. */
export const libraryImageName = (assetId: number, variant: LibraryImageVariant, width: number) => `a${assetId}-${variant}-${width}.jpg`;

/** Its public URL under a media base (`mediaBaseOf(contentServerUrl)`, e.g. `/media/`). */
export const libraryImageUrl = (base: string, assetId: number, variant: LibraryImageVariant, width: number) => `${base}public/img/${libraryImageName(assetId, variant, width)}`;

/** The picture at every width, keyed like an ImageSet (`'620'` ... `'3840'`). */
export const libraryImageSet = (base: string, assetId: number, variant: LibraryImageVariant): Record<`${(typeof IMAGE_WIDTHS)[number]}`, string> =>
  Object.fromEntries(IMAGE_WIDTHS.map((width) => [String(width), libraryImageUrl(base, assetId, variant, width)])) as Record<`${(typeof IMAGE_WIDTHS)[number]}`, string>;

/** The library picture a URL of this format shows (undefined for any other URL). */
export function libraryImageIdOf(url: unknown): number | undefined {
  const match = typeof url === 'string' ? /\/a([1-9]\d{0,9})-(?:plain|soft|upright|uprightsoft)-\d+\.jpg$/.exec(url) : null;
  return match ? Number(match[1]) : undefined;
}
