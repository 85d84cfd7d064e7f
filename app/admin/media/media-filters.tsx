// Search by file name and the kind filter, shared by the library page and the picker. The search
// box reports its text after a pause in typing; the kind select is left out when the kind is fixed.
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { LabelledSelect } from '../../../src/ui/labelled-select';
import { useDebouncedValue } from '../../../src/ui/use-debounced-value';
import { MEDIA_KINDS, type MediaKind } from './media-api';
import { useKindNames } from './media-details';

const SEARCH_PAUSE_MS = 300;

export interface MediaFiltersProps {
  q: string;
  kind?: MediaKind;
  onSearch(q: string): void;
  /** Without it there is no kind select (the picker's kind is fixed). */
  onKind?: (kind: MediaKind | undefined) => void;
}

export function MediaFilters({ q, kind, onSearch, onKind }: MediaFiltersProps) {
  const { t } = useLingui();
  const id = useId();
  const kinds = useKindNames();
  const [text, setText] = useState(q);
  const settled = useDebouncedValue(text, SEARCH_PAUSE_MS);
  const onSearchLatest = useLatest(onSearch);
  useEffect(() => {
    if (settled.trim() !== q.trim()) onSearchLatest.current(settled.trim());
    // Only a new settled text searches; a new `q` from outside (back button) is taken below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  // The URL changed by itself (back, forward, a link): the box follows.
  useEffect(() => {
    setText((current) => (current.trim() === q.trim() ? current : q));
  }, [q]);

  return (
    <Bar role="search">
      <SearchLabel htmlFor={`${id}-q`}>{t`Search by file name`}</SearchLabel>
      <SearchInput id={`${id}-q`} type="search" value={text} onChange={(event) => setText(event.target.value)} maxLength={100} autoComplete="off" />
      {onKind && (
        <LabelledSelect>
          {t`Kind`}
          <select value={kind ?? ''} onChange={(event) => onKind((event.target.value || undefined) as MediaKind | undefined)}>
            <option value="">{t`All kinds`}</option>
            {MEDIA_KINDS.map((k) => (
              <option key={k} value={k}>
                {kinds[k]}
              </option>
            ))}
          </select>
        </LabelledSelect>
      )}
    </Bar>
  );
}

function useLatest<T>(value: T) {
  const [ref] = useState(() => ({ current: value }));
  ref.current = value;
  return ref;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const SearchLabel = styled.label`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const SearchInput = styled.input`
  flex: 1 1 12rem;
  min-width: 0;
  height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;
