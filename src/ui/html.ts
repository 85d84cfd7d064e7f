// Server-supplied HTML (news posts): sanitized before it is rendered (DOMPurify in the browser, the
// server renderer's sanitizer there), or reduced to plain text for previews.
import DOMPurify from 'dompurify';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  ndash: '–',
  mdash: '—',
};

const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });

const BLOCK_TAG =
  /<\/?(p|div|br|hr|li|ul|ol|dl|dt|dd|h[1-6]|blockquote|pre|table|thead|tbody|tr|td|th|section|article|header|footer|aside|figure|figcaption|img|video)\b[^>]*>/gi;

/** The visible text of an HTML fragment: tags, scripts and styles removed, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|template)[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      // Block elements and line breaks separate words; inline ones (<b>, <a>) do not.
      .replace(BLOCK_TAG, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Without a DOM, DOMPurify cannot run: the server renderer supplies its own sanitizer. */
let serverSanitizer: ((html: string) => string) | null = null;
export function setServerSanitizer(sanitize: (html: string) => string): void {
  serverSanitizer = sanitize;
}

/**
 * Safe HTML for `dangerouslySetInnerHTML`: no scripts, no event handler attributes, no
 * `javascript:` URLs. Without a DOM, the server's sanitizer, else `null`: render `htmlToText` instead.
 */
export function sanitizeHtml(html: string): string | null {
  if (typeof window === 'undefined') return serverSanitizer ? serverSanitizer(html) : null;
  return DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'] });
}
