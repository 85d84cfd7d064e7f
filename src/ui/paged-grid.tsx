// The body every paginated list block shares: a toolbar line, the grid of cards (placeholders
// while the first page loads, the previous page dimmed while the next one loads), the empty and
// failed states, "Load more" and the pagination under it. Page, size and the pages "Load more"
// joined come from `useListQuery`.
import { Fragment, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import type { ColumnSpans } from '../../schemas/config/breakpoints';
import type { ListResult } from '../api/client';
import type { ListQueryState } from '../routes/use-list-query';
import { Button } from './button';
import { CardList, type PhoneLayout } from './card-helpers';
import { CardSkeleton, CardSkeletonGrid } from './card-skeleton';
import { LoadProblem } from './load-problem';
import { Pagination } from './pagination';
import type { AspectRatio } from './responsive-image';

const Frame = styled.div`
  /* Room for the fixed site header when the list scrolls into view after a page change. */
  scroll-margin-top: ${({ theme }) => `calc(${theme.space.xxl} + ${theme.space.xl})`};
  &:focus {
    outline: none;
  }
`;

const Items = styled(CardList)<{ $busy: boolean }>`
  transition: opacity 0.2s ease;
  opacity: ${({ $busy }) => ($busy ? 0.55 : 1)};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.lg};
  & > button {
    min-width: min(100%, 16rem);
  }
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  p {
    margin: 0;
    max-width: 36em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const EmptyTitle = styled.p`
  && {
    color: ${({ theme }) => theme.colors.heading};
    font-size: 1.15rem;
    font-weight: 700;
  }
`;

export interface PagedGridProps<T> {
  query: Pick<
    ListQueryState<string>,
    'page' | 'size' | 'pages' | 'canLoadMore' | 'loadMore' | 'pageSizes' | 'searchFor' | 'setSize' | 'filtered' | 'reset' | 'setPage'
  >;
  data: ListResult<T> | undefined;
  error: unknown;
  isLoading: boolean;
  onRetry: () => void;
  /** Shown above the grid once the list is loaded (count, active filters, sort). */
  toolbar?: ReactNode;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string | number;
  spans: ColumnSpans;
  ratio: AspectRatio;
  /** Text lines under each placeholder image (0 for captions drawn over the image). */
  skeletonLines: number;
  loadingLabel: string;
  errorText: ReactNode;
  /** Title and text when the list (with the active filters) has nothing. */
  emptyTitle: ReactNode;
  emptyText: ReactNode;
  /** The pagination landmark's name. */
  paginationLabel: string;
  /** The accessible name of the list of cards, e.g. "Videos". */
  listLabel?: string;
  /** How the cards sit on phones (two per row unless the configuration says otherwise). */
  phone?: PhoneLayout;
  /**
   * The cards of a further page "Load more" joined, as `<li>`s (`MorePageItems`); without it the
   * list has no "Load more".
   */
  renderPage?: (page: number) => ReactNode;
}

/** The cards of one joined page: its items, or placeholders of the page's size while it loads. */
export function MorePageItems<T>({
  items,
  size,
  ratio,
  skeletonLines,
  renderItem,
  itemKey,
}: {
  items: T[] | undefined;
  size: number;
  ratio: AspectRatio;
  skeletonLines: number;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string | number;
}) {
  if (!items) {
    return Array.from({ length: size }, (_, index) => (
      <li key={`loading-${index}`} aria-hidden="true">
        <CardSkeleton ratio={ratio} lines={skeletonLines} />
      </li>
    ));
  }
  return items.map((item, index) => <li key={itemKey(item)}>{renderItem(item, index)}</li>);
}

export function PagedGrid<T>({
  query,
  data,
  error,
  isLoading,
  onRetry,
  toolbar,
  renderItem,
  itemKey,
  spans,
  ratio,
  skeletonLines,
  loadingLabel,
  errorText,
  emptyTitle,
  emptyText,
  paginationLabel,
  listLabel,
  phone,
  renderPage,
}: PagedGridProps<T>) {
  const frame = useRef<HTMLDivElement>(null);

  // After a page change the visitor continues at the top of the list, and so does the focus.
  const toTop = () => {
    const element = frame.current;
    if (!element) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (element.getBoundingClientRect().top < 0) element.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    element.focus({ preventScroll: true });
  };

  if (!data) {
    return (
      <Frame ref={frame} tabIndex={-1}>
        {error ? (
          <LoadProblem onRetry={onRetry}>{errorText}</LoadProblem>
        ) : (
          <CardSkeletonGrid count={query.size} spans={spans} ratio={ratio} lines={skeletonLines} label={loadingLabel} phone={phone} />
        )}
      </Frame>
    );
  }

  const pastTheEnd = data.items.length === 0 && data.total > 0;
  const pages = renderPage ? query.pages : 1;
  const more = renderPage && query.canLoadMore && (query.page + pages) * query.size < data.total;
  return (
    <Frame ref={frame} tabIndex={-1}>
      {toolbar}
      {Boolean(error) && !isLoading && <LoadProblem onRetry={onRetry}>{errorText}</LoadProblem>}
      {data.items.length > 0 ? (
        <Items $spans={spans} $phone={phone} $busy={isLoading} aria-busy={isLoading} aria-label={listLabel}>
          {data.items.map((item, index) => (
            <li key={itemKey(item)}>{renderItem(item, index)}</li>
          ))}
          {Array.from({ length: pages - 1 }, (_, index) => (
            <Fragment key={query.page + 1 + index}>{renderPage?.(query.page + 1 + index)}</Fragment>
          ))}
        </Items>
      ) : pastTheEnd ? (
        <Empty>
          <EmptyTitle>
            <Trans>There is nothing on this page.</Trans>
          </EmptyTitle>
          <Button type="button" $variant="secondary" onClick={() => query.setPage(0)}>
            <Trans>Go to the first page</Trans>
          </Button>
        </Empty>
      ) : (
        <Empty role="status">
          <EmptyTitle>{emptyTitle}</EmptyTitle>
          <p>{emptyText}</p>
          {query.filtered && (
            <Button type="button" $variant="secondary" onClick={query.reset}>
              <Trans>Reset filters</Trans>
            </Button>
          )}
        </Empty>
      )}
      {more && (
        <More>
          <Button type="button" $variant="secondary" onClick={query.loadMore}>
            <Trans>Load more</Trans>
          </Button>
        </More>
      )}
      <Pagination
        page={query.page}
        pages={pages}
        total={data.total}
        size={query.size}
        pageSizes={query.pageSizes}
        hrefFor={query.searchFor}
        onPageChange={toTop}
        // Focus stays on the select: arrow keys change a closed select's value in some browsers.
        onSizeChange={query.setSize}
        label={paginationLabel}
      />
    </Frame>
  );
}
