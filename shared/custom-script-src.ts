// Where the browser loads the configuration's customJS from: a same-origin script (the CSP allows
// script-src 'self' only, so inline code never runs). The live site's address carries a hash of the
// code, so the file can be cached forever and a new customJS is a new address; a preview link's
// address carries its token. The server renders the tag, the client adds it after a configuration
// switch; both compute the same address from the same code.

export const CUSTOM_SCRIPT_PATH = '/site-custom.js';

/** cyrb53 (a fast 53-bit string hash), twice with different seeds: a cache key, not a signature. */
function cyrb53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** The content hash in the live script's address. */
export const customScriptHash = (code: string): string => cyrb53(code, 1) + cyrb53(code, 2);

/** Whether there is anything to run: an empty (or blank) customJS gets no script tag at all. */
export const hasCustomJs = (code: string): boolean => code.trim() !== '';

/** The script's address for this code (a preview link's when `previewToken` is set), or null when empty. */
export function customScriptSrc(code: string, previewToken: string | null = null): string | null {
  if (!hasCustomJs(code)) return null;
  const query = new URLSearchParams();
  if (previewToken) query.set('previewtoken', previewToken);
  query.set('v', customScriptHash(code));
  return `${CUSTOM_SCRIPT_PATH}?${query.toString()}`;
}
