// Leaving preview mode: forget the token, close the preview tab when a studio opened
// it, take the token out of the URL and reload into the live configuration after 500 ms.
import { PREVIEW_QUERY_PARAM } from '../../src/config/preview-param';
import { SESSION_KEYS, writeStorage } from '../../src/state/storage';

export const PREVIEW_RELOAD_DELAY_MS = 500;

type BrowserWindow = Pick<Window, 'opener' | 'close' | 'location' | 'history' | 'setTimeout'>;

/** Returns the reload timer so that a caller that goes away can cancel it. */
export function finishPreview(win: BrowserWindow = window): number {
  writeStorage('session', SESSION_KEYS.previewToken, null);
  if (win.opener) win.close();
  const url = new URL(win.location.href);
  if (url.searchParams.has(PREVIEW_QUERY_PARAM)) {
    url.searchParams.delete(PREVIEW_QUERY_PARAM);
    win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return win.setTimeout(() => win.location.reload(), PREVIEW_RELOAD_DELAY_MS);
}
