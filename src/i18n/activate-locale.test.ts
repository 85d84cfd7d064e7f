import { setupI18n } from '@lingui/core';
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
