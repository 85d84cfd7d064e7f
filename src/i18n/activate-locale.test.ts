import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activateLocale } from './activate-locale';

describe('locales', () => {
  it('activates a built-in catalog with real translations', async () => {
    const i18n = setupI18n();
    await activateLocale(i18n, 'de_DE');
    expect(i18n.locale).toBe('de');
    const texts = Object.values(i18n.messages).map(String);
    expect(texts.length).toBeGreaterThan(10);
  });

  it('activates a server-supplied locale under its own tag, English until its texts arrive', async () => {
    const i18n = setupI18n();
    await activateLocale(i18n, 'it_IT');
    expect(i18n.locale).toBe('it-IT');
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(10);
  });
});

describe('pseudo-locale', () => {
  it('activates Lingui’s pseudolocalization of the English texts: every plain text accented, placeholders kept', async () => {
    const english = setupI18n();
    await activateLocale(english, 'en_US');
    const pseudo = setupI18n();
    await activateLocale(pseudo, 'xx_XA');
    expect(pseudo.locale).toBe('pseudo');
    const text = (messages: Messages, id: string) => String(messages[id]);
    const id = Object.keys(english.messages).find((key) => text(english.messages, key) === 'Search suggestions')!;
    expect(text(pseudo.messages, id)).toBe('Śēàŕćĥ śũĝĝēśţĩōńś');
    // Placeholders stay placeholders: "Videos: {count}".
    const withPlaceholder = Object.keys(english.messages).find((key) => text(english.messages, key).startsWith('Videos: ,'))!;
    expect(pseudo.messages[withPlaceholder]).toEqual(['Vĩďēōś: ', ...(english.messages[withPlaceholder] as unknown[]).slice(1)]);
    expect(Object.keys(pseudo.messages)).toEqual(Object.keys(english.messages));
  });
});
