// Where the window stands after a navigation inside the app, as React Router's ScrollRestoration
// does for its data routers (this app uses BrowserRouter): a new page opens at its top (or at its
// `#hash`), back and forward return to where the visitor was on that entry. A change of the query
// alone (a list's page, filter or sort) keeps the position: the list scrolls itself when it must.
// The browser's own restoration is switched off: it would restore before the app has rendered the
// page it goes back to. Positions live in session storage, so a reload keeps them too.
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';
/** How long a restore waits for the page to grow tall enough (data and images arriving). */
const RESTORE_PATIENCE_MS = 1500;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePositions(positions: Record<string, number>) {
  try {
    // The last 100 entries are plenty for back and forward.
    const kept = Object.fromEntries(Object.entries(positions).slice(-100));
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    /* storage full or denied: positions stay in memory for this page */
  }
}

/** Where a new page starts: the element its hash names, else the top. */
export function scrollTargetOf(hash: string, doc: Document): number {
  if (hash.length > 1) {
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      /* keep it as written */
    }
    const element = doc.getElementById(id);
    if (element) return element.getBoundingClientRect().top + (doc.defaultView?.scrollY ?? 0);
  }
  return 0;
}

/**
 * Scrolls to `y`, again on the next frames while the page is not yet tall enough (a block's data
 * still loading), until it gets there, the visitor scrolls or the patience runs out.
 */
function restoreTo(y: number): () => void {
  const until = performance.now() + RESTORE_PATIENCE_MS;
  let frame = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
    cancelAnimationFrame(frame);
    removeEventListener('wheel', stop);
    removeEventListener('touchstart', stop);
    removeEventListener('keydown', stop);
  };
  const attempt = () => {
    if (stopped) return;
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) <= 1 || performance.now() > until) return stop();
    frame = requestAnimationFrame(attempt);
  };
  addEventListener('wheel', stop, { passive: true });
  addEventListener('touchstart', stop, { passive: true });
  addEventListener('keydown', stop);
  attempt();
  return stop;
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const shown = useRef<{ key: string; pathname: string } | null>(null);

  // The window's position on the entry shown, kept as the visitor scrolls (and when they leave).
  useLayoutEffect(() => {
    positions.current ??= readPositions();
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const remember = () => {
      if (!shown.current || !positions.current) return;
      positions.current[shown.current.key] = window.scrollY;
    };
    const onLeave = () => {
      remember();
      if (positions.current) savePositions(positions.current);
    };
    addEventListener('scroll', remember, { passive: true });
    addEventListener('pagehide', onLeave);
    return () => {
      removeEventListener('scroll', remember);
      removeEventListener('pagehide', onLeave);
    };
  }, []);

  // A layout effect: the new page is in the document, not yet painted.
  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = { key: location.key, pathname: location.pathname };
    if (!before) return; // the document's first page: the browser placed it
    if (before.key === location.key) return;
    // The page left keeps the position its last scroll event noted (the new, maybe shorter, page may have moved the window since).
    const saved = positions.current ?? {};
    savePositions(saved);
    if (navigationType === 'POP') {
      const y = saved[location.key];
      return restoreTo(y ?? 0);
    }
    if (before.pathname === location.pathname && !location.hash) return;
    window.scrollTo(0, scrollTargetOf(location.hash, document));
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
