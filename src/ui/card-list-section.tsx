// A titled row of cards from a short list source (home page "models", "places"): a skeleton while
// loading, a retry on failure, nothing at all when the list is empty.
import type { ReactNode } from 'react';
import type { ColumnSpans } from '../../schemas/config/breakpoints';
import { CardList } from './card-helpers';
import type { CardSkeletonProps } from './card-skeleton';
import { Section } from './section';
import { SectionLoadState } from './section-load-state';

export interface CardListSectionProps<T> {
  title: string;
  moreLink?: { to: string; label: string };
  data: { items: T[] } | undefined;
  error: unknown;
  onRetry: () => void;
  count: number;
  spans: ColumnSpans;
  ratio: CardSkeletonProps['ratio'];
  loadingLabel: string;
  errorText: ReactNode;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}

export function CardListSection<T>({ title, moreLink, data, error, onRetry, count, spans, ratio, loadingLabel, errorText, itemKey, renderItem }: CardListSectionProps<T>) {
  const more = moreLink ? { moreLink } : {};
  if (!data) {
    return (
      <SectionLoadState heading={title} moreLink={moreLink} error={error} onRetry={onRetry} errorText={errorText} skeleton={{ count, spans, ratio, lines: 0, label: loadingLabel }} />
    );
  }
  const items = data.items.slice(0, count);
  if (items.length === 0) return null;
  return (
    <Section heading={title} {...more}>
      <CardList $spans={spans}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </CardList>
    </Section>
  );
}
