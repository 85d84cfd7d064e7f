// The block's default picture and its soft variant (youth-protection mode), from the placeholder pool.
import type { ConfigImage } from '../../src/ui/config-image';

export const DEFAULT_IMAGE = {
  image: {
    '620': '/media/public/img/9-upright-620.jpg',
    '960': '/media/public/img/9-upright-960.jpg',
    '1920': '/media/public/img/9-upright-1920.jpg',
    '3840': '/media/public/img/9-upright-3840.jpg',
  },
  imageSoft: {
    '620': '/media/public/img/9-uprightsoft-620.jpg',
    '960': '/media/public/img/9-uprightsoft-960.jpg',
    '1920': '/media/public/img/9-uprightsoft-1920.jpg',
    '3840': '/media/public/img/9-uprightsoft-3840.jpg',
  },
} satisfies ConfigImage;
