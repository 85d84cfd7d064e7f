// The picker the staff forms and the studio open for an image, a video or a picture set: a dialog
// with search, a grid to choose one file or several (a listbox: arrow keys move, Space or Enter
// chooses, Tab leaves), an Upload entry that reuses the library's upload part, and Choose/Cancel.
import { useRef, useState, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MediaAsset } from '../../../schemas/api/media-library';
import { Modal } from '../../../src/ui/modal';
import { Button } from '../../../src/ui/button';
import { Pagination } from '../../../src/ui/pagination';
import { useMediaActions, useMediaList, MEDIA_PAGE_SIZE, type LibraryAsset } from './media-api';
import { MediaDetails } from './media-details';
import { MediaFilters } from './media-filters';
import { MediaGrid } from './media-grid';
import { MediaThumbnail } from './media-thumbnail';
import { UploadPanel } from './upload-panel';
import { useUploads } from './use-uploads';

export interface MediaPickerProps {
  /** Only files of this kind are offered. */
  kind?: MediaAsset['kind'];
  /** Several files (a picture set) or one. */
  multiple?: boolean;
  /** The ids already chosen (shown as selected). */
  selected?: number[];
  onPick(assets: MediaAsset[]): void;
  onClose(): void;
}

export function MediaPicker({ kind, multiple = false, selected = [], onPick, onClose }: MediaPickerProps) {
  const { t } = useLingui();
  const actions = useMediaActions();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(MEDIA_PAGE_SIZE);
  const list = useMediaList({ q, kind, p: page, s: size });
  // Chosen files by id, in the order chosen; ids chosen before the picker opened are known by id only
  // until a page shows them.
  const [chosenIds, setChosenIds] = useState<number[]>(selected);
  const [known, setKnown] = useState<Map<number, LibraryAsset>>(() => new Map());
  const [showUpload, setShowUpload] = useState(false);
  const [active, setActive] = useState(0);
  const optionRefs = useRef<(HTMLLIElement | null)[]>([]);

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  const remember = (assets: LibraryAsset[]) =>
    setKnown((map) => {
      const next = new Map(map);
      for (const asset of assets) next.set(asset.id, asset);
      return next;
    });

  const toggle = (asset: LibraryAsset) => {
    remember([asset]);
    setChosenIds((ids) => (ids.includes(asset.id) ? ids.filter((id) => id !== asset.id) : multiple ? [...ids, asset.id] : [asset.id]));
  };

  const uploads = useUploads({
    onUploaded: (assetId) => {
      void list.mutate();
      // A file uploaded from the picker is what the operator wants: it is chosen at once.
      void actions.one(assetId).then((asset) => {
        if (kind && asset.kind !== kind) return;
        remember([asset]);
        setChosenIds((ids) => (multiple ? [...ids.filter((id) => id !== asset.id), asset.id] : [asset.id]));
      });
    },
  });

  const [choosing, setChoosing] = useState(false);
  const choose = async () => {
    const byId = new Map(known);
    for (const asset of items) byId.set(asset.id, asset);
    setChoosing(true);
    // Files chosen before the picker opened and never shown since are asked for one by one; one
    // deleted meanwhile is left out.
    const assets = await Promise.all(chosenIds.map((id) => byId.get(id) ?? actions.one(id).catch(() => undefined)));
    setChoosing(false);
    onPick(assets.filter((asset): asset is LibraryAsset => asset !== undefined));
  };

  const focusOption = (index: number) => {
    const next = Math.max(0, Math.min(items.length - 1, index));
    setActive(next);
    optionRefs.current[next]?.focus();
  };

  /** Columns of the grid as laid out now, for Up and Down. */
  const columns = () => {
    const first = optionRefs.current[0];
    if (!first) return 1;
    const top = first.offsetTop;
    const sameRow = optionRefs.current.filter((el) => el && el.offsetTop === top).length;
    return Math.max(1, sameRow);
  };

  const onOptionKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number, asset: LibraryAsset) => {
    const moves: Record<string, () => number> = {
      ArrowRight: () => index + 1,
      ArrowLeft: () => index - 1,
      ArrowDown: () => index + columns(),
      ArrowUp: () => index - columns(),
      Home: () => 0,
      End: () => items.length - 1,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusOption(move());
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      toggle(asset);
    }
  };

  const count = chosenIds.length;
  const title = kind === 'image' ? (multiple ? t`Choose pictures` : t`Choose a picture`) : kind === 'video' ? t`Choose a video` : kind === 'archive' ? t`Choose a zip archive` : multiple ? t`Choose files` : t`Choose a file`;
  const activeIndex = Math.min(active, Math.max(0, items.length - 1));

  return (
    <Modal open size="large" title={title} onClose={onClose}>
      <Body>
        <Toolbar>
          <MediaFilters
            q={q}
            kind={kind}
            onSearch={(text) => {
              setQ(text);
              setPage(0);
            }}
          />
          <Button type="button" $variant="secondary" $size="small" aria-expanded={showUpload} onClick={() => setShowUpload((shown) => !shown)}>
            <Trans>Upload</Trans>
          </Button>
        </Toolbar>
        {showUpload && <UploadPanel uploads={uploads} kind={kind} />}

        {list.error ? (
          <Problem role="alert">
            <Trans>The library could not be loaded.</Trans>
          </Problem>
        ) : list.data && items.length === 0 ? (
          <Muted>{q ? <Trans>No file matches this search.</Trans> : <Trans>No files of this kind yet: upload one.</Trans>}</Muted>
        ) : (
          <MediaGrid role="listbox" aria-label={t`Library files`} aria-multiselectable={multiple || undefined} aria-busy={list.isLoading || undefined}>
            {items.map((asset, index) => {
              const isChosen = chosenIds.includes(asset.id);
              return (
                <Option
                  key={asset.id}
                  ref={(el) => {
                    optionRefs.current[index] = el;
                  }}
                  role="option"
                  aria-selected={isChosen}
                  aria-label={asset.filename}
                  tabIndex={index === activeIndex ? 0 : -1}
                  $chosen={isChosen}
                  onClick={() => {
                    setActive(index);
                    toggle(asset);
                  }}
                  onFocus={() => setActive(index)}
                  onKeyDown={(event) => onOptionKeyDown(event, index, asset)}
                >
                  <MediaThumbnail asset={asset} />
                  <MediaDetails asset={asset} />
                  {isChosen && <Check aria-hidden="true">✓</Check>}
                </Option>
              );
            })}
          </MediaGrid>
        )}
        {total > size && (
          <Pagination page={page} total={total} size={size} pageSizes={[MEDIA_PAGE_SIZE, 48]} onPageChange={setPage} onSizeChange={(s) => { setSize(s); setPage(0); }} label={t`Library pages`} />
        )}
        <Footer>
          <Muted role="status">{multiple ? t`${count} chosen` : null}</Muted>
          <Actions>
            <Button type="button" $variant="secondary" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="button" onClick={() => void choose()} disabled={count === 0 || choosing}>
              <Trans>Choose</Trans>
            </Button>
          </Actions>
        </Footer>
      </Body>
    </Modal>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  & > :first-child {
    flex: 1 1 16rem;
  }
`;

const Option = styled.li<{ $chosen: boolean }>`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  ${({ $chosen }) =>
    $chosen &&
    css`
      border-color: ${({ theme }) => theme.colors.primary};
      background: ${({ theme }) => theme.colors.surfaceAlt};
    `}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Check = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.8rem;
  height: 1.8rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
`;

const Footer = styled.div`
  position: sticky;
  bottom: calc(-1 * ${({ theme }) => theme.space.lg});
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  background: ${({ theme }) => theme.colors.background};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
