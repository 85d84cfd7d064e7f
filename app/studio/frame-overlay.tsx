// Inside the studio's preview frame: outlines the layout entry under the pointer with its block name,
// outlines the selected one more strongly, and turns a click on an entry into a selection for the
// studio (the click does not reach the page, so links and buttons stay put). With pick mode off
// (the studio's "Select blocks" toggle) the page works as for a visitor. Also tells the studio when
// the visitor goes to another page. Entries are found by the marks layouts/layout-entry.tsx sets.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { getBlock } from '../../blocks/client-registry';
import { postToStudio } from './frame-bridge';
import { STUDIO_FRAME_PARAM } from './studio-messages';

const ENTRY = '[data-studio-path]';

const entryOf = (target: EventTarget | null): HTMLElement | null => (target instanceof Element ? target.closest<HTMLElement>(ENTRY) : null);

const findEntry = (path: string) => document.querySelector<HTMLElement>(`[data-studio-path="${CSS.escape(path)}"]`);

/** The page as the studio's page field shows it: path and query without the studio flag. */
export function visitorPath(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete(STUDIO_FRAME_PARAM);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

export interface FrameOverlayProps {
  /** The studio's selection (a JSON pointer), outlined and scrolled into view. */
  selected: string | null;
  pickMode: boolean;
}

export function FrameOverlay({ selected, pickMode }: FrameOverlayProps) {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  const [hovered, setHovered] = useState<string | null>(null);
  const hoverBox = useRef<HTMLDivElement>(null);
  const selectBox = useRef<HTMLDivElement>(null);
  const pendingScroll = useRef(false);
  const layer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    postToStudio(window, { type: 'studio:navigated', path: visitorPath(pathname, search) });
  }, [pathname, search]);

  useEffect(() => {
    if (!pickMode) {
      setHovered(null);
      return undefined;
    }
    const over = (event: MouseEvent) => setHovered(entryOf(event.target)?.dataset.studioPath ?? null);
    const out = (event: MouseEvent) => {
      if (!event.relatedTarget) setHovered(null);
    };
    // Capture phase: the selection wins before the page's own handlers (links, buttons, forms) run.
    const click = (event: MouseEvent) => {
      const entry = entryOf(event.target);
      const path = entry?.dataset.studioPath;
      const block = entry?.dataset.studioBlock;
      if (!path || !block || event.button !== 0) return;
      event.preventDefault();
      event.stopPropagation();
      postToStudio(window, { type: 'studio:select', path, block });
    };
    document.addEventListener('mouseover', over, true);
    document.addEventListener('mouseout', out, true);
    document.addEventListener('click', click, true);
    return () => {
      document.removeEventListener('mouseover', over, true);
      document.removeEventListener('mouseout', out, true);
      document.removeEventListener('click', click, true);
    };
  }, [pickMode]);

  useEffect(() => {
    pendingScroll.current = selected !== null;
  }, [selected]);

  // Entries move (scrolling, images loading, a new configuration): the boxes follow every frame
  // while there is something to outline.
  useEffect(() => {
    const showHover = pickMode && hovered !== null && hovered !== selected;
    if (!showHover && selected === null) {
      if (hoverBox.current) hoverBox.current.hidden = true;
      if (selectBox.current) selectBox.current.hidden = true;
      return undefined;
    }
    const titleOf = (type: string | undefined) => (type === 'container' ? t`Container` : ((type && getBlock(type)?.title) ?? type ?? ''));
    const place = (box: HTMLDivElement | null, path: string | null) => {
      if (!box) return null;
      const entry = path ? findEntry(path) : null;
      const rect = entry?.getBoundingClientRect();
      if (!entry || !rect || (rect.width === 0 && rect.height === 0)) {
        box.hidden = true;
        return null;
      }
      box.hidden = false;
      box.style.transform = `translate(${rect.left}px, ${rect.top}px)`;
      box.style.width = `${rect.width}px`;
      box.style.height = `${rect.height}px`;
      const label = box.firstElementChild as HTMLElement | null;
      const title = titleOf(entry.dataset.studioBlock);
      if (label && label.textContent !== title) label.textContent = title;
      // Near the top of the window the name goes inside the outline, where it stays readable.
      box.dataset.labelInside = rect.top < 24 * Number(zoom || 1) ? 'true' : 'false';
      return { entry, rect };
    };
    let frame = 0;
    let zoom = '';
    const tick = () => {
      // The studio shows the frame scaled down: the names and lines keep their size on screen.
      const shown = window.frameElement?.getBoundingClientRect().width;
      const next = shown ? String(Math.min(4, Math.max(1, window.innerWidth / shown)).toFixed(2)) : '1';
      if (next !== zoom && layer.current) layer.current.style.setProperty('--studio-zoom', (zoom = next));
      place(hoverBox.current, showHover ? hovered : null);
      const chosen = place(selectBox.current, selected);
      if (chosen && pendingScroll.current) {
        pendingScroll.current = false;
        const { entry, rect } = chosen;
        const visible = rect.bottom > 0 && rect.top < window.innerHeight;
        if (!visible) entry.scrollIntoView({ block: rect.height > window.innerHeight ? 'start' : 'center' });
      }
      frame = requestAnimationFrame(tick);
    };
    tick();
    return () => cancelAnimationFrame(frame);
  }, [hovered, selected, pickMode, t]);

  return (
    <Layer ref={layer} aria-hidden="true" data-testid="studio-frame-overlay">
      <Box ref={hoverBox} hidden data-outline="hover">
        <Label />
      </Box>
      <Box ref={selectBox} hidden data-outline="selected" $selected>
        <Label />
      </Box>
    </Layer>
  );
}

// Editor chrome, not the site: fixed colours that stay visible whatever the configured theme is.
const EDITOR_BLUE = '#2563eb';
const EDITOR_BLUE_TEXT = '#ffffff';

const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2147483647;
  pointer-events: none;
`;

const Box = styled.div<{ $selected?: boolean }>`
  position: absolute;
  top: 0;
  left: 0;
  box-sizing: border-box;
  border: ${({ $selected }) => ($selected ? `calc(3px * var(--studio-zoom, 1)) solid ${EDITOR_BLUE}` : `calc(2px * var(--studio-zoom, 1)) dashed ${EDITOR_BLUE}`)};
  background: ${({ $selected }) => ($selected ? 'transparent' : 'rgba(37, 99, 235, 0.06)')};
  &[hidden] {
    display: none;
  }
  &[data-label-inside='true'] > span {
    top: 0;
  }
`;

const Label = styled.span`
  position: absolute;
  top: calc(-22px * var(--studio-zoom, 1));
  left: calc(-2px * var(--studio-zoom, 1));
  padding: calc(2px * var(--studio-zoom, 1)) calc(8px * var(--studio-zoom, 1));
  border-radius: 3px;
  background: ${EDITOR_BLUE};
  color: ${EDITOR_BLUE_TEXT};
  font: 600 calc(12px * var(--studio-zoom, 1)) / 1.5 system-ui, sans-serif;
  white-space: nowrap;
`;
