import { describe, expect, it } from 'vitest';
import { configWith, defaultSiteConfig } from '../tests/setup/site-config-fixtures';
import { localeFromUrl, pickLocale } from './pick-locale';

const at = (href: string) => new URL(href, 'http://site.test');

describe('the language of a page (the same rule on the server and in the browser)', () => {
  it('a language-prefixed home route or ?hl= (formerly ?lang=) names it; an unknown ?hl= is the default language', () => {
    expect(localeFromUrl(defaultSiteConfig, at('/de'))).toBe('de_DE');
    expect(localeFromUrl(defaultSiteConfig, at('/fr/'))).toBe('fr_FR');
    expect(localeFromUrl(defaultSiteConfig, at('/models?lang=es'))).toBe('es_ES');
    expect(localeFromUrl(defaultSiteConfig, at('/models?hl=fr'))).toBe('fr_FR');
    expect(localeFromUrl(defaultSiteConfig, at('/models?hl=DE-de'))).toBe('de_DE');
    expect(localeFromUrl(defaultSiteConfig, at('/models?hl=es_ES'))).toBe('es_ES');
    expect(localeFromUrl(defaultSiteConfig, at('/models?lang=xx'))).toBe('en_US');
    expect(pickLocale(defaultSiteConfig, at('/models?hl=%3Cscript%3E'), 'de_DE', 'fr')).toBe('en_US');
    expect(pickLocale(defaultSiteConfig, at('/models?hl=fr'), 'de_DE')).toBe('fr_FR');
    expect(localeFromUrl(defaultSiteConfig, at('/models?hl='))).toBeUndefined();
    expect(localeFromUrl(defaultSiteConfig, at('/models/de'))).toBeUndefined();
  });

  it('then the remembered choice, then the configured default', () => {
    expect(pickLocale(defaultSiteConfig, at('/de'), 'fr_FR')).toBe('de_DE');
    expect(pickLocale(defaultSiteConfig, at('/models'), 'fr_FR')).toBe('fr_FR');
    expect(pickLocale(defaultSiteConfig, at('/models'), 'it_IT')).toBe('en_US');
    expect(pickLocale(defaultSiteConfig, at('/models'), null)).toBe('en_US');
    // Without a choice, the browser's languages: by weight (Accept-Language) or in order (navigator.languages).
    expect(pickLocale(defaultSiteConfig, at('/models'), null, 'it-IT,fr;q=0.4,de;q=0.8')).toBe('de_DE');
    expect(pickLocale(defaultSiteConfig, at('/models'), null, ['es-MX', 'en'])).toBe('es_ES');
    expect(pickLocale(defaultSiteConfig, at('/models'), null, 'it, *;q=0.1')).toBe('en_US');
    expect(pickLocale(defaultSiteConfig, at('/models'), 'fr_FR', 'de')).toBe('fr_FR');
    expect(pickLocale(defaultSiteConfig, at('/en'), null, 'de')).toBe('en_US');
    const german = configWith((config) => {
      config.core.locales.default = 'de_DE';
    });
    expect(pickLocale(german, at('/'), undefined)).toBe('de_DE');
  });

  it('a locale the configuration does not offer is never picked', () => {
    const englishOnly = configWith((config) => {
      config.core.locales.available = ['en_US'];
    });
    expect(localeFromUrl(englishOnly, at('/de'))).toBeUndefined();
    expect(pickLocale(englishOnly, at('/?lang=de'), 'de_DE')).toBe('en_US');
    expect(pickLocale(englishOnly, at('/?hl=de'), 'de_DE')).toBe('en_US');
  });
});
