// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { configWith, defaultSiteConfig } from '../../tests/setup/site-config-fixtures';
import type { LayoutEntry } from '../../schemas/config/site-config';
import { checkLocaleKeys } from './locale-keys';

describe('locale keys of localized texts', () => {
  it('accepts the shipped texts (their four built-in locales)', () => {
    expect(checkLocaleKeys(defaultSiteConfig)).toEqual([]);
  });

  it('warns about a key no visitor can choose, wherever the text is', () => {
    const config = configWith((c) => {
      c.ui.static.headerSlogan = { en_US: 'Hello', en_GB: 'Hello, mate' };
      (c.ui.sites.homesite!.containers as LayoutEntry[])[0] = { type: 'headline', id: 'greeting', props: { text: { en_US: 'Hi', de_AT: 'Servus' } } };
    });
    expect(checkLocaleKeys(config)).toEqual([
      {
        path: '/ui/static/headerSlogan/en_GB',
        message: '"en_GB" is not a locale of this site (de_DE, en_US, es_ES, fr_FR) nor a built-in one: this text is never shown',
        severity: 'warning',
        check: 'locale-key',
      },
      expect.objectContaining({ path: '/ui/sites/homesite/containers/0/props/text/de_AT', severity: 'warning' }),
    ]);
  });

  it('accepts a locale the site adds, and one the server supplies', () => {
    const config = configWith((c) => {
      c.core.locales.available.push('it_IT');
      c.ui.static.headerSlogan = { en_US: 'Hello', it_IT: 'Ciao', pt_BR: 'Olá' };
    });
    expect(checkLocaleKeys(config).map((issue) => issue.path)).toEqual(['/ui/static/headerSlogan/pt_BR']);
    expect(checkLocaleKeys(config, ['pt_BR'])).toEqual([]);
  });

  it('does not mistake other string maps (social links, image sizes) for texts', () => {
    const config = configWith((c) => {
      c.core.social = { instagram: 'https://instagram.com/x', email: 'a@b.example' };
    });
    expect(checkLocaleKeys(config)).toEqual([]);
  });
});
