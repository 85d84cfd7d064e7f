// Which copy of a server-rendered page a request gets, besides its URL: what the renderer reads of
// the request (the language, the theme, whether a member is signed in), each reduced to a value the
// renderer acts on. A made-up cookie value or Accept-Language header is the same copy as none at
// all, so it cannot make the server render a page again.
import type { SiteConfig } from '../schemas/config/site-config';
import { pickLocale } from './pick-locale';
import { MEMBER_HINT_COOKIE } from './member-hint';
import { COLOR_SCHEME_COOKIE, schemeThemeOf } from './color-scheme';
import { AGE_COOKIE, isAgeConfirmationValid } from './age-confirmation';

/** The cookies the renderer reads (the browser keeps the language and theme choices in them too). */
export const PAGE_COOKIE_NAMES = { locale: 'locale', theme: 'theme', member: MEMBER_HINT_COOKIE, age: AGE_COOKIE } as const;

/** The theme a cookie names, if the configuration has it; null for the configuration's default. */
export function themeOf(config: SiteConfig, cookie: string | undefined): string | null {
  return cookie && config.ui.themes.available.some((theme) => theme.id === cookie) ? cookie : null;
}

export interface PageVariant {
  locale: string;
  theme: string | null;
  /** A member's page: every block hydrates (shared/member-hint.ts). */
  member: boolean;
  /** The visitor confirmed their age (shared/age-confirmation.ts): the page comes without the gate. */
  ageConfirmed: boolean;
}

export function pageVariantOf(config: SiteConfig, url: URL, cookies: Readonly<Record<string, string | undefined>>, acceptLanguage?: string): PageVariant {
  return {
    locale: pickLocale(config, url, cookies[PAGE_COOKIE_NAMES.locale], acceptLanguage),
    // The visitor's pick, else (where they may switch) their system's scheme (shared/color-scheme.ts).
    theme: themeOf(config, cookies[PAGE_COOKIE_NAMES.theme]) ?? schemeThemeOf(config, cookies[COLOR_SCHEME_COOKIE]),
    member: !!cookies[PAGE_COOKIE_NAMES.member],
    ageConfirmed: isAgeConfirmationValid(cookies[PAGE_COOKIE_NAMES.age]),
  };
}

/** The variant as part of a cache key. */
export const pageVariantKey = ({ locale, theme, member, ageConfirmed }: PageVariant) => `${locale}|${theme ?? ''}|${member ? 'member' : ''}|${ageConfirmed ? 'adult' : 'gate'}`;
