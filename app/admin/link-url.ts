// The URLs a link in a news post may point at: web pages, e-mail, telephone and the site's own
// paths. Anything else (javascript:, data:, vbscript:) is refused before it reaches the document.

const ALLOWED_SCHEME = /^(https?:|mailto:|tel:)/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The URL to store, or null when it is refused. A bare host ("example.com/x") becomes https://. */
export function safeLinkUrl(raw: string): string | null {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
  const url = raw.trim();
  const compact = [...url].filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f).join('');
  if (!compact) return null;
  if (ALLOWED_SCHEME.test(compact)) return url;
  if (ANY_SCHEME.test(compact)) return null;
  if (compact.startsWith('//')) return null;
  if (compact.startsWith('/') || compact.startsWith('#')) return url;
  if (/^[^\s/?#]+\.[^\s/?#]+/.test(compact)) return `https://${url}`;
  return null;
}
