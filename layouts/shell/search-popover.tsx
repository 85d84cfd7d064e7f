// The header search: the search icon opens a panel with a combobox. Empty, it suggests the most
// searched keywords, the most viewed updates and the most rated models; while typing it filters the
// keywords on the client (fuzzy) and, after a 500 ms pause, shows live results (6 models, 6 photo
// galleries, 6 videos). Arrow keys move through the options, Enter opens one (or the search page
// for the typed term), Escape closes and returns focus to the icon.
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ImageSet } from '../../schemas/api';
import { SEARCH_DEBOUNCE_MS, SEARCH_POPOVER_SIZE, useSearch, useSearchMetadata } from '../../src/api/search';
import { useSiteConfig } from '../../src/config/site-config-context';
import { up } from '../../src/theme/breakpoints';
import { useLocalizedName, useSoftImages } from '../../src/ui/card-helpers';
import { brandText } from '../../src/ui/brand-colors';
import { formatDate } from '../../src/ui/format';
import type { fuzzyFilter as FuzzyFilter } from '../../src/ui/fuzzy-filter';
import { modelHref } from '../../src/ui/model-card';
import { srcSetOf } from '../../src/ui/responsive-image';
import { updateHref } from '../../src/ui/update-card';
import { CloseIcon, SearchIcon } from '../../src/ui/icons';

/** fuse.js (about 9 KB gzip) is needed only once the panel is open: fetched then, not with every page. */
function useFuzzyFilter(): typeof FuzzyFilter | null {
  const [filter, setFilter] = useState<typeof FuzzyFilter | null>(null);
  useEffect(() => {
    if (filter) return;
    let current = true;
    void import('../../src/ui/fuzzy-filter').then((module) => {
      if (current) setFilter(() => module.fuzzyFilter);
    });
    return () => {
      current = false;
    };
  }, [filter]);
  return filter;
}

/** Keywords suggested from the most searched list while typing. */
const SUGGESTIONS = 5;

export const searchPageHref = (term: string) => `/search/${encodeURIComponent(term.trim())}`;

/** `value`, once it has stayed the same for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

interface Option {
  key: string;
  href: string;
  label: string;
  detail?: string;
  kind: 'keyword' | 'update' | 'model' | 'all';
  image?: ImageSet | undefined;
}

interface OptionGroup {
  key: string;
  title: string;
  options: Option[];
}

export function SearchPopover() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <Root
      ref={rootRef}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget !== null) setOpen(false);
      }}
    >
      <Toggle
        ref={buttonRef}
        type="button"
        aria-label={t`Search`}
        title={t`Search`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <SearchIcon />}
      </Toggle>
      {open && <SearchPanel id={panelId} anchor={buttonRef} onClose={close} />}
    </Root>
  );
}

interface SearchPanelProps {
  id: string;
  anchor: RefObject<HTMLButtonElement | null>;
  onClose: (restoreFocus: boolean) => void;
}

function SearchPanel({ id, anchor, onClose }: SearchPanelProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const nameOf = useLocalizedName();
  const soft = useSoftImages();
  const hideHardcore = useSiteConfig().core.fsk12.hideHardcoreUpdates;
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const optionPrefix = useId();
  const [value, setValue] = useState('');
  const [active, setActive] = useState(-1);
  const [top, setTop] = useState<number | null>(null);

  const term = value.trim();
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const metadata = useSearchMetadata();
  const live = useSearch(debounced, SEARCH_POPOVER_SIZE);
  const fuzzyFilter = useFuzzyFilter();
  const settled = term !== '' && debounced === term;

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

  const updateImage = (update: { previewImage: ImageSet; previewImageSoft: ImageSet }) => (soft ? update.previewImageSoft : update.previewImage);
  const visible = <U extends { hardcore: boolean }>(updates: U[]) => (hideHardcore ? updates.filter((u) => !u.hardcore) : updates);

  const buildGroups = (): OptionGroup[] => {
    const data = metadata.data;
    const keywordOption = (keyword: string): Option => ({ key: `k-${keyword}`, href: searchPageHref(keyword), label: keyword, kind: 'keyword' });
    if (!term) {
      if (!data) return [];
      return [
        { key: 'most-searched', title: t`Most searched`, options: data.mostSearched.slice(0, 8).map((entry) => keywordOption(entry.term)) },
        {
          key: 'most-viewed',
          title: t`Most viewed updates`,
          options: visible(data.updates)
            .slice(0, SEARCH_POPOVER_SIZE)
            .map((update) => ({
              key: `u-${update.id}`,
              href: updateHref(update),
              label: nameOf(update),
              detail: formatDate(update.publishDate),
              kind: 'update' as const,
              image: updateImage(update),
            })),
        },
        {
          key: 'most-rated',
          title: t`Most rated models`,
          options: data.models.slice(0, SEARCH_POPOVER_SIZE).map((model) => ({
            key: `m-${model.id}`,
            href: modelHref(model),
            label: nameOf(model),
            kind: 'model' as const,
            image: soft ? model.imageSoft : model.image,
          })),
        },
      ].filter((group) => group.options.length > 0);
    }
    // Until fuse.js has arrived (a few ms after the panel opened), no keyword suggestions.
    const suggestions = (fuzzyFilter ?? (() => [] as string[]))(
      (data?.mostSearched ?? []).map((entry) => entry.term).filter((keyword) => keyword.toLowerCase() !== term.toLowerCase()),
      term,
      { limit: SUGGESTIONS },
    );
    const found = settled ? live.data : undefined;
    const result: OptionGroup[] = [
      { key: 'suggestions', title: t`Suggestions`, options: suggestions.map(keywordOption) },
      {
        key: 'models',
        title: t`Models`,
        options: (found?.models ?? []).slice(0, SEARCH_POPOVER_SIZE).map((model) => ({
          key: `m-${model.id}`,
          href: modelHref(model),
          label: nameOf(model),
          kind: 'model' as const,
          image: soft ? model.imageSoft : model.image,
        })),
      },
      ...(['galleries', 'videos'] as const).map((section) => ({
        key: section,
        title: section === 'galleries' ? t`Photos` : t`Videos`,
        options: visible(found?.[section] ?? [])
          .slice(0, SEARCH_POPOVER_SIZE)
          .map((update) => ({
            key: `u-${update.id}`,
            href: updateHref(update),
            label: nameOf(update),
            detail: formatDate(update.publishDate),
            kind: 'update' as const,
            image: updateImage(update),
          })),
      })),
      {
        key: 'all',
        title: t`Search page`,
        options: [{ key: 'all', href: searchPageHref(term), label: t`Show all results for “${term}”`, kind: 'all' }],
      },
    ];
    return result.filter((group) => group.options.length > 0);
  };
  const groups = buildGroups();

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

  const searching = term !== '' && (!settled || (!live.data && !live.error));
  const noResults = settled && live.data !== undefined && live.data.models.length + live.data.galleries.length + live.data.videos.length === 0;

  let status: ReactNode = null;
  if (searching) status = <Trans>Searching...</Trans>;
  else if (term && live.error) status = <Trans>Ooops, something went wrong, please try again later</Trans>;
  else if (noResults) status = <Trans>No results found</Trans>;
  else if (!term && !metadata.data && !metadata.error) status = <Trans>Loading suggestions...</Trans>;

  let index = -1;
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
      <Status role="status" aria-live="polite" $visible={status !== null}>
        {status}
      </Status>
      <Listbox id={listboxId} role="listbox" aria-label={t`Search suggestions`}>
        {groups.map((group) => (
          <Group key={group.key} role="group" aria-labelledby={`${listboxId}-${group.key}`}>
            <GroupTitle id={`${listboxId}-${group.key}`} role="presentation">
              {group.title}
            </GroupTitle>
            <GroupOptions $chips={group.options.every((option) => option.kind === 'keyword')} role="presentation">
              {group.options.map((option) => {
                index += 1;
                const own = index;
                return (
                  <OptionRow
                    key={option.key}
                    id={optionId(own)}
                    role="option"
                    aria-selected={own === active}
                    $kind={option.kind}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => {
                      if (active !== own) setActive(own);
                    }}
                    onClick={() => go(option.href)}
                  >
                    {option.kind === 'keyword' && <SearchIcon size={14} aria-hidden="true" />}
                    {option.image && (
                      <Thumb $round={option.kind === 'model'} aria-hidden="true">
                        <img src={option.image['620']} srcSet={srcSetOf(option.image)} sizes="64px" alt="" loading="lazy" decoding="async" />
                      </Thumb>
                    )}
                    <OptionText>
                      <span>{option.label}</span>
                      {option.detail && <small>{option.detail}</small>}
                    </OptionText>
                    {option.kind === 'all' && <span aria-hidden="true">→</span>}
                  </OptionRow>
                );
              })}
            </GroupOptions>
          </Group>
        ))}
      </Listbox>
    </Panel>
  );
}

const Root = styled.div`
  order: 2;
  display: inline-flex;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 42px;
  height: 42px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.colors.accent};
    background: color-mix(in srgb, currentColor 10%, transparent);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

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

const Listbox = styled.div`
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm} ${theme.space.sm}`};
  &:empty {
    display: none;
  }
`;

const Group = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const GroupTitle = styled.div`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.72rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const GroupOptions = styled.div<{ $chips: boolean }>`
  display: flex;
  flex-direction: ${({ $chips }) => ($chips ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme, $chips }) => ($chips ? theme.space.xs : '0')};
  padding: ${({ theme, $chips }) => ($chips ? `${theme.space.xs} ${theme.space.sm}` : '0')};
`;

const OptionRow = styled.div<{ $kind: Option['kind'] }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.5rem;
  padding: ${({ theme, $kind }) => ($kind === 'keyword' ? `0.3em 0.85em` : `${theme.space.xs} ${theme.space.sm}`)};
  border: 1px solid ${({ theme, $kind }) => ($kind === 'keyword' ? theme.colors.border : 'transparent')};
  border-radius: ${({ theme, $kind }) => ($kind === 'keyword' ? theme.radius.pill : theme.radius.md)};
  color: ${({ theme, $kind }) => ($kind === 'all' ? brandText(theme) : theme.colors.text)};
  font-weight: ${({ $kind }) => ($kind === 'all' ? 700 : 500)};
  cursor: pointer;
  ${({ $kind }) => ($kind === 'keyword' ? 'min-height: 0; font-size: 0.9rem;' : '')}
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-color: ${({ theme, $kind }) => ($kind === 'keyword' ? theme.colors.primary : 'transparent')};
    color: ${({ theme }) => theme.colors.heading};
    box-shadow: inset 3px 0 0 ${({ theme, $kind }) => ($kind === 'keyword' ? 'transparent' : theme.colors.primary)};
  }
`;

const Thumb = styled.span<{ $round: boolean }>`
  flex: none;
  width: ${({ $round }) => ($round ? '36px' : '64px')};
  height: 36px;
  overflow: hidden;
  border-radius: ${({ theme, $round }) => ($round ? '50%' : theme.radius.sm)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const OptionText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  span {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.78rem;
    font-variant-numeric: tabular-nums;
  }
`;
