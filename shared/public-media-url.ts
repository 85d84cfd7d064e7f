// Where public media URLs start: `core.deployment.contentServerUrl` (a CDN). `/media/` (the shipped
// configurations) or empty keeps the site's own `/media/public/...`. The server builds the API's
// picture and trailer URLs with it; the client moves the configuration's own pictures (slider,
// header image...) the same way. Gallery previews stay on the site: each request is checked.
export const SITE_MEDIA_BASE = '/media/';

/** The base with exactly one trailing slash. */
export const mediaBaseOf = (contentServerUrl: string | undefined): string => (contentServerUrl?.trim() ? contentServerUrl.trim().replace(/\/*$/, '/') : SITE_MEDIA_BASE);

/** A site-relative public picture or clip address (`/media/public/img/...`) on the content server. */
export function onContentServer(url: string, contentServerUrl: string | undefined): string {
  const base = mediaBaseOf(contentServerUrl);
  if (base === SITE_MEDIA_BASE || !url.startsWith('/media/public/') || url.startsWith('/media/public/preview/')) return url;
  return `${base}${url.slice(SITE_MEDIA_BASE.length)}`;
}
