// The preview of one update (video, photo gallery or DVD) used by every update grid.
import { SiteLink, type SitePath } from '../routes/site-link';
import styled from 'styled-components';
import { Plural, useLingui } from '@lingui/react/macro';
import type { ContentType, Update } from '../../schemas/api';
import { useLocalizedName, useSoftImages } from './card-helpers';
import { formatDate, formatDuration, isoDay } from './format';
import { ResponsiveImage } from './responsive-image';

export type UpdateOrientation = 'landscape' | 'upright';

const SECTION_OF: Record<ContentType, string> = { video: 'videos', photo: 'photos', dvd: 'dvds' };

/** `/videos/{permaLink}`, `/photos/{permaLink}` or `/dvds/{permaLink}`. */
export const updateHref = (update: Pick<Update, 'contentType' | 'permaLink'>): SitePath =>
  `/${SECTION_OF[update.contentType]}/${encodeURIComponent(update.permaLink)}`;

export const imageOf = (update: Update, orientation: UpdateOrientation, soft: boolean) =>
  orientation === 'upright'
    ? soft
      ? update.previewImageUprightSoft
      : update.previewImageUpright
    : soft
      ? update.previewImageSoft
      : update.previewImage;

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 3px;
  }
`;

const Media = styled.div`
  position: relative;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadow};
  img {
    transition: transform 0.35s ease;
  }
  @media (hover: hover) {
    ${Card}:hover & img {
      transform: scale(1.04);
    }
  }
`;

/** Where src/ui/hover-preview.ts puts the card's clip (`data-preview-clip`), over the picture and under the badges. */
const PreviewSlot = styled.span`
  position: absolute;
  inset: 0;
  pointer-events: none;
  video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

// The slot's content belongs to hover-preview.ts, not React: an (unchanging) empty inner HTML makes
// React neither hydrate nor reconcile it, so a clip started before the block hydrated is no mismatch.
const SLOT_CONTENT = { __html: '' };

const Overlay = styled.span`
  position: absolute;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: 0.72rem;
  font-weight: 700;
  line-height: 1.6;
  letter-spacing: 0.04em;
`;

const TypeBadge = styled(Overlay)`
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  text-transform: uppercase;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
`;

const Extent = styled(Overlay)`
  right: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => `color-mix(in srgb, ${theme.colors.headerBackground} 78%, transparent)`};
  color: ${({ theme }) => theme.colors.headerText};
  font-variant-numeric: tabular-nums;
  svg {
    width: 1em;
    height: 1em;
  }
`;

const Body = styled.div`
  padding-top: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 0.98rem;
  font-weight: 700;
  line-height: 1.3;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  a {
    color: ${({ theme }) => theme.colors.heading};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
  }
  /* The whole card is the link; model links below sit above this layer. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
  }
  a:focus-visible {
    outline: none;
  }
`;

const Meta = styled.p`
  margin: 2px 0 0;
  font-size: 0.82rem;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  time {
    font-variant-numeric: tabular-nums;
  }
  a {
    position: relative;
    z-index: 2;
    color: ${({ theme }) => theme.colors.text};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Dot = styled.span`
  margin: 0 ${({ theme }) => theme.space.xs};
`;

const ClockIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

const CameraIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M4 8h3l2-3h6l2 3h3v11H4z"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
    <circle cx="12" cy="13" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

export interface UpdateCardProps {
  update: Update;
  orientation: UpdateOrientation;
  /** The `sizes` attribute of the preview image (see `sizesFor`). */
  sizes: string;
  priority?: boolean;
}

export function UpdateCard({ update, orientation, sizes, priority = false }: UpdateCardProps) {
  const { t } = useLingui();
  const soft = useSoftImages();
  const nameOf = useLocalizedName();
  // Clips are not part of the youth-protection images, so guests in that mode get none.
  const previewSrc = soft ? undefined : update.previewSrc;

  const title = nameOf(update);
  const typeLabel = update.contentType === 'video' ? t`Video` : update.contentType === 'dvd' ? t`DVD` : t`Gallery`;
  const date = formatDate(update.publishDate);

  return (
    <Card data-preview-clip={previewSrc}>
      <Media>
        <ResponsiveImage
          image={imageOf(update, orientation, soft)}
          alt=""
          ratio={orientation === 'upright' ? '2:3' : '16:9'}
          sizes={sizes}
          priority={priority}
        />
        {previewSrc && <PreviewSlot data-preview-slot="" aria-hidden="true" dangerouslySetInnerHTML={SLOT_CONTENT} suppressHydrationWarning />}
        <TypeBadge>{typeLabel}</TypeBadge>
        {update.contentType === 'photo' && update.photoCount !== undefined && (
          <Extent>
            <CameraIcon />
            <Plural value={update.photoCount} one="# photo" other="# photos" />
          </Extent>
        )}
        {update.contentType !== 'photo' && update.playTimeSeconds !== undefined && (
          <Extent>
            <ClockIcon />
            <span>
              <span className="visually-hidden">{t`Duration`} </span>
              {formatDuration(update.playTimeSeconds)}
            </span>
          </Extent>
        )}
      </Media>
      <Body>
        <Title title={title}>
          <SiteLink to={updateHref(update)}>{title}</SiteLink>
        </Title>
        <Meta>
          <time dateTime={isoDay(update.publishDate)}>{date}</time>
          {update.models.length > 0 && (
            <>
              <Dot aria-hidden="true">·</Dot>
              {update.models.map((model, index) => (
                <span key={model.id}>
                  {index > 0 && ', '}
                  <SiteLink to={`/models/${encodeURIComponent(model.permaLink)}`}>{model.fullName}</SiteLink>
                </span>
              ))}
            </>
          )}
        </Meta>
      </Body>
    </Card>
  );
}
