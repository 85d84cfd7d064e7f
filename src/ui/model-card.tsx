// The preview of one model: upright portrait with name, rating and number of updates.
import type { SitePath } from '../routes/site-link';
import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { Plural, useLingui } from '@lingui/react/macro';
import type { Model } from '../../schemas/api';
import { bcp47Of } from '../../shared/locales';
import { localeAtom } from '../state/preferences';
import { useLocalizedName, useSoftImages } from './card-helpers';
import { OverlayCardLink, OverlayCardName } from './overlay-card';
import { ResponsiveImage } from './responsive-image';
import { numberFormat } from '../../shared/intl-formats';

export const modelHref = (model: Pick<Model, 'permaLink'>): SitePath => `/models/${encodeURIComponent(model.permaLink)}`;

const Caption = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.sm} ${theme.space.sm}`};
  background: ${({ theme }) =>
    `linear-gradient(to top, color-mix(in srgb, ${theme.colors.headerBackground} 88%, transparent) 0%, color-mix(in srgb, ${theme.colors.headerBackground} 55%, transparent) 55%, transparent 100%)`};
`;

const Name = styled(OverlayCardName)`
  font-size: 0.98rem;
`;

const Details = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0 ${({ theme }) => theme.space.xs};
  margin-top: 2px;
  font-size: 0.78rem;
  opacity: 0.92;
`;

const Stars = styled.span`
  position: relative;
  display: inline-block;
  font-size: 0.85rem;
  line-height: 1;
  letter-spacing: 1px;
  white-space: nowrap;
  &::before {
    content: '★★★★★';
    opacity: 0.35;
  }
`;

const StarsFill = styled.span<{ $share: number }>`
  position: absolute;
  inset: 0 auto 0 0;
  width: ${({ $share }) => `${Math.round($share * 100)}%`};
  overflow: hidden;
  color: ${({ theme }) => theme.colors.accent};
  &::before {
    content: '★★★★★';
  }
`;

const ratingFormat = (locale: string) => numberFormat(bcp47Of(locale), { maximumFractionDigits: 1 });

/** Five stars filled to `rating` (0-5), announced as one image. */
export function RatingStars({ rating }: { rating: number }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const value = ratingFormat(locale).format(rating);
  const share = Math.min(5, Math.max(0, rating)) / 5;
  return (
    <Stars role="img" aria-label={t`Rating: ${value} of 5`}>
      <StarsFill $share={share} aria-hidden="true" />
    </Stars>
  );
}

export interface ModelCardProps {
  model: Model;
  sizes: string;
  priority?: boolean;
}

export function ModelCard({ model, sizes, priority = false }: ModelCardProps) {
  const soft = useSoftImages();
  const nameOf = useLocalizedName();
  const name = nameOf(model);
  // There is no upright soft image: the soft landscape one is cropped to the portrait frame.
  const image = soft ? model.imageSoft : model.imageUpright;
  return (
    <OverlayCardLink $radius="md" to={modelHref(model)}>
      <ResponsiveImage image={image} alt="" ratio="2:3" sizes={sizes} priority={priority} />
      <Caption>
        <Name>{name}</Name>
        <Details>
          <RatingStars rating={model.rating} />
          <span>
            <Plural value={model.content_updates} one="# update" other="# updates" />
          </span>
        </Details>
      </Caption>
    </OverlayCardLink>
  );
}
