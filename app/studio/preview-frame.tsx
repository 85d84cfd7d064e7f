// The live preview: the site itself in an iframe (`/<path>?studioframe=1`), at a chosen viewport
// width scaled to fit, re-rendered with every configuration the studio posts. Nothing is saved.
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { isStudioReadyMessage, STUDIO_FRAME_PARAM, type StudioConfigMessage } from './studio-messages';

export const VIEWPORTS = [390, 768, 1440] as const;
export type ViewportWidth = (typeof VIEWPORTS)[number];

export interface PreviewFrameProps {
  /** The site path to show, e.g. `/models`. */
  path: string;
  width: ViewportWidth;
  /** The configuration to render; undefined while the document is not JSON (the frame keeps the last one). */
  config: unknown;
}

export const frameSrc = (path: string) => {
  const url = new URL(path, 'https://same-origin.invalid');
  url.searchParams.set(STUDIO_FRAME_PARAM, '1');
  return `${url.pathname}${url.search}${url.hash}`;
};

export function PreviewFrame({ path, width, config }: PreviewFrameProps) {
  const { t } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const latest = useRef(config);
  const [box, setBox] = useState({ width: 0, height: 0 });

  const post = useCallback((value: unknown) => {
    const target = frame.current?.contentWindow;
    if (!target || value === undefined) return;
    const message: StudioConfigMessage = { type: 'studio:config', config: value };
    target.postMessage(message, window.location.origin);
  }, []);

  useEffect(() => {
    latest.current = config;
    post(config);
  }, [config, post]);

  // A (re)loaded frame announces itself; it gets the current document at once.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (isStudioReadyMessage(event.data)) post(latest.current);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [post]);

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
      <Device style={{ width: width * scale, height: height * scale }} data-viewport={width}>
        <Frame
          ref={frame}
          title={t`Site preview`}
          src={frameSrc(path)}
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

const Device = styled.div`
  overflow: hidden;
  flex: none;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Frame = styled.iframe`
  display: block;
  border: 0;
  transform-origin: 0 0;
  background: ${({ theme }) => theme.colors.background};
`;
