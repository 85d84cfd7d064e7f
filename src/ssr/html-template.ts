// The built index.html cut around the root element, for the server to write the rendered page into:
// its own <title> goes (the page's head tags replace it), so does the "needs JavaScript" notice.
export interface PageTemplate {
  /** `<!doctype html>…<head>…` up to (not including) `</head>`, for a page language. */
  headOpen: (lang: string) => string;
  /** `</head><body><div id="root">`. */
  bodyOpen: string;
  /** `</div>…</body></html>`. */
  bodyClose: string;
}

const ROOT = /<div id="root"><\/div>/;

export function splitTemplate(html: string): PageTemplate {
  const root = ROOT.exec(html);
  const headEnd = html.indexOf('</head>');
  if (!root || headEnd < 0 || headEnd > root.index) throw new Error('index.html needs a </head> and an empty <div id="root"></div>');
  const head = html.slice(0, headEnd).replace(/\s*<title>[\s\S]*?<\/title>/, '');
  const bodyOpen = `${html.slice(headEnd, root.index)}<div id="root">`;
  const bodyClose = `</div>${html.slice(root.index + root[0].length).replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')}`;
  return {
    headOpen: (lang) => head.replace(/<html\b[^>]*>/, `<html lang="${lang.replace(/[^A-Za-z0-9-]/g, '')}">`),
    bodyOpen,
    bodyClose,
  };
}

/**
 * React writes the head tags of a partial page (<title>, <meta>, <link>) before the first element;
 * they belong in <head>. Returns them and the rest of the chunk.
 */
export function splitLeadingHeadTags(chunk: string): { head: string; rest: string } {
  const match = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>|<base\b[^>]*>)*/.exec(chunk);
  const head = match?.[0] ?? '';
  return { head, rest: chunk.slice(head.length) };
}
