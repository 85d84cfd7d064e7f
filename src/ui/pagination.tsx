// Paging controls for every paginated list: previous/next, page numbers (all of them up to six
// pages, otherwise the first, the last and the current one's neighbours with ellipses), the
// shown range and the page-size select. Pages are 0-based, as in the API's `p`.
import { useId, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useAtomValue } from 'jotai';
import styled, { css } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { bcp47Of } from '../../shared/locales';
import { localeAtom } from '../state/preferences';
import { up } from '../theme/breakpoints';
import { LabelledSelect } from './labelled-select';
import { numberFormat } from '../../shared/intl-formats';

/** Up to this many pages every number is shown. */
export const ALL_PAGES_UP_TO = 6;

export type PageItem = number | 'gap-start' | 'gap-end';

export const pageCountOf = (total: number, size: number) => (size > 0 ? Math.max(0, Math.ceil(total / size)) : 0);

/**
 * The page numbers to show for `page` of `count` pages (both 0-based). Beyond six pages the list
 * always has seven slots (first, last, the current page and its neighbours, one or two gaps), so
 * the controls keep their width while the visitor pages through.
 */
export function pageItems(page: number, count: number): PageItem[] {
  if (count <= 0) return [];
  const all = Array.from({ length: count }, (_, index) => index);
  if (count <= ALL_PAGES_UP_TO) return all;
  const current = Math.min(Math.max(0, page), count - 1);
  if (current <= 3) return [0, 1, 2, 3, 4, 'gap-end', count - 1];
  if (current >= count - 4) return [0, 'gap-start', count - 5, count - 4, count - 3, count - 2, count - 1];
  return [0, 'gap-start', current - 1, current, current + 1, 'gap-end', count - 1];
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${up('md')} {
    justify-content: space-between;
  }
`;

const Range = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  font-variant-numeric: tabular-nums;
`;

const Pages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const control = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.35em;
  /* Nine controls (previous, seven slots, next) fit a 360 px phone on one line. */
  min-width: 2.2rem;
  height: 2.5rem;
  padding: 0 0.5em;
  ${up('sm')} {
    min-width: 2.5rem;
    padding: 0 0.75em;
  }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.92rem;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  line-height: 1;
  cursor: pointer;
  text-decoration: none;
  transition:
    background 0.15s ease,
    border-color 0.15s ease,
    color 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    cursor: default;
  }
  &[aria-disabled='true'],
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
    pointer-events: none;
  }
`;

const PageLink = styled(Link)`
  ${control}
`;
const PageButton = styled.button`
  ${control}
`;
const Disabled = styled.span`
  ${control}
`;

/** Previous/next show their words from `sm` on; below it the arrows alone (named for screen readers). */
const StepText = styled.span`
  display: none;
  ${up('sm')} {
    display: inline;
  }
`;

const Gap = styled.li`
  min-width: 1.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  user-select: none;
`;

const SizeField = LabelledSelect;

export interface PaginationProps {
  /** Current page, 0-based (the first shown one when "Load more" joined several). */
  page: number;
  /** Pages shown from `page` on ("Load more"); the range covers them all and "Next" follows the last. */
  pages?: number;
  /** Number of items in the whole list (the `maxresults` header). */
  total: number;
  size: number;
  /** The sizes the select offers; the current size is added when missing. */
  pageSizes: number[];
  /** With it, pages are links (bookmarkable, open in a new tab); without, buttons. */
  hrefFor?: (page: number) => string;
  /** Called when the visitor picks a page (after a link's navigation starts). */
  onPageChange?: (page: number) => void;
  onSizeChange: (size: number) => void;
  /** The navigation landmark's name (default "Pagination"). */
  label?: string;
}

export function Pagination({ page: first, pages = 1, total, size, pageSizes, hrefFor, onPageChange, onSizeChange, label }: PaginationProps) {
  const { t } = useLingui();
  const locale = bcp47Of(useAtomValue(localeAtom));
  const selectId = useId();
  const count = pageCountOf(total, size);
  const sizes = pageSizes.includes(size) ? pageSizes : [...pageSizes, size].sort((a, b) => a - b);

  const page = Math.max(first, Math.min(first + pages - 1, count - 1));
  // A list that fits on the smallest page needs no controls at all.
  if (total <= Math.min(...sizes) && page === 0) return null;

  const number = numberFormat(locale);
  const from = number.format(Math.min(total, first * size + 1));
  const to = number.format(Math.min(total, (page + 1) * size));
  const all = number.format(total);

  const go = (target: number, content: ReactNode, props: { 'aria-label'?: string; 'aria-current'?: 'page'; rel?: string }) => {
    if (hrefFor) {
      const onClick = (event: MouseEvent) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        onPageChange?.(target);
      };
      return (
        <PageLink to={hrefFor(target)} onClick={onClick} {...props}>
          {content}
        </PageLink>
      );
    }
    return (
      <PageButton type="button" onClick={() => onPageChange?.(target)} {...props}>
        {content}
      </PageButton>
    );
  };

  const step = (target: number, enabled: boolean, text: ReactNode, arrow: string, name: string, rel: string) =>
    enabled ? (
      go(
        target,
        <>
          {rel === 'prev' && <span aria-hidden="true">{arrow}</span>}
          <StepText>{text}</StepText>
          {rel === 'next' && <span aria-hidden="true">{arrow}</span>}
        </>,
        { 'aria-label': name, rel },
      )
    ) : (
      <Disabled aria-disabled="true" aria-label={name} role="link">
        {rel === 'prev' && <span aria-hidden="true">{arrow}</span>}
        <StepText>{text}</StepText>
        {rel === 'next' && <span aria-hidden="true">{arrow}</span>}
      </Disabled>
    );

  return (
    <Bar>
      <Range>
        {from === to ? (
          <Trans>
            {from} of {all}
          </Trans>
        ) : (
          <Trans>
            {from}–{to} of {all}
          </Trans>
        )}
      </Range>
      {count > 1 && (
        <nav aria-label={label ?? t`Pagination`}>
          <Pages>
            <li>{step(first - 1, first > 0, <Trans>Previous</Trans>, '‹', t`Previous page`, 'prev')}</li>
            {pageItems(page, count).map((item) =>
              typeof item === 'number' ? (
                <li key={item}>
                  {go(item, number.format(item + 1), {
                    'aria-label': t`Page ${number.format(item + 1)}`,
                    ...(item >= first && item <= page ? { 'aria-current': 'page' as const } : {}),
                  })}
                </li>
              ) : (
                <Gap key={item} aria-hidden="true">
                  …
                </Gap>
              ),
            )}
            <li>{step(page + 1, page < count - 1, <Trans>Next</Trans>, '›', t`Next page`, 'next')}</li>
          </Pages>
        </nav>
      )}
      <SizeField htmlFor={selectId}>
        <Trans>Per page</Trans>
        <select id={selectId} value={size} onChange={(event) => onSizeChange(Number(event.target.value))}>
          {sizes.map((option) => (
            <option key={option} value={option}>
              {number.format(option)}
            </option>
          ))}
        </select>
      </SizeField>
    </Bar>
  );
}
