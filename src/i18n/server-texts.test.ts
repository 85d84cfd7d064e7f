import { setupI18n, type I18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from './activate-locale';
import { serverTextsOf, type ServerTexts } from './server-texts';
import type { Locale } from '../../schemas/api/content';

/** A catalog message as the Lingui macro asks for it: by the id of its English source text. */
const say = (i18n: I18n, source: string, values?: Record<string, unknown>) => i18n._({ id: generateMessageId(source), message: source, values });

/** An i18n instance that behaves as in a production build: no compiling at render time. */
function productionI18n() {
  const i18n = setupI18n();
  i18n.setMessagesCompiler(undefined as never);
  return i18n;
}

const italian: ServerTexts = {
  lang: {
    Search: 'Cerca',
    'nav.models': 'Modelle',
    '{from}–{to} of {all}': '{from}–{to} di {all}',
    '{0, plural, one {# gallery} other {# galleries}}': '{0, plural, one {# galleria} other {# gallerie}}',
    'footer.claim': 'Solo per adulti',
    Language: '{0, plural, one {Lingua}',
  },
  english: { 'nav.models': 'Models', 'footer.claim': 'Adults only', 'footer.extra': 'Made with care' },
};

afterEach(() => vi.restoreAllMocks());

describe('server texts over the interface catalogs', () => {
  it('renders a server-only locale with its texts, placeholders and plurals, English for keys it lacks, and no warnings', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const i18n = productionI18n();
    await activateLocale(i18n, 'it_IT', italian);
    expect(i18n.locale).toBe('it-IT');
    expect(say(i18n, 'Search')).toBe('Cerca');
    // A key that is not an English text names its message by its English text.
    expect(say(i18n, 'Models')).toBe('Modelle');
    expect(say(i18n, '{from}–{to} of {all}', { from: 1, to: 24, all: 300 })).toBe('1–24 di 300');
    expect(say(i18n, '{0, plural, one {# gallery} other {# galleries}}', { 0: 1 })).toBe('1 galleria');
    expect(say(i18n, '{0, plural, one {# gallery} other {# galleries}}', { 0: 3 })).toBe('3 gallerie');
    // Keys without an Italian text, and a malformed one, stay English.
    expect(say(i18n, 'Log in')).toBe('Log in');
    expect(say(i18n, 'Language')).toBe('Language');
    // Keys no catalog has are messages of their own, English when the locale lacks them.
    expect(i18n._('footer.claim')).toBe('Solo per adulti');
    expect(i18n._('footer.extra')).toBe('Made with care');
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('lets server texts override and extend a built-in catalog', async () => {
    const i18n = productionI18n();
    await activateLocale(i18n, 'de_DE', { lang: { Search: 'Finden' }, english: { Search: 'Search', 'footer.extra': 'Made with care' } });
    expect(i18n.locale).toBe('de');
    expect(say(i18n, 'Search')).toBe('Finden');
    expect(say(i18n, 'Log in')).toBe('Anmelden');
    // An operator's English text does not replace a German catalog text, but fills a key it lacks.
    expect(i18n._('footer.extra')).toBe('Made with care');
  });

  it("applies the operator's English texts to English", async () => {
    const i18n = productionI18n();
    await activateLocale(i18n, 'en_US', { lang: { Search: 'Find' }, english: { Search: 'Find' } });
    expect(say(i18n, 'Search')).toBe('Find');
    expect(say(i18n, 'Models')).toBe('Models');
  });

  it('formats dates and numbers of a server-only locale by its tag', async () => {
    const i18n = productionI18n();
    await activateLocale(i18n, 'it_IT', italian);
    expect(i18n.number(1234567.5)).toBe('1.234.567,5');
    expect(i18n.date(new Date(Date.UTC(2024, 2, 5)), { dateStyle: 'long', timeZone: 'UTC' })).toBe('5 marzo 2024');
  });

  it("takes a locale's texts and the English ones from the server's locale list", () => {
    const locales: Locale[] = [
      { id: 'en-US', name: 'English', permaLink: 'en', translateCode: 'en_US', langCode: 'en', lang: { 'nav.models': 'Models' } },
      { id: 'it-IT', name: 'Italiano', permaLink: 'it', translateCode: 'it_IT', langCode: 'it', lang: { 'nav.models': 'Modelli' } },
      { id: 'fr-FR', name: 'Français', permaLink: 'fr', translateCode: 'fr_FR', langCode: 'fr', lang: {} },
    ];
    expect(serverTextsOf(locales, 'it_IT')).toEqual({ lang: { 'nav.models': 'Modelli' }, english: { 'nav.models': 'Models' } });
    expect(serverTextsOf(locales, 'fr_FR')).toEqual({ lang: {}, english: { 'nav.models': 'Models' } });
    expect(serverTextsOf(locales.slice(2), 'fr_FR')).toBeUndefined();
  });
});
