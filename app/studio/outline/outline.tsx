// The chosen site's layout as a tree: containers with their blocks nested, each row with its block
// title, type and the breakpoints it is hidden on. Choosing a row selects the entry (its form
// opens); rows drag (mouse, touch, or keyboard: Space, arrows, Space) before another row, to the
// end of a container or of the page, or onto another site; Alt+Up/Down moves the chosen row by one.
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { getBlock } from '../../../blocks/registry';
import { Mono, PanelTitle, ToolSelect } from '../studio-ui';
import { lastToken, parentOf } from '../document-edits';

interface Entry {
  type?: unknown;
  id?: unknown;
  hideOn?: unknown;
  blocks?: unknown;
}

export interface OutlineProps {
  /** The parsed document (null while it does not parse). */
  config: unknown;
  sites: readonly string[];
  site: string;
  onSiteChange: (site: string) => void;
  selectedPath: string | null;
  onSelect: (pointer: string | null) => void;
  /** Moves the entry to `index` of the list `toList` (its index once moved). */
  onMove: (from: string, toList: string, index: number) => void;
  onDuplicate: (pointer: string) => void;
  onDelete: (pointer: string) => void;
}

const siteList = (site: string) => `/ui/sites/${site}/containers`;

export function entryName(entry: Entry): string {
  const type = typeof entry.type === 'string' ? entry.type : '?';
  const title = type === 'container' ? 'Container' : (getBlock(type)?.title ?? type);
  return typeof entry.id === 'string' ? `${title} “${entry.id}”` : title;
}

/** Drops: a row (`row:` pointer, before it), a list's end (`end:` list), a site (`site:` key). */
const collisions: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

export function Outline({ config, sites, site, onSiteChange, selectedPath, onSelect, onMove, onDuplicate, onDelete }: OutlineProps) {
  const { t } = useLingui();
  const [dragging, setDragging] = useState<string | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const layout = (config as { ui?: { sites?: Record<string, { containers?: unknown }> } } | null)?.ui?.sites?.[site]?.containers;
  const entries = Array.isArray(layout) ? (layout as Entry[]) : null;

  const entryAt = (pointer: string): Entry | undefined => {
    let current: unknown = config;
    for (const token of pointer.slice(1).split('/')) current = current && typeof current === 'object' ? (current as Record<string, unknown>)[token] : undefined;
    return current as Entry | undefined;
  };
  const describe = (id: string | number | undefined): string => {
    const key = String(id ?? '');
    if (key.startsWith('row:')) return entryName(entryAt(key.slice(4)) ?? {});
    if (key.startsWith('end:')) {
      const list = key.slice(4);
      return list === siteList(site) ? t`the end of the page` : t`the end of ${entryName(entryAt(parentOf(list)) ?? {})}`;
    }
    if (key.startsWith('site:')) return t`the site ${key.slice(5)}`;
    return '';
  };

  const drop = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (!over || active.id === over.id) return;
    const from = String(active.id).slice(4);
    const target = String(over.id);
    if (target.startsWith('row:')) {
      const before = target.slice(4);
      // Takes the row's place: before it, or after it when moving down within one list.
      onMove(from, parentOf(before), Number(lastToken(before)));
    } else if (target.startsWith('end:')) {
      onMove(from, target.slice(4), Number.MAX_SAFE_INTEGER);
    } else if (target.startsWith('site:')) {
      onMove(from, siteList(target.slice(5)), Number.MAX_SAFE_INTEGER);
    }
  };

  const keyMove = (event: KeyboardEvent, pointer: string, count: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const index = Number(lastToken(pointer)) + (event.key === 'ArrowUp' ? -1 : 1);
    if (index >= 0 && index < count) onMove(pointer, parentOf(pointer), index);
  };

  const renderList = (list: Entry[], listPointer: string, depth: number): ReactNode => (
    <Tree role={depth === 0 ? undefined : 'group'}>
      {list.map((entry, index) => {
        const pointer = `${listPointer}/${index}`;
        const children = entry.type === 'container' && Array.isArray(entry.blocks) ? (entry.blocks as Entry[]) : null;
        return (
          <li key={typeof entry.id === 'string' ? `${entry.id}-${index}` : index}>
            <Row
              pointer={pointer}
              entry={entry}
              selected={selectedPath === pointer}
              onSelect={() => onSelect(pointer)}
              onKeyDown={(event) => keyMove(event, pointer, list.length)}
              onDuplicate={() => onDuplicate(pointer)}
              onDelete={() => onDelete(pointer)}
            />
            {children ? renderList(children, `${pointer}/blocks`, depth + 1) : null}
          </li>
        );
      })}
      <li>
        <EndZone id={`end:${listPointer}`} active={dragging !== null} label={depth === 0 ? t`End of the page` : t`End of ${entryName(entryAt(parentOf(listPointer)) ?? {})}`} />
      </li>
    </Tree>
  );

  return (
    <Panel aria-labelledby="outline-title">
      <Head>
        <PanelTitle id="outline-title">
          <Trans>Outline</Trans>
        </PanelTitle>
        <label htmlFor="outline-site" className="visually-hidden">
          <Trans>Site</Trans>
        </label>
        <ToolSelect id="outline-site" value={site} onChange={(event) => onSiteChange(event.target.value)}>
          {sites.map((key) => (
            <option key={key} value={key}>
              {key}
            </option>
          ))}
        </ToolSelect>
      </Head>
      <Help id="outline-help">
        <Trans>Choose a block to edit it. Drag a row by its handle (or press Space on it, then the arrow keys, then Space) onto another row, a container’s end or a site; Alt+↑/↓ moves the chosen row.</Trans>
      </Help>
      <DndContext
        sensors={sensors}
        collisionDetection={collisions}
        onDragStart={({ active }) => setDragging(String(active.id))}
        onDragCancel={() => setDragging(null)}
        onDragEnd={drop}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) => t`Picked up ${describe(active.id)}.`,
            onDragOver: ({ active, over }) => (over ? t`${describe(active.id)} is over ${describe(over.id)}.` : t`${describe(active.id)} is over no drop place.`),
            onDragEnd: ({ active, over }) => (over && over.id !== active.id ? t`${describe(active.id)} was moved before ${describe(over.id)}.` : t`${describe(active.id)} stays where it was.`),
            onDragCancel: ({ active }) => t`Moving ${describe(active.id)} was cancelled.`,
          },
          screenReaderInstructions: { draggable: t`To move a block, press Space, then the arrow keys to choose a place, then Space to drop it, or Escape to cancel.` },
        }}
      >
        <Body>
          {entries === null ? (
            <Empty>{config === null ? <Trans>Fix the JSON syntax to see the outline.</Trans> : <Trans>{site} has no layout yet: insert a block from the palette.</Trans>}</Empty>
          ) : (
            renderList(entries, siteList(site), 0)
          )}
          {dragging ? (
            <Sites aria-label={t`Move to another site`}>
              <PanelTitle as="h3">
                <Trans>Drop on a site to move it there</Trans>
              </PanelTitle>
              <SiteGrid>
                {sites
                  .filter((key) => key !== site)
                  .map((key) => (
                    <SiteDrop key={key} site={key} />
                  ))}
              </SiteGrid>
            </Sites>
          ) : null}
        </Body>
        <DragOverlay>{dragging ? <Ghost>{describe(dragging)}</Ghost> : null}</DragOverlay>
      </DndContext>
    </Panel>
  );
}

interface RowProps {
  pointer: string;
  entry: Entry;
  selected: boolean;
  onSelect: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

function Row({ pointer, entry, selected, onSelect, onKeyDown, onDuplicate, onDelete }: RowProps) {
  const { t } = useLingui();
  const id = `row:${pointer}`;
  const draggable = useDraggable({ id });
  const droppable = useDroppable({ id });
  const name = entryName(entry);
  const type = typeof entry.type === 'string' ? entry.type : '?';
  const title = type === 'container' ? t`Container` : (getBlock(type)?.title ?? type);
  const hidden = Array.isArray(entry.hideOn) ? (entry.hideOn as unknown[]).map(String) : [];
  return (
    <RowBox
      ref={(node) => {
        draggable.setNodeRef(node);
        droppable.setNodeRef(node);
      }}
      data-selected={selected}
      data-over={droppable.isOver && !draggable.isDragging}
      data-dragging={draggable.isDragging}
      data-pointer={pointer}
    >
      <Handle ref={draggable.setActivatorNodeRef} type="button" {...draggable.attributes} {...draggable.listeners} aria-label={t`Drag ${name}`}>
        ⠿
      </Handle>
      <Choose type="button" aria-pressed={selected} aria-describedby="outline-help" aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown" onClick={onSelect} onKeyDown={onKeyDown}>
        <strong>{title}</strong> <Mono>{type}</Mono>
        {typeof entry.id === 'string' ? <Id>#{entry.id}</Id> : null}
        {hidden.map((breakpoint) => (
          <Badge key={breakpoint} title={t`Hidden on ${breakpoint}`}>
            <span className="visually-hidden">
              <Trans>hidden on</Trans>{' '}
            </span>
            {breakpoint}
          </Badge>
        ))}
      </Choose>
      <Action type="button" aria-label={t`Duplicate ${name}`} title={t`Duplicate`} onClick={onDuplicate}>
        <svg viewBox="0 0 16 16" width="13" height="13" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
          <rect x="5" y="5" width="9" height="9" rx="1.5" />
          <path d="M3 11V3.5A1.5 1.5 0 0 1 4.5 2H11" />
        </svg>
      </Action>
      <Action type="button" aria-label={t`Delete ${name}`} title={t`Delete`} data-tone="danger" onClick={onDelete}>
        ✕
      </Action>
    </RowBox>
  );
}

function EndZone({ id, label, active }: { id: string; label: string; active: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <Zone ref={setNodeRef} data-over={isOver} data-active={active} aria-hidden={!active}>
      {active ? label : null}
    </Zone>
  );
}

function SiteDrop({ site }: { site: string }) {
  const { setNodeRef, isOver } = useDroppable({ id: `site:${site}` });
  return (
    <SiteChip ref={setNodeRef} data-over={isOver}>
      {site.replace(/site$/, '')}
    </SiteChip>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  height: 100%;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
`;

const Help = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  font-size: 0.72rem;
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: 0 ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const Tree = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & & {
    margin-left: 14px;
    padding-left: 6px;
    border-left: 1px dashed ${({ theme }) => theme.colors.border};
  }
`;

const RowBox = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
  margin: 1px 0;
  border: 1px solid transparent;
  border-top: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  &[data-selected='true'] {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 14%, transparent);
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-over='true'] {
    border-top-color: ${({ theme }) => theme.colors.accent};
  }
  &[data-dragging='true'] {
    opacity: 0.45;
  }
`;

const Handle = styled.button`
  align-self: stretch;
  padding: 0 4px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: grab;
  touch-action: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

const Choose = styled.button`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 2px 6px;
  padding: 4px 2px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.82rem;
  text-align: left;
  cursor: pointer;
  strong {
    color: ${({ theme }) => theme.colors.heading};
  }
  ${Mono} {
    font-size: 0.7rem;
    color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

const Id = styled.span`
  font-size: 0.7rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Badge = styled.span`
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.66rem;
  &::before {
    content: '⊘ ';
  }
`;

const Action = styled.button`
  padding: 2px 6px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
  }
  &[data-tone='danger']:hover {
    color: ${({ theme }) => theme.colors.danger};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

/* The same height whether a drag is on or not: rows must not shift under the pointer mid-drag. */
const Zone = styled.div`
  height: 20px;
  margin: 1px 0 2px;
  padding: 2px 8px;
  border: 1px dashed transparent;
  overflow: hidden;
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: 0.7rem;
  color: ${({ theme }) => theme.colors.textMuted};
  &[data-active='true'] {
    border-color: ${({ theme }) => theme.colors.border};
  }
  &[data-over='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Sites = styled.section`
  margin-top: ${({ theme }) => theme.space.md};
`;

const SiteGrid = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin-top: 4px;
`;

const SiteChip = styled.div`
  padding: 2px 8px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.72rem;
  &[data-over='true'] {
    border-style: solid;
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.md};
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Ghost = styled.div`
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.82rem;
  box-shadow: 0 6px 16px rgb(0 0 0 / 25%);
  white-space: nowrap;
`;
