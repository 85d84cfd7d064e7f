// Where `?from=` may send the user after login: only a path on this site ("Login").
// Anything else (absolute URLs, protocol-relative '//host', '/\host' which browsers read as
// '//host', schemes such as 'javascript:', control characters) falls back to '/'.

/** Returns `from` when it is a same-site path, otherwise `fallback` ('/'). */
export function safeRedirectPath(from: string | null | undefined, fallback = '/'): string {
  if (!from) return fallback;
  // Browsers strip tabs and newlines inside URLs and treat '\' like '/': judge what they would see.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(from)) return fallback;
  if (!from.startsWith('/')) return fallback;
  const second = from.charAt(1);
  if (second === '/' || second === '\\') return fallback;
  // Final check with the URL parser: the result must stay on a dummy origin.
  try {
    const base = 'https://same-site.invalid';
    const url = new URL(from, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
