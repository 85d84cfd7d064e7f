// The live preview: the site itself in an iframe (`/<path>?studioframe=1`), at a chosen viewport
// width scaled to fit, re-rendered with every configuration the studio posts. Nothing is saved.
// The frame reports clicks on blocks and its own navigation; the studio tells it the selection.
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  isStudioNavigatedMessage,
  isStudioReadyMessage,
  isStudioSelectMessage,
  STUDIO_FRAME_NO_BANNERS,
  STUDIO_FRAME_PARAM,
  type StudioMessage,
} from './studio-messages';

export const VIEWPORTS = [390, 768, 1440] as const;
export type ViewportWidth = (typeof VIEWPORTS)[number];

export interface BlockSelection {
  /** JSON pointer of the layout entry, e.g. `/ui/sites/homesite/containers/0`. */
  path: string;
  /** Its `type` (a block type or `container`). */
  type: string;
}

export interface PreviewFrameProps {
  /** The site path to show, e.g. `/models`. */
  path: string;
  width: ViewportWidth;
  /** The configuration to render; undefined while the document is not JSON (the frame keeps the last one). */
  config: unknown;
  /** The selected layout entry, outlined in the frame (null: none). */
  selectedPath?: string | null;
  onSelectBlock?: (selection: BlockSelection) => void;
  /** The visitor went to another page inside the frame (path and query). */
  onNavigate?: (path: string) => void;
  /** The document has problems: the frame keeps the last valid configuration and says so. */
  stale?: { problems: number } | null;
  /** Age gate and banners as a first-time visitor gets them (default), or already passed. */
  banners?: boolean;
  /** Clicks on blocks select them (default); off, the page works as for a visitor. */
  pickMode?: boolean;
}

export const frameSrc = (path: string, banners = true) => {
  const url = new URL(path, 'https://same-origin.invalid');
  url.searchParams.set(STUDIO_FRAME_PARAM, banners ? '1' : STUDIO_FRAME_NO_BANNERS);
  return `${url.pathname}${url.search}${url.hash}`;
};

export function PreviewFrame({
  path,
  width,
  config,
  selectedPath = null,
  onSelectBlock,
  onNavigate,
  stale = null,
  banners = true,
  pickMode = true,
}: PreviewFrameProps) {
  const { t } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });
  // While the document has problems the frame keeps the last valid configuration, unless the
  // operator asks to see the current one with its error panels.
  const [showProblems, setShowProblems] = useState(false);
  const lastValid = useRef<unknown>(stale ? undefined : config);
  if (!stale && config !== undefined) lastValid.current = config;
  const shown = stale && showProblems && config !== undefined ? config : lastValid.current;
  useEffect(() => {
    if (!stale) setShowProblems(false);
  }, [stale]);

  // The page the frame shows: a new `path` loads it, the frame's own navigation only reports it.
  const current = useRef(path);
  const [load, setLoad] = useState(() => ({ src: frameSrc(path, banners), serial: 0 }));
  const reload = useCallback((page: string, withBanners: boolean) => {
    current.current = page;
    setLoad((previous) => ({ src: frameSrc(page, withBanners), serial: previous.serial + 1 }));
  }, []);
  const firstBanners = useRef(banners);
  useEffect(() => {
    if (path !== current.current) reload(path, banners);
  }, [path, banners, reload]);
  useEffect(() => {
    if (banners === firstBanners.current) return;
    firstBanners.current = banners;
    reload(current.current, banners);
  }, [banners, reload]);

  const post = useCallback((message: StudioMessage) => {
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, []);
  const state = useRef({ shown, selectedPath, pickMode });
  state.current = { shown, selectedPath, pickMode };
  const postConfig = useCallback((value: unknown) => value !== undefined && post({ type: 'studio:config', config: value }), [post]);

  useEffect(() => {
    postConfig(shown);
  }, [shown, postConfig]);
  useEffect(() => post({ type: 'studio:selected', path: selectedPath }), [selectedPath, post]);
  useEffect(() => post({ type: 'studio:pick-mode', enabled: pickMode }), [pickMode, post]);

  const callbacks = useRef({ onSelectBlock, onNavigate });
  callbacks.current = { onSelectBlock, onNavigate };
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only our own frame, on our own origin.
      if (event.origin !== window.location.origin || !frame.current || event.source !== frame.current.contentWindow) return;
      const data: unknown = event.data;
      if (isStudioReadyMessage(data)) {
        // A (re)loaded frame gets the current document, selection and mode at once.
        postConfig(state.current.shown);
        post({ type: 'studio:selected', path: state.current.selectedPath });
        post({ type: 'studio:pick-mode', enabled: state.current.pickMode });
      } else if (isStudioSelectMessage(data)) {
        callbacks.current.onSelectBlock?.({ path: data.path, type: data.block });
      } else if (isStudioNavigatedMessage(data)) {
        current.current = data.path;
        callbacks.current.onNavigate?.(data.path);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [post, postConfig]);

  useEffect(() => {
    const element = stage.current;
    if (!element) return undefined;
    const measure = () => setBox({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const scale = box.width > 0 ? Math.min(1, box.width / width) : 1;
  const height = box.height > 0 ? box.height / scale : 800;
  return (
    <Stage ref={stage}>
      {stale ? (
        <StaleBand role="status">
          <span>
            {showProblems ? (
              <Plural value={stale.problems} one="Showing this version with its # problem" other="Showing this version with its # problems" />
            ) : (
              <Plural value={stale.problems} one="Showing the last valid version: fix # problem" other="Showing the last valid version: fix # problems" />
            )}
          </span>
          {config !== undefined ? (
            <BandButton type="button" onClick={() => setShowProblems((value) => !value)}>
              {showProblems ? <Trans>Show the last valid version</Trans> : <Trans>Show with the problems</Trans>}
            </BandButton>
          ) : null}
        </StaleBand>
      ) : null}
      <Device style={{ width: width * scale, height: height * scale }} data-viewport={width} data-stale={stale ? 'true' : undefined}>
        <Frame
          key={load.serial}
          ref={frame}
          title={t`Site preview`}
          src={load.src}
          style={{ width, height, transform: `scale(${scale})` }}
          data-scale={scale.toFixed(3)}
        />
      </Device>
    </Stage>
  );
}

const Stage = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  overflow: hidden;
  display: flex;
  justify-content: center;
  background: repeating-conic-gradient(${({ theme }) => theme.colors.surface} 0% 25%, ${({ theme }) => theme.colors.surfaceAlt} 0% 50%) 50% / 24px 24px;
`;

const StaleBand = styled.div`
  position: absolute;
  top: 0;
  right: 0;
  left: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 4px ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.85rem;
  font-weight: 600;
  box-shadow: ${({ theme }) => theme.shadow};
`;

const BandButton = styled.button`
  padding: 2px 10px;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 0.8rem;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

const Device = styled.div`
  overflow: hidden;
  flex: none;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow};
  &[data-stale] {
    opacity: 0.85;
  }
`;

const Frame = styled.iframe`
  display: block;
  border: 0;
  transform-origin: 0 0;
  background: ${({ theme }) => theme.colors.background};
`;
