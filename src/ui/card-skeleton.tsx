// Loading placeholders with the same frame and text rhythm as the real cards, so the page does
// not jump when the data arrives.
import styled, { keyframes } from 'styled-components';
import type { ColumnSpans } from '../../schemas/config/breakpoints';
import { CardGrid, type PhoneLayout } from './card-helpers';
import type { AspectRatio } from './responsive-image';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Shimmer = styled.div`
  background: ${({ theme }) =>
    `linear-gradient(90deg, ${theme.colors.surfaceAlt} 0%, ${theme.colors.surface} 50%, ${theme.colors.surfaceAlt} 100%)`};
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Media = styled(Shimmer)<{ $ratio: AspectRatio }>`
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio.replace(':', ' / ')};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/** One text line: `height` is the line box of the text it stands for. */
const Line = styled(Shimmer)<{ $width: string; $height: string }>`
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  margin-top: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
`;

export interface CardSkeletonProps {
  ratio: AspectRatio;
  /** Text lines under the image (title first); 0 for image-only tiles. */
  lines?: number;
}

const LINE_WIDTHS = ['80%', '55%', '40%'] as const;

export function CardSkeleton({ ratio, lines = 2 }: CardSkeletonProps) {
  return (
    <Card aria-hidden="true">
      <Media $ratio={ratio} />
      {LINE_WIDTHS.slice(0, lines).map((width, index) => (
        <Line key={width} $width={width} $height={index === 0 ? '1.2em' : '0.9em'} />
      ))}
    </Card>
  );
}

export interface CardSkeletonGridProps extends CardSkeletonProps {
  count: number;
  spans: ColumnSpans;
  /** Announced to screen readers, e.g. "Loading updates". */
  label: string;
  /** The phone layout of the cards it stands for. */
  phone?: PhoneLayout;
}

/** A grid of placeholders announced once as a busy status. */
export function CardSkeletonGrid({ count, spans, label, ratio, lines, phone }: CardSkeletonGridProps) {
  return (
    <CardGrid $spans={spans} $phone={phone} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <CardSkeleton key={index} ratio={ratio} {...(lines === undefined ? {} : { lines })} />
      ))}
    </CardGrid>
  );
}

/** Placeholder for a block without cards (tag cloud, calendar): a few bars of text. */
export function TextSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Line key={index} aria-hidden="true" $width={LINE_WIDTHS[index % LINE_WIDTHS.length]!} $height="1.6em" />
      ))}
    </div>
  );
}
