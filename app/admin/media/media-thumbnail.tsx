// A library file's square thumbnail: a picture through its signed preview link, a video or zip icon
// otherwise (and while the link loads or when it fails).
import styled from 'styled-components';
import type { LibraryAsset } from './media-api';
import { useMediaPreview } from './media-api';

export function MediaThumbnail({ asset }: { asset: Pick<LibraryAsset, 'id' | 'kind'> }) {
  const { data } = useMediaPreview(asset);
  return <Frame>{asset.kind === 'image' && data ? <Img src={data.url} alt="" loading="lazy" decoding="async" /> : <KindIcon kind={asset.kind} />}</Frame>;
}

function KindIcon({ kind }: { kind: LibraryAsset['kind'] }) {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      {kind === 'video' && (
        <>
          <rect x="6" y="10" width="36" height="28" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M20 18v12l10-6z" fill="currentColor" />
        </>
      )}
      {kind === 'archive' && (
        <>
          <path d="M12 6h18l8 8v28H12z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
          <path d="M22 10h4M22 14h4M22 18h4M22 22h4" stroke="currentColor" strokeWidth="2.5" />
          <rect x="20" y="26" width="8" height="8" rx="1.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </>
      )}
      {kind === 'image' && (
        <>
          <rect x="6" y="10" width="36" height="28" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <circle cx="17" cy="19" r="3" fill="currentColor" />
          <path d="M10 34l10-10 7 7 4-4 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
        </>
      )}
    </svg>
  );
}

const Frame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Img = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
