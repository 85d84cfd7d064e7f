// The line above a paginated list: how many items there are, the active filters as removable
// chips ("Tag: Beach ×"), and room for a control such as a sort select.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { LabelledSelect } from './labelled-select';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Start = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const End = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
`;

const Count = styled.p`
  margin: 0 ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.92rem;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5em;
  max-width: 100%;
  padding: 0.35em 0.5em 0.35em 0.95em;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => `color-mix(in srgb, ${theme.colors.primary} 12%, ${theme.colors.surface})`};
  color: ${({ theme }) => theme.colors.heading};
  font: inherit;
  font-size: 0.88rem;
  font-weight: 600;
  cursor: pointer;
  transition:
    background 0.15s ease,
    color 0.15s ease;
  &:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const ChipText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Cross = styled.span`
  display: inline-grid;
  place-items: center;
  width: 1.35em;
  height: 1.35em;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.9em;
  line-height: 1;
`;

const ClearAll = styled.button`
  padding: 0.35em 0.5em;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: 0.88rem;
  text-decoration: underline;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface ActiveFilter {
  /** Stable key, e.g. the query parameter. */
  key: string;
  /** What the chip says, e.g. "Tag: Beach" or "November 2026". */
  label: string;
  onRemove: () => void;
}

export interface ListToolbarProps {
  /** E.g. "34 updates"; left out while unknown. */
  count?: ReactNode;
  filters: ActiveFilter[];
  /** Shown with two or more filters. */
  onClearAll?: () => void;
  /** A control at the end of the line (sort select). */
  end?: ReactNode;
}

export function ListToolbar({ count, filters, onClearAll, end }: ListToolbarProps) {
  const { t } = useLingui();
  if (count === undefined && filters.length === 0 && !end) return null;
  return (
    <Bar>
      <Start>
        {count !== undefined && <Count aria-live="polite">{count}</Count>}
        {filters.length > 0 && (
          <Chips aria-label={t`Active filters`}>
            {filters.map((filter) => (
              <li key={filter.key}>
                <Chip type="button" onClick={filter.onRemove} aria-label={t`Remove filter: ${filter.label}`} title={t`Remove filter: ${filter.label}`}>
                  <ChipText>{filter.label}</ChipText>
                  <Cross aria-hidden="true">×</Cross>
                </Chip>
              </li>
            ))}
            {filters.length > 1 && onClearAll && (
              <li>
                <ClearAll type="button" onClick={onClearAll}>
                  <Trans>Clear all</Trans>
                </ClearAll>
              </li>
            )}
          </Chips>
        )}
      </Start>
      {end && <End>{end}</End>}
    </Bar>
  );
}

/** A readable stand-in for a permaLink while (or if) its name cannot be loaded: `black-and-white` -> "Black and white". */
export const humanize = (permaLink: string) => {
  const text = permaLink.replace(/[-_]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** A labelled select for the toolbar (sort order), styled like the page-size select. */
export const ToolbarSelect = LabelledSelect;
