// The preview of one place (location): a wide picture with its name and number of updates.
import type { SitePath } from '../routes/site-link';
import styled from 'styled-components';
import { Plural } from '@lingui/react/macro';
import type { Place } from '../../schemas/api';
import { useLocalizedName, useSoftImages } from './card-helpers';
import { OverlayCardLink, OverlayCardName } from './overlay-card';
import { ResponsiveImage } from './responsive-image';

export const placeHref = (place: Pick<Place, 'permaLink'>): SitePath => `/places/${encodeURIComponent(place.permaLink)}`;

// Two tiles per row on a small phone leave ~130 px: the count then goes under the name and may wrap,
// instead of being cut off by the tile ("21 actualizaciones").
const NARROW = '@container place-card (max-width: 13rem)';

const Tile = styled(OverlayCardLink)`
  container: place-card / inline-size;
`;

const Caption = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.md}`};
  background: ${({ theme }) =>
    `linear-gradient(to top, color-mix(in srgb, ${theme.colors.headerBackground} 85%, transparent) 0%, transparent 100%)`};
  ${NARROW} {
    flex-direction: column;
    align-items: flex-start;
    gap: 2px;
    padding: ${({ theme }) => theme.space.sm};
  }
`;

const Name = styled(OverlayCardName)`
  font-size: 1.15rem;
  letter-spacing: 0.02em;
  ${NARROW} {
    max-width: 100%;
    font-size: 0.95rem;
  }
`;

const Count = styled.span`
  flex-shrink: 0;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.75rem;
  font-weight: 700;
  ${NARROW} {
    max-width: 100%;
    font-size: 0.7rem;
    line-height: 1.25;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

export interface PlaceCardProps {
  place: Place;
  sizes: string;
  priority?: boolean;
}

export function PlaceCard({ place, sizes, priority = false }: PlaceCardProps) {
  const nameOf = useLocalizedName();
  const soft = useSoftImages();
  return (
    <Tile $radius="lg" to={placeHref(place)}>
      <ResponsiveImage image={soft ? place.imageSoft : place.image} alt="" ratio="16:9" sizes={sizes} priority={priority} />
      <Caption>
        <Name>{nameOf(place)}</Name>
        {place.updateCount !== undefined && place.updateCount > 0 && (
          <Count>
            <Plural value={place.updateCount} one="# update" other="# updates" />
          </Count>
        )}
      </Caption>
    </Tile>
  );
}
