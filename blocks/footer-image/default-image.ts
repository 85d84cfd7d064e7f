// The block's default picture and its soft variant (youth-protection mode), from the placeholder pool.
import type { ConfigImage } from '../../src/ui/config-image';

export const DEFAULT_IMAGE = {
  image: {
    '620': '/media/public/img/6-plain-620.jpg',
    '960': '/media/public/img/6-plain-960.jpg',
    '1920': '/media/public/img/6-plain-1920.jpg',
    '3840': '/media/public/img/6-plain-3840.jpg',
  },
  imageSoft: {
    '620': '/media/public/img/6-soft-620.jpg',
    '960': '/media/public/img/6-soft-960.jpg',
    '1920': '/media/public/img/6-soft-1920.jpg',
    '3840': '/media/public/img/6-soft-3840.jpg',
  },
} satisfies ConfigImage;
