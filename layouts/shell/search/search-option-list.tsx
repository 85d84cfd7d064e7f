// The header search's listbox: option groups (keywords as chips, updates and models as rows with a
// thumbnail, the search page last). Which option is active is the combobox's business; this list
// shows it and reports the pointer.
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { brandText } from '../../../src/ui/brand-colors';
import { SearchIcon } from '../../../src/ui/icons';
import { srcSetOf } from '../../../src/ui/responsive-image';
import type { SearchOption, SearchOptionGroup } from './use-search-suggestions';

export interface SearchOptionListProps {
  id: string;
  groups: SearchOptionGroup[];
  /** Index of the active option over all groups, -1 for none. */
  active: number;
  optionId: (index: number) => string;
  onActivate: (index: number) => void;
  onChoose: (option: SearchOption) => void;
}

export function SearchOptionList({ id, groups, active, optionId, onActivate, onChoose }: SearchOptionListProps) {
  const { t } = useLingui();
  let index = -1;
  return (
    <Listbox id={id} role="listbox" aria-label={t`Search suggestions`}>
      {groups.map((group) => (
        <Group key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
          <GroupTitle id={`${id}-${group.key}`} role="presentation">
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
                    if (active !== own) onActivate(own);
                  }}
                  onClick={() => onChoose(option)}
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
  );
}

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

const OptionRow = styled.div<{ $kind: SearchOption['kind'] }>`
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
