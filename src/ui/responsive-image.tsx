// An image at the four widths of the specification, with srcset/sizes and a fixed aspect ratio
// so nothing jumps while it loads.
import { useContext } from 'react';
import styled from 'styled-components';
import type { ImageSet } from '../../schemas/api/common';
import { IMAGE_WIDTHS } from '../../schemas/api/wire-constants';
import { onContentServer } from '../../shared/public-media-url';
import { SiteConfigContext } from '../config/site-config-context';

export type AspectRatio = '16:9' | '12:5' | '2:3' | '2:1' | '1:1' | '3:1';

const Frame = styled.div<{ $ratio: AspectRatio }>`
  position: relative;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio.replace(':', ' / ')};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const srcSetOf = (image: ImageSet, contentServerUrl?: string) => IMAGE_WIDTHS.map((w) => `${onContentServer(image[w], contentServerUrl)} ${w}w`).join(', ');

export interface ResponsiveImageProps {
  /** None: the frame keeps its place, empty (a picture a guest may not see in youth-protection mode). */
  image: ImageSet | undefined;
  alt: string;
  ratio: AspectRatio;
  /** The `sizes` attribute: how wide the image is drawn at each viewport. */
  sizes: string;
  /**
   * Above the fold (the page's largest paint): fetched first and drawn as soon as it arrives. React's
   * server render announces such a picture with <link rel="preload" imagesrcset imagesizes> in <head>.
   */
  priority?: boolean;
  className?: string;
}

export function ResponsiveImage({ image, alt, ratio, sizes, priority = false, className }: ResponsiveImageProps) {
  // The configuration's own pictures (slider, header image...) are site addresses: moved to the CDN like the API's.
  const contentServerUrl = useContext(SiteConfigContext)?.config.core.deployment.contentServerUrl;
  return (
    <Frame $ratio={ratio} className={className}>
      {image && (
        <img
          src={onContentServer(image['960'], contentServerUrl)}
          srcSet={srcSetOf(image, contentServerUrl)}
          sizes={sizes}
          alt={alt}
          {...(priority ? { loading: 'eager', fetchPriority: 'high' } as const : { loading: 'lazy', decoding: 'async' } as const)}
        />
      )}
    </Frame>
  );
}
