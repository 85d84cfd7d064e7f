import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activateLocale, overlayServerTranslations } from './activate-locale';

describe('locales', () => {
  it('activates a built-in catalog with real translations', async () => {
    const i18n = setupI18n();
    await activateLocale(i18n, 'de_DE');
    expect(i18n.locale).toBe('de');
    const texts = Object.values(i18n.messages).map(String);
    expect(texts.length).toBeGreaterThan(10);
  });

  it('builds a server-supplied locale from English plus the server texts keyed by English text', () => {
    const messages = overlayServerTranslations({ a: 'Models', b: ['Videos'], c: ['Hello ', ['name']] } as never, { Models: 'Modelli', Videos: 'Video' });
    expect(messages).toEqual({ a: 'Modelli', b: 'Video', c: ['Hello ', ['name']] });
  });

  it('activates a server-supplied locale', async () => {
    const i18n = setupI18n();
    await activateLocale(i18n, 'it_IT', { Search: 'Cerca' });
    expect(i18n.locale).toBe('it-IT');
  });
});
