// `never` blocks in the browser. React cannot leave a part of the page alone for good: an update
// that reaches a block still waiting to hydrate (an in-page navigation, which React runs as a
// transition and which reaches every block through the router's context) makes React hydrate or
// re-render it. So a `never` block hydrates as what it is, the server's HTML: its outer element
// (marked `data-static` with its layout path) keeps the markup the browser received, taken before
// hydration, as its inner HTML. React leaves inner HTML alone while the string stays the same, so
// the block costs no code, no data and no work, whatever else the page does. Only when what the
// block shows would change (another language or theme, another entity on the same kind of page)
// does it render as a real block, loading its code and data then.
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { localeAtom, themeChoiceAtom } from '../state/preferences';
import type { PageContextValue } from '../routes/page-context';

/** The attribute naming a `never` block's outer element, on the server and in the browser. */
export const STATIC_BLOCK_ATTRIBUTE = 'data-static';

/**
 * A `never` block's server markup, and what it shows once its first render, the hydration, has
 * said so: `shows` (language, theme, page) and `content` (the page alone).
 */
interface ServerMarkup {
  html: string;
  shows?: string;
  content?: string;
}
const serverHtml = new Map<string, ServerMarkup>();

/** Browser, before hydrating: the server's markup of each `never` block, by layout path. */
export function takeStaticBlocks(doc: Document): void {
  for (const element of doc.querySelectorAll<HTMLElement>(`[${STATIC_BLOCK_ATTRIBUTE}]`)) {
    const path = element.getAttribute(STATIC_BLOCK_ATTRIBUTE);
    if (path) serverHtml.set(path, { html: element.innerHTML });
  }
}

/** The route's named params (a detail page's entity); `*`, the rest of the path, names none (`/de` and `/` are one home page). */
const entityOf = (page: PageContextValue | null) =>
  JSON.stringify(Object.entries(page?.params ?? {}).filter(([name]) => name !== '*'));

/** The page a block is on: its site and entity. */
const contentOf = (page: PageContextValue | null) => `${page?.site ?? ''}\u0000${entityOf(page)}`;

/**
 * The server's markup for the `never` block at `path` while it still shows what it would render now
 * (same language, theme, site and route params as when the page loaded), else null: render it. A
 * block mounted again later (back on the home page after a language switch elsewhere) gets the
 * markup only if it still shows the same.
 */
export function useStaticHtml(path: string, page: PageContextValue | null, isStatic: boolean): string | null {
  const locale = useAtomValue(localeAtom);
  const theme = useAtomValue(themeChoiceAtom);
  const content = contentOf(page);
  const now = `${locale}\u0000${theme ?? ''}\u0000${content}`;
  const [loaded] = useState(now);
  const [html] = useState(() => {
    const kept = isStatic ? serverHtml.get(path) : undefined;
    if (!kept) return null;
    // The first render of a path is the hydration: the markup shows what the page loaded with.
    if (kept.shows === undefined) Object.assign(kept, { shows: now, content });
    return kept.shows === now ? kept.html : null;
  });
  const [thawed, setThawed] = useState(false);
  if (html === null || thawed) return null;
  if (now !== loaded) {
    setThawed(true); // for good: a block rendered once stays a block
    return null;
  }
  return html;
}

/**
 * The server's markup of the `never` block at `path` on the same page in another language or theme:
 * what the block keeps on screen while, rendered for real at last, it loads its code and data,
 * instead of an empty placeholder (no blank, no jump; the new one replaces it when ready). Never
 * another entity's markup (the next video's page shows its placeholder, not the last one's text).
 */
export function staleServerHtml(path: string, page: PageContextValue | null): string | null {
  const kept = serverHtml.get(path);
  return kept?.content !== undefined && kept.content === contentOf(page) ? kept.html : null;
}
