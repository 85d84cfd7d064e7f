// The visitor's system colour scheme (`prefers-color-scheme`) as the theme of a site whose
// configuration offers a theme switch (`ui.showThemeToggler`), while the visitor has not picked a
// theme themself. The server cannot know the preference of a first request: a tiny inline script at
// the top of <head> (allowed by its hash in the CSP, as scripts are 'self' only) keeps it in the
// `color-scheme` cookie, and when the page was rendered for the other scheme, hides the page and
// asks for it again, before anything is painted (once per tab). Every later page is rendered in the
// right theme from its first byte (the page cache keys copies by theme).
import type { SiteConfig } from '../schemas/config/site-config';

export type ColorScheme = 'light' | 'dark';

export const COLOR_SCHEME_COOKIE = 'color-scheme';

const isScheme = (value: unknown): value is ColorScheme => value === 'light' || value === 'dark';

/** Whether the visitor may switch themes (and the system scheme then decides until they do). */
export const offersThemeSwitch = (config: SiteConfig): boolean => config.ui.showThemeToggler && config.ui.themes.available.length > 1;

/** The configuration's default theme (as src/theme/pick-theme.ts picks it without a choice). */
const defaultTheme = (config: SiteConfig) => {
  const { available, default: id } = config.ui.themes;
  return available.find((theme) => theme.id === id) ?? available.find((theme) => theme.id === 'dark') ?? available[0];
};

/**
 * The theme the system scheme asks for, as a theme id, when the site offers a switch and the default
 * theme is of the other scheme; null for the default.
 */
export function schemeThemeOf(config: SiteConfig, scheme: string | null | undefined): string | null {
  if (!isScheme(scheme) || !offersThemeSwitch(config)) return null;
  const fallback = defaultTheme(config);
  if (!fallback || fallback.mode === scheme) return null;
  return config.ui.themes.available.find((theme) => theme.mode === scheme)?.id ?? null;
}

/** The scheme a page rendered with this theme choice shows. */
export function schemeOf(config: SiteConfig, themeId: string | null): ColorScheme {
  const theme = config.ui.themes.available.find((candidate) => candidate.id === themeId) ?? defaultTheme(config);
  return theme?.mode ?? 'light';
}

/**
 * The inline script for a page rendered in `rendered` without a theme chosen by the visitor. One
 * fixed text per scheme, so the CSP names both by hash (colorSchemeScriptHashes).
 */
export function colorSchemeScript(rendered: ColorScheme): string {
  return `(function(){try{if(/(?:^|; )theme=/.test(document.cookie))return;var s=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';document.cookie='${COLOR_SCHEME_COOKIE}='+s+'; path=/; max-age=31536000; samesite=lax';if(s==='${rendered}'||sessionStorage.getItem('${COLOR_SCHEME_COOKIE}-reload'))return;sessionStorage.setItem('${COLOR_SCHEME_COOKIE}-reload','1');document.documentElement.style.visibility='hidden';location.reload()}catch(e){}})()`;
}

export const colorSchemeScriptTag = (rendered: ColorScheme) => `<script>${colorSchemeScript(rendered)}</script>`;
