// The media library at /admin/media (inside the staff area's shell): upload many files at once,
// then the grid of what is there with search and kind filter in the URL, paging, and deletion for
// publishers. Editors upload and browse; the page says why they cannot delete.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAtomValue } from 'jotai';
import { useSWRConfig } from 'swr';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { mayDeleteMedia } from '../../../shared/roles';
import { userAtom } from '../../../src/state/session';
import { Button } from '../../../src/ui/button';
import { Pagination } from '../../../src/ui/pagination';
import { DeleteMediaDialog } from './delete-media-dialog';
import { MEDIA_KINDS, MEDIA_PAGE_SIZE, isMediaListKey, useMediaActions, useMediaList, type LibraryAsset, type MediaKind } from './media-api';
import { MediaDetails } from './media-details';
import { MediaFilters } from './media-filters';
import { MediaGrid, MediaTile } from './media-grid';
import { MediaThumbnail } from './media-thumbnail';
import { UploadPanel } from './upload-panel';
import { useUploads } from './use-uploads';

const PAGE_SIZES = [MEDIA_PAGE_SIZE, 48, 96];

const kindParam = (value: string | null): MediaKind | undefined => MEDIA_KINDS.find((k) => k === value);
const intParam = (value: string | null, fallback: number) => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 0 ? n : fallback;
};

export default function MediaLibraryPage() {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const mayDelete = mayDeleteMedia(user);
  const { mutate } = useSWRConfig();
  const actions = useMediaActions();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const kind = kindParam(params.get('kind'));
  const page = intParam(params.get('p'), 0);
  const size = Math.min(100, Math.max(1, intParam(params.get('s'), MEDIA_PAGE_SIZE)));
  const list = useMediaList({ q, kind, p: page, s: size });
  const [deleting, setDeleting] = useState<LibraryAsset | null>(null);
  const [notice, setNotice] = useState('');

  const refresh = () => void mutate(isMediaListKey);
  const uploads = useUploads({ onUploaded: refresh });

  /** Changes some query values; any change but the page goes back to the first page. */
  const setQuery = (change: Record<string, string | number | undefined>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!('p' in change)) next.delete('p');
        for (const [key, value] of Object.entries(change)) {
          if (value === undefined || value === '' || (key === 'p' && value === 0)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: !('p' in change) },
    );
  };

  const remove = async (asset: LibraryAsset) => {
    await actions.remove(asset.id);
    setDeleting(null);
    const { filename } = asset;
    setNotice(t`${filename} was deleted.`);
    refresh();
  };

  const deleteLabel = (filename: string) => t`Delete ${filename}`;
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const searching = Boolean(q || kind);

  return (
    <Page>
      <Header>
        <Title>
          <Trans>Media library</Trans>
        </Title>
        {!mayDelete && (
          <Note>
            <Trans>Editors upload and choose files; only publishers can delete them.</Trans>
          </Note>
        )}
      </Header>

      <UploadPanel uploads={uploads} />

      <section aria-labelledby="media-library-files">
        <SectionHead>
          <h2 id="media-library-files">
            <Trans>Files</Trans>
          </h2>
          <MediaFilters q={q} kind={kind} onSearch={(text) => setQuery({ q: text })} onKind={(k) => setQuery({ kind: k })} />
        </SectionHead>
        <div role="status" className="visually-hidden">
          {notice}
        </div>
        {list.error ? (
          <Problem role="alert">
            <Trans>The library could not be loaded.</Trans>{' '}
            <Button type="button" $variant="secondary" $size="small" onClick={() => void list.mutate()}>
              <Trans>Try again</Trans>
            </Button>
          </Problem>
        ) : list.data && items.length === 0 ? (
          <Empty>{searching ? <Trans>No file matches this search.</Trans> : <Trans>No files yet: upload the first ones above.</Trans>}</Empty>
        ) : (
          <MediaGrid data-testid="media-grid" aria-label={t`Library files`} aria-busy={list.isLoading || undefined}>
            {items.map((asset) => (
              <MediaTile key={asset.id}>
                <MediaThumbnail asset={asset} />
                <MediaDetails asset={asset} />
                {mayDelete && (
                  <DeleteButton type="button" $variant="ghost" $size="small" onClick={() => setDeleting(asset)} aria-label={deleteLabel(asset.filename)}>
                    <Trans>Delete</Trans>
                  </DeleteButton>
                )}
              </MediaTile>
            ))}
          </MediaGrid>
        )}
        {total > 0 && (
          <Paging>
            <Pagination
              page={page}
              total={total}
              size={size}
              pageSizes={PAGE_SIZES}
              onPageChange={(p) => setQuery({ p })}
              onSizeChange={(s) => setQuery({ s })}
              label={t`Library pages`}
            />
          </Paging>
        )}
      </section>

      {deleting && <DeleteMediaDialog asset={deleting} onConfirm={() => remove(deleting)} onClose={() => setDeleting(null)} />}
    </Page>
  );
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Title = styled.h1`
  margin: 0;
  font-size: 1.6rem;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SectionHead = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const DeleteButton = styled(Button)`
  justify-self: start;
  color: ${({ theme }) => theme.colors.danger};
`;

const Paging = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;
