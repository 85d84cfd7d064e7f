// Every registered block with its description and default props, searchable; 'Insert' hands the
// block to the studio, which puts it at the cursor or into the chosen site's containers.
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockDefinition } from '../../blocks/define-block';
import { fuzzyFilter } from '../../src/ui/fuzzy-filter';
import { Mono, PanelTitle, ToolButton, ToolInput, ToolSelect } from './studio-ui';

export interface BlockPaletteProps {
  blocks: readonly BlockDefinition[];
  /** Site keys of the document (`homesite`, ...), for 'insert into'. */
  sites: readonly string[];
  site: string;
  onSiteChange: (site: string) => void;
  onInsert: (block: BlockDefinition) => void;
  /** Why nothing can be inserted right now (e.g. the JSON does not parse). */
  disabledReason?: string;
}

export function BlockPalette({ blocks, sites, site, onSiteChange, onInsert, disabledReason }: BlockPaletteProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const siteId = useId();
  const reasonId = useId();
  const sorted = useMemo(() => [...blocks].sort((a, b) => a.title.localeCompare(b.title)), [blocks]);
  const shown = useMemo(() => fuzzyFilter(sorted, query, { keys: ['type', 'title', 'description'] }), [sorted, query]);

  return (
    <Palette aria-labelledby={`${searchId}-title`}>
      <PanelTitle id={`${searchId}-title`}>
        <Trans>Blocks</Trans> <Count>{blocks.length}</Count>
      </PanelTitle>
      <label htmlFor={searchId} className="visually-hidden">
        <Trans>Search blocks</Trans>
      </label>
      <ToolInput id={searchId} type="search" value={query} placeholder={t`Search blocks`} onChange={(event) => setQuery(event.target.value)} />
      <Target>
        <label htmlFor={siteId}>
          <Trans>Insert at the cursor, or into</Trans>
        </label>
        <ToolSelect id={siteId} value={site} onChange={(event) => onSiteChange(event.target.value)}>
          {sites.map((key) => (
            <option key={key} value={key}>
              {key}
            </option>
          ))}
        </ToolSelect>
      </Target>
      {disabledReason ? (
        <Reason id={reasonId} role="status">
          {disabledReason}
        </Reason>
      ) : null}
      <List aria-label={t`Registered blocks`}>
        {shown.map((block) => (
          <Item key={block.type}>
            <ItemHead>
              <div>
                <BlockTitle>{block.title}</BlockTitle>
                <Mono>{block.type}</Mono>
              </div>
              <ToolButton
                type="button"
                aria-label={t`Insert ${block.title}`}
                disabled={Boolean(disabledReason)}
                aria-describedby={disabledReason ? reasonId : undefined}
                onClick={() => onInsert(block)}
              >
                <Trans>Insert</Trans>
              </ToolButton>
            </ItemHead>
            <Description>{block.description}</Description>
            <Defaults>
              <summary>
                <Trans>Default props</Trans>
              </summary>
              <pre>{JSON.stringify(block.defaults, null, 2)}</pre>
            </Defaults>
          </Item>
        ))}
        {shown.length === 0 ? (
          <Empty>
            <Trans>No block matches “{query}”.</Trans>
          </Empty>
        ) : null}
      </List>
    </Palette>
  );
}

const Palette = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 0;
  padding: ${({ theme }) => theme.space.md};
`;

const Count = styled.span`
  margin-left: 4px;
  padding: 1px 7px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  letter-spacing: 0;
`;

const Target = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: 0.78rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Reason = styled.p`
  margin: 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.danger};
`;

const List = styled.ul`
  flex: 1;
  min-height: 0;
  margin: 0 -${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.sm};
  overflow-y: auto;
  list-style: none;
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const ItemHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  ${Mono} {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const BlockTitle = styled.div`
  font-weight: 700;
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.heading};
`;

const Description = styled.p`
  margin: 4px 0;
  font-size: 0.8rem;
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Defaults = styled.details`
  font-size: 0.78rem;
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.text};
  }
  pre {
    max-height: 200px;
    overflow: auto;
    margin: 4px 0 0;
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
    font-size: 0.72rem;
  }
`;

const Empty = styled.li`
  padding: ${({ theme }) => theme.space.md} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
