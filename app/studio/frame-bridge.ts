// The site side of the studio preview: inside `/<path>?studioframe=1`, framed by the studio, the app
// renders every configuration the studio posts, validated exactly like a token preview
// (toPreviewConfig), so the preview banner and error panels show the same problems. It also runs as
// a first-time visitor (see src/state/visitor-sandbox.ts) and hears which block the studio selected.
import { useEffect, useState } from 'react';
import { toPreviewConfig } from '../../src/config/load-site-config';
import type { LoadedSiteConfig } from '../../src/config/site-config-context';
import { SESSION_KEYS, STORAGE_KEYS } from '../../src/state/storage';
import { startVisitorSandbox } from '../../src/state/visitor-sandbox';
import { CONSENT_COOKIE } from '../../layouts/shell/cookie-consent';
import {
  isStudioConfigMessage,
  isStudioPickModeMessage,
  isStudioSelectedMessage,
  STUDIO_FRAME_NO_BANNERS,
  STUDIO_FRAME_PARAM,
  STUDIO_PREVIEW_TOKEN,
  type StudioMessage,
} from './studio-messages';

type FrameWindow = Pick<Window, 'location' | 'parent' | 'addEventListener' | 'removeEventListener'>;

/** True in a same-origin frame opened with `?studioframe=1`; a top-level page ignores the flag. */
export function isStudioFrame(win: FrameWindow): boolean {
  if (win.parent === (win as unknown) || !win.parent) return false;
  return new URL(win.location.href).searchParams.has(STUDIO_FRAME_PARAM);
}

export interface StudioFrameOptions {
  /** Age gate, cookie banner and offer bar as a first-time visitor gets them (off: already passed). */
  banners: boolean;
}

/** The frame's options from its address, or null outside a studio frame. */
export function studioFrameOptions(win: FrameWindow): StudioFrameOptions | null {
  if (!isStudioFrame(win)) return null;
  return { banners: new URL(win.location.href).searchParams.get(STUDIO_FRAME_PARAM) !== STUDIO_FRAME_NO_BANNERS };
}

/**
 * The frame runs as a visitor without a session, whoever is logged in in this browser; without
 * banners, as a visitor who already confirmed their age, accepted cookies and closed the offer.
 */
export function startFrameVisitor(options: StudioFrameOptions): void {
  if (options.banners) {
    startVisitorSandbox();
    return;
  }
  startVisitorSandbox({
    local: { [STORAGE_KEYS.enter18]: String(Number.MAX_SAFE_INTEGER) },
    session: { [SESSION_KEYS.eventFooterDismissed]: '1' },
    cookies: [CONSENT_COOKIE],
  });
}

/** Posts to the studio that frames us, addressed to our own origin only. */
export function postToStudio(win: Pick<Window, 'location' | 'parent'>, message: StudioMessage): void {
  win.parent.postMessage(message, win.location.origin);
}

export interface StudioFrameHandlers {
  onConfig: (loaded: LoadedSiteConfig) => void;
  onSelected?: (path: string | null) => void;
  onPickMode?: (enabled: boolean) => void;
}

/**
 * Listens to the parent window (same origin, our own parent only) and announces itself. `onConfig`
 * gets each configuration as the app runs it; a slower validation never overwrites a newer one.
 * Returns the cleanup.
 */
export function connectStudioFrame(win: FrameWindow, handlers: StudioFrameHandlers | StudioFrameHandlers['onConfig']): () => void {
  const { onConfig, onSelected, onPickMode } = typeof handlers === 'function' ? { onConfig: handlers } : handlers;
  const origin = win.location.origin;
  let latest = 0;
  let active = true;
  const onMessage = (event: MessageEvent) => {
    // Only the studio page that frames us: same origin and our own parent window.
    if (event.origin !== origin || event.source !== win.parent) return;
    const data: unknown = event.data;
    if (isStudioSelectedMessage(data)) onSelected?.(data.path);
    else if (isStudioPickModeMessage(data)) onPickMode?.(data.enabled);
    else if (isStudioConfigMessage(data)) {
      const sequence = ++latest;
      toPreviewConfig(data.config, STUDIO_PREVIEW_TOKEN)
        .then((loaded) => {
          if (active && sequence === latest) onConfig(loaded);
        })
        .catch((error: unknown) => console.warn('The studio configuration could not be checked', error));
    }
  };
  win.addEventListener('message', onMessage);
  postToStudio(win, { type: 'studio:ready' });
  return () => {
    active = false;
    win.removeEventListener('message', onMessage);
  };
}

export interface StudioFrameState {
  /** This page is the studio's preview frame (the overlay and visitor sandbox are on). */
  active: boolean;
  /** The configuration the studio posted last (null until the first one). */
  loaded: LoadedSiteConfig | null;
  /** The block the studio has selected (its JSON pointer). */
  selected: string | null;
  /** Clicks on blocks select them instead of using the page. */
  pickMode: boolean;
}

/**
 * The studio frame's state; inactive outside a studio frame. Entering the frame starts the visitor
 * sandbox during the first render, before the app's start reads the stored session.
 */
export function useStudioFrame(): StudioFrameState {
  const [active] = useState(() => {
    const options = typeof window === 'undefined' ? null : studioFrameOptions(window);
    if (options) startFrameVisitor(options);
    return options !== null;
  });
  const [loaded, setLoaded] = useState<LoadedSiteConfig | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [pickMode, setPickMode] = useState(true);
  useEffect(() => {
    if (!active) return undefined;
    return connectStudioFrame(window, { onConfig: setLoaded, onSelected: setSelected, onPickMode: setPickMode });
  }, [active]);
  return { active, loaded, selected, pickMode };
}
