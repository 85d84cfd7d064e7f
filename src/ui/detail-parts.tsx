// Pieces the detail pages share (model, place, channel, video, gallery): the page frame, the
// facts row, tag and model links, the loading frame, and a grid section of update cards.
import type { ReactNode } from 'react';
import { SiteLink } from '../routes/site-link';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ImageSet, NamedRef, Update } from '../../schemas/api';
import type { ModuleName } from '../../schemas/config/site-config';
import { useSiteConfig } from '../config/site-config-context';
import { up } from '../theme/breakpoints';
import { CardList, LANDSCAPE_SPANS, sizesFor, UPRIGHT_SPANS } from './card-helpers';
import { CardSkeletonGrid, TextSkeleton } from './card-skeleton';
import { LoadProblem } from './load-problem';
import { ResponsiveImage, type AspectRatio } from './responsive-image';
import { Section } from './section';
import { UpdateCard, type UpdateOrientation } from './update-card';

/** The configured header ratio of a module (16:9 or 12:5), 12:5 when none is set. */
export function useHeaderRatio(module: ModuleName): AspectRatio {
  return useSiteConfig().core.modules[module]?.images?.headerRatio ?? '12:5';
}

export const DetailFrame = styled.div`
  max-width: ${({ theme }) => theme.pageWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  ${up('md')} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
`;

export const DetailTitle = styled.h1`
  margin: 0;
  font-size: clamp(1.6rem, 3.2vw, 2.5rem);
  font-weight: 800;
  line-height: 1.15;
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.colors.heading};
  overflow-wrap: anywhere;
`;

export const Description = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  max-width: 72ch;
  line-height: 1.7;
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-line;
`;

export const Panel = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Facts as a description list laid out in a row (duration, date, views, ...). */
export const FactList = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  margin: 0;
  & > div {
    min-width: 0;
  }
  dt {
    font-size: 0.72rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 2px 0 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.heading};
    font-variant-numeric: tabular-nums;
  }
`;

export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 2px ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 500;
    font-size: 0.85rem;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
  }
`;

/** Tags linking to the updates list filtered by tag (`/updates?tag=`). */
export function TagLinks({ tags }: { tags: NamedRef[] }) {
  return (
    <Chips>
      {tags.map((tag) => (
        <li key={tag.id}>
          <SiteLink to={`/updates?tag=${encodeURIComponent(tag.permaLink)}`}>{tag.fullName}</SiteLink>
        </li>
      ))}
    </Chips>
  );
}

/** "Starring": links to the model pages, comma separated. */
export function ModelLinks({ models }: { models: NamedRef[] }) {
  return (
    <>
      {models.map((model, index) => (
        <span key={model.id}>
          {index > 0 && ', '}
          <SiteLink to={`/models/${encodeURIComponent(model.permaLink)}`}>{model.fullName}</SiteLink>
        </span>
      ))}
    </>
  );
}

const HeroPlaceholder = styled.div<{ $ratio: AspectRatio }>`
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio.replace(':', ' / ')};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/** Loading frame of a detail page: the header's space kept, then a few text bars. */
export function DetailSkeleton({ label, ratio }: { label: string; ratio: AspectRatio }) {
  return (
    <div>
      <HeroPlaceholder $ratio={ratio} aria-hidden="true" />
      <DetailFrame>
        <TextSkeleton label={label} rows={4} />
      </DetailFrame>
    </div>
  );
}

/** A detail block shown where its route has no permaLink (catalogue, studio): says what it needs. */
export function MissingPermaLink({ path }: { path: string }) {
  return (
    <DetailFrame>
      <Panel>
        <Trans>This block shows the item named by the page link ({path}).</Trans>
      </Panel>
    </DetailFrame>
  );
}

/** What a detail block shows when its request failed (anything but a 404). */
export function DetailProblem({ onRetry }: { onRetry: () => void }) {
  return (
    <DetailFrame>
      <LoadProblem onRetry={onRetry}>
        <Trans>This page could not be loaded. Please try again later.</Trans>
      </LoadProblem>
    </DetailFrame>
  );
}

export interface UpdateGridSectionProps {
  heading: string;
  updates: Update[] | undefined;
  error?: unknown;
  onRetry?: () => void;
  orientation: UpdateOrientation;
  /** Placeholders while loading. */
  count: number;
  moreLink?: { to: string; label: string };
  /** Shown instead of the grid when the list is empty; without it the section disappears. */
  empty?: ReactNode;
}

/** A headed grid of update cards with its loading, failed and empty states. */
export function UpdateGridSection({ heading, updates, error, onRetry, orientation, count, moreLink, empty }: UpdateGridSectionProps) {
  const { t } = useLingui();
  const spans = orientation === 'upright' ? UPRIGHT_SPANS : LANDSCAPE_SPANS;
  const more = moreLink ? { moreLink } : {};
  if (!updates) {
    return (
      <Section heading={heading} {...more}>
        {error ? (
          <LoadProblem onRetry={() => onRetry?.()}>
            <Trans>These updates could not be loaded. Please try again later.</Trans>
          </LoadProblem>
        ) : (
          <CardSkeletonGrid count={count} spans={spans} ratio={orientation === 'upright' ? '2:3' : '16:9'} lines={2} label={t`Loading updates`} />
        )}
      </Section>
    );
  }
  if (updates.length === 0) {
    return empty ? (
      <Section heading={heading}>
        <Muted>{empty}</Muted>
      </Section>
    ) : null;
  }
  const sizes = sizesFor(spans);
  return (
    <Section heading={heading} {...more}>
      <CardList $spans={spans}>
        {updates.map((update) => (
          <li key={update.id}>
            <UpdateCard update={update} orientation={orientation} sizes={sizes} />
          </li>
        ))}
      </CardList>
    </Section>
  );
}

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const HeroFigure = styled.div`
  position: relative;
  background: ${({ theme }) => theme.colors.headerBackground};
  & > div:first-child {
    min-height: 200px;
    ${up('md')} {
      min-height: 0;
    }
  }
`;

const HeroOverlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: flex-end;
  background: linear-gradient(
    to top,
    color-mix(in srgb, ${({ theme }) => theme.colors.headerBackground} 85%, transparent) 0%,
    color-mix(in srgb, ${({ theme }) => theme.colors.headerBackground} 25%, transparent) 60%,
    transparent 100%
  );
`;

const HeroText = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.pageWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.headerText};
  ${up('md')} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
  h1 {
    margin: 0;
    font-size: clamp(1.7rem, 4vw, 3.2rem);
    font-weight: 800;
    letter-spacing: 0.05em;
    text-transform: uppercase;
    color: inherit;
    overflow-wrap: anywhere;
  }
  h1::after {
    content: '';
    display: block;
    width: 64px;
    height: 4px;
    margin-top: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.primary};
  }
`;

/** A header picture with the page's h1 (and optional facts) over its lower edge. */
export function TitledHero({ image, ratio, title, children }: { image: ImageSet; ratio: AspectRatio; title: string; children?: ReactNode }) {
  return (
    <HeroFigure>
      <ResponsiveImage image={image} alt="" ratio={ratio} sizes="100vw" priority />
      <HeroOverlay>
        <HeroText>
          <h1>{title}</h1>
          {children}
        </HeroText>
      </HeroOverlay>
    </HeroFigure>
  );
}
