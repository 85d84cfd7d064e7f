// A titled section whose list is not there yet: a retry when loading failed, else skeleton cards.
import type { ReactNode } from 'react';
import type { ColumnSpans } from '../../schemas/config/breakpoints';
import { CardSkeletonGrid, type CardSkeletonProps } from './card-skeleton';
import { LoadProblem } from './load-problem';
import { Section } from './section';

export interface SectionLoadStateProps {
  heading: string;
  moreLink?: { to: string; label: string };
  error: unknown;
  onRetry: () => void;
  errorText: ReactNode;
  skeleton: { count: number; spans: ColumnSpans; ratio: CardSkeletonProps['ratio']; label: string; lines?: number };
}

export function SectionLoadState({ heading, moreLink, error, onRetry, errorText, skeleton }: SectionLoadStateProps) {
  return (
    <Section heading={heading} {...(moreLink ? { moreLink } : {})}>
      {error ? <LoadProblem onRetry={onRetry}>{errorText}</LoadProblem> : <CardSkeletonGrid {...skeleton} />}
    </Section>
  );
}
