// The page a visitor over the render limit gets instead of the page (429): in the site's design
// (the visitor's theme colours, fonts, the logo and site name) and in the visitor's language, yet
// built without rendering the app, since a render is what the limit saves. Its few texts are kept
// here for the four built-in languages (a language without them gets English).
import type { SiteConfig } from '../../schemas/config/site-config';
import { bcp47Of, linguiLocaleOf } from '../../shared/locales';
import type { PageVariant } from '../../shared/page-variant';

interface Texts {
  title: string;
  /** What happened and how long to wait; {wait} is "1 minute" in the page's language. */
  body: string;
  retry: string;
  home: string;
}

export const TOO_MANY_TEXTS: Record<'en' | 'de' | 'fr' | 'es', Texts> = {
  en: {
    title: 'Too many requests',
    body: 'You opened a lot of pages in a short time. Please wait {wait} and try again.',
    retry: 'Try again',
    home: 'Back to home',
  },
  de: {
    title: 'Zu viele Anfragen',
    body: 'Sie haben in kurzer Zeit sehr viele Seiten geöffnet. Bitte warten Sie {wait} und versuchen Sie es dann erneut.',
    retry: 'Erneut versuchen',
    home: 'Zur Startseite',
  },
  fr: {
    title: 'Trop de requêtes',
    body: 'Vous avez ouvert beaucoup de pages en peu de temps. Veuillez patienter {wait} puis réessayer.',
    retry: 'Réessayer',
    home: 'Retour à l’accueil',
  },
  es: {
    title: 'Demasiadas solicitudes',
    body: 'Ha abierto muchas páginas en poco tiempo. Espere {wait} y vuelva a intentarlo.',
    retry: 'Reintentar',
    home: 'Volver al inicio',
  },
};

/** The app's fonts (src/theme/build-theme.ts), which the server may not import. */
const FONT = {
  body: "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif",
  heading: "'Montserrat', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif",
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "1 minute", "45 Sekunden": the wait in the page's language. */
export function localizedWait(locale: string, seconds: number): string {
  const [unit, n] = seconds < 60 ? (['second', Math.max(1, Math.ceil(seconds))] as const) : seconds < 3600 ? (['minute', Math.ceil(seconds / 60)] as const) : (['hour', Math.ceil(seconds / 3600)] as const);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(n);
}

/** The 429 page for a visitor's language and theme; `retryUrl` is the page they asked for (a path on this site). */
export function tooManyPageHtml(config: SiteConfig, variant: Pick<PageVariant, 'locale' | 'theme'>, retryAfterSeconds: number, retryUrl: string): string {
  const lang = linguiLocaleOf(variant.locale) as keyof typeof TOO_MANY_TEXTS;
  const texts = TOO_MANY_TEXTS[lang] ?? TOO_MANY_TEXTS.en;
  const tag = bcp47Of(variant.locale);
  const themes = config.ui.themes.available;
  // The visitor's theme, else the configured default (as src/theme/pick-theme.ts picks).
  const theme = themes.find((x) => x.id === variant.theme) ?? themes.find((x) => x.id === config.ui.themes.default) ?? themes[0]!;
  const c = theme.colors;
  const logo = theme.mode === 'dark' ? config.ui.logos.white : (config.ui.logos.dark ?? config.ui.logos.white);
  const siteName = escapeHtml(config.core.deployment.siteName);
  const body = escapeHtml(texts.body).replace('{wait}', `<strong>${escapeHtml(localizedWait(tag, retryAfterSeconds))}</strong>`);
  // Only a path of this site goes into the link (the request's own path and query).
  const retry = retryUrl.startsWith('/') && !retryUrl.startsWith('//') && !retryUrl.startsWith('/\\') ? retryUrl : '/';
  return `<!doctype html>
<html lang="${escapeHtml(tag)}" data-theme="${escapeHtml(theme.id)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(texts.title)} | ${siteName}</title>
<style>
*,*::before,*::after{box-sizing:border-box}
html{color-scheme:${theme.mode}}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:${c.background};color:${c.text};font-family:${FONT.body};line-height:1.5}
header{background:${c.headerBackground};color:${c.headerText};padding:16px 24px}
header a{display:inline-flex;align-items:center;gap:8px;color:inherit;text-decoration:none;font-family:${FONT.heading};font-weight:800;letter-spacing:.04em;text-transform:uppercase}
header img{height:36px;width:auto}
main{flex:1;display:flex;align-items:center;justify-content:center;padding:64px 16px;background:${c.surface};text-align:center}
.box{max-width:640px}
h1{margin:0 0 16px;color:${c.heading};font-family:${FONT.heading};font-size:clamp(1.6rem,4vw,2.6rem);font-weight:800;letter-spacing:.03em;text-transform:uppercase}
p{margin:0 0 40px;font-size:1.05rem}
.actions{display:flex;flex-wrap:wrap;gap:16px;justify-content:center}
.button{display:inline-block;padding:12px 28px;border-radius:999px;border:2px solid ${c.primary};font-weight:700;text-decoration:none}
.primary{background:${c.primary};color:${c.primaryText}}
.secondary{color:${c.heading};border-color:${c.border}}
.button:focus-visible{outline:3px solid ${c.accent};outline-offset:2px}
footer{background:${c.footerBackground};color:${c.footerText};padding:16px 24px;font-size:.875rem;text-align:center}
</style>
</head>
<body>
<header><a href="/">${logo ? `<img src="${escapeHtml(logo)}" alt="">` : ''}<span>${siteName}</span></a></header>
<main><div class="box">
<h1>${escapeHtml(texts.title)}</h1>
<p>${body}</p>
<div class="actions"><a class="button primary" href="${escapeHtml(retry)}">${escapeHtml(texts.retry)}</a><a class="button secondary" href="/">${escapeHtml(texts.home)}</a></div>
</div></main>
<footer>© ${new Date().getFullYear()} ${siteName}</footer>
</body>
</html>`;
}
