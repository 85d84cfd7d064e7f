// The header search's panel: a combobox over the suggestions of use-search-suggestions.ts. Arrow
// keys move through the options, Enter opens one (or the search page for the typed term), Escape
// closes and returns focus to the search icon.
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { up } from '../../../src/theme/breakpoints';
import { SearchIcon } from '../../../src/ui/icons';
import { SearchOptionList } from './search-option-list';
import { searchPageHref, useSearchSuggestions, type SearchState } from './use-search-suggestions';

export interface SearchPanelProps {
  id: string;
  anchor: RefObject<HTMLButtonElement | null>;
  onClose: (restoreFocus: boolean) => void;
}

const STATUS: Record<NonNullable<SearchState>, ReactNode> = {
  searching: <Trans>Searching...</Trans>,
  failed: <Trans>Ooops, something went wrong, please try again later</Trans>,
  'no-results': <Trans>No results found</Trans>,
  'loading-suggestions': <Trans>Loading suggestions...</Trans>,
};

export function SearchPanel({ id, anchor, onClose }: SearchPanelProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const optionPrefix = useId();
  const { value, setValue, term, groups, state } = useSearchSuggestions();
  const [active, setActive] = useState(-1);
  const [top, setTop] = useState<number | null>(null);

  // Below the navigation bar, wherever the bar is on the page (the header hides on scroll).
  useLayoutEffect(() => {
    const place = () => {
      const rect = anchor.current?.getBoundingClientRect();
      if (rect) setTop(Math.round(rect.bottom + 8));
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [anchor]);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const options = groups.flatMap((group) => group.options);
  const optionId = (index: number) => `${optionPrefix}-option-${index}`;

  // A new list of options starts without an active one.
  const optionKeys = options.map((option) => option.key).join('|');
  const [seenKeys, setSeenKeys] = useState(optionKeys);
  if (seenKeys !== optionKeys) {
    setSeenKeys(optionKeys);
    setActive(-1);
  }

  const go = (href: string) => {
    onClose(false);
    void navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (count) setActive((index) => (index + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (count) setActive((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case 'Home':
      case 'End':
        if (count && active >= 0) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : count - 1);
        }
        break;
      case 'Enter': {
        event.preventDefault();
        const chosen = options[active];
        if (chosen) go(chosen.href);
        else if (term) go(searchPageHref(term));
        break;
      }
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        onClose(true);
        break;
      default:
    }
  };

  // Keep the active option in view while the arrow keys move through a long list.
  useEffect(() => {
    if (active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on the stable prefix.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  return (
    <Panel id={id} role="dialog" aria-label={t`Search`} style={top === null ? undefined : { top }}>
      <InputRow>
        <SearchIcon aria-hidden="true" />
        <Input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label={t`Search`}
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={listboxId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          placeholder={t`Search models, photos, videos...`}
          value={value}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </InputRow>
      <Status role="status" aria-live="polite" $visible={state !== null}>
        {state && STATUS[state]}
      </Status>
      <SearchOptionList id={listboxId} groups={groups} active={active} optionId={optionId} onActivate={setActive} onChoose={(option) => go(option.href)} />
    </Panel>
  );
}

const Panel = styled.div`
  position: fixed;
  top: 72px;
  left: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndex.header + 2};
  display: flex;
  flex-direction: column;
  max-height: min(640px, calc(100dvh - 96px));
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  ${up('md')} {
    left: auto;
    right: max(${({ theme }) => theme.space.md}, calc((100vw - ${({ theme }) => theme.pageWidth}) / 2 + ${({ theme }) => theme.space.md}));
    width: 560px;
  }
`;

const InputRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 2.75rem;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.heading};
  font: inherit;
  font-size: 1.05rem;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus {
    outline: none;
  }
`;

const Status = styled.p<{ $visible: boolean }>`
  display: ${({ $visible }) => ($visible ? 'block' : 'none')};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;
