// The site side of the studio preview: inside `/<path>?studioframe=1`, framed by the studio, the app
// renders every configuration the studio posts, validated exactly like a token preview
// (toPreviewConfig), so the preview banner and error panels show the same problems.
import { useEffect, useState } from 'react';
import { toPreviewConfig } from '../../src/config/load-site-config';
import type { LoadedSiteConfig } from '../../src/config/site-config-context';
import { isStudioConfigMessage, STUDIO_FRAME_PARAM, STUDIO_PREVIEW_TOKEN, type StudioReadyMessage } from './studio-messages';

type FrameWindow = Pick<Window, 'location' | 'parent' | 'addEventListener' | 'removeEventListener'>;

/** True in a same-origin frame opened with `?studioframe=1`; a top-level page ignores the flag. */
export function isStudioFrame(win: FrameWindow): boolean {
  if (win.parent === (win as unknown) || !win.parent) return false;
  return new URL(win.location.href).searchParams.has(STUDIO_FRAME_PARAM);
}

/**
 * Listens for configurations from the parent window (same origin only) and announces itself.
 * `onConfig` gets each one as the app runs it; a slower validation never overwrites a newer one.
 * Returns the cleanup.
 */
export function connectStudioFrame(win: FrameWindow, onConfig: (loaded: LoadedSiteConfig) => void): () => void {
  const origin = win.location.origin;
  let latest = 0;
  let active = true;
  const onMessage = (event: MessageEvent) => {
    // Only the studio page that frames us: same origin and our own parent window.
    if (event.origin !== origin || event.source !== win.parent || !isStudioConfigMessage(event.data)) return;
    const sequence = ++latest;
    toPreviewConfig(event.data.config, STUDIO_PREVIEW_TOKEN)
      .then((loaded) => {
        if (active && sequence === latest) onConfig(loaded);
      })
      .catch((error: unknown) => console.warn('The studio configuration could not be checked', error));
  };
  win.addEventListener('message', onMessage);
  const ready: StudioReadyMessage = { type: 'studio:ready' };
  win.parent.postMessage(ready, origin);
  return () => {
    active = false;
    win.removeEventListener('message', onMessage);
  };
}

/** The configuration the studio posted last, or null outside a studio frame (and until the first one). */
export function useStudioFrameConfig(): LoadedSiteConfig | null {
  const [loaded, setLoaded] = useState<LoadedSiteConfig | null>(null);
  useEffect(() => {
    if (typeof window === 'undefined' || !isStudioFrame(window)) return undefined;
    return connectStudioFrame(window, setLoaded);
  }, []);
  return loaded;
}
