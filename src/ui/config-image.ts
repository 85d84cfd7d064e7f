// An operator's picture from the configuration (slider, header, footer, about) as this visitor may
// see it: in youth-protection mode guests get its soft variant, never the picture itself.
import type { ImageSet } from '../../schemas/api/common';
import { useSoftImages } from './card-helpers';

export interface ConfigImage {
  image: ImageSet;
  imageSoft?: ImageSet | undefined;
}

const sameImage = (a: ImageSet, b: ImageSet) => a['620'] === b['620'] && a['960'] === b['960'] && a['1920'] === b['1920'] && a['3840'] === b['3840'];

/**
 * The picture to show, or undefined when a guest in youth-protection mode would need a soft
 * variant the configuration does not give. Props are merged over the block's defaults, so a
 * default soft variant only stands for the default picture: props that replace `image` alone
 * have no soft variant.
 */
export function useConfigImage({ image, imageSoft }: ConfigImage, defaults?: ConfigImage): ImageSet | undefined {
  const soft = useSoftImages();
  if (!soft) return image;
  const staleDefault = defaults?.imageSoft && imageSoft && sameImage(imageSoft, defaults.imageSoft) && !sameImage(image, defaults.image);
  return staleDefault ? undefined : imageSoft;
}
