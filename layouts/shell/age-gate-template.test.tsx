// @vitest-environment node
// The age gate the server puts over the page of a visitor who has not confirmed: the configured site
// name and legal text in the visitor's language, styled by the page's own sheet (also when the
// markup is kept from an earlier render), in the visitor's theme, with ids that cannot clash with
// the page's; Enter submits a POST form that names the page to go back to.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { defaultSiteConfig } from '../../tests/setup/site-config-fixtures';
import { activateLocale } from '../../src/i18n/activate-locale';
import { ageGateMarkup } from './age-gate-template';
import { serverStyleSheet } from '../../src/ssr/server-style-sheet';

const i18nFor = async (locale: string) => {
  const i18n = setupI18n();
  await activateLocale(i18n, locale);
  return i18n;
};

/** Every class the markup uses that the sheet's CSS defines. */
const styledClasses = (html: string) => [...html.matchAll(/ class="([^"]*)"/g)].flatMap(([, classes]) => classes!.split(' ')).filter((name) => !/(^|-)sc-/.test(name));

describe('ageGateMarkup', () => {
  it('is the dialog over the page in the visitor’s language, its styles in the page’s sheet, Enter posting the page’s form', async () => {
    const sheet = serverStyleSheet();
    const html = ageGateMarkup({ config: defaultSiteConfig, locale: 'fr_FR', themeChoice: null, i18n: await i18nFor('fr_FR'), sheet, back: '/photos?p=2&x="<' });
    expect(html).toMatch(/^<div data-outside-app="age-gate"><div [^>]*><div role="dialog" aria-modal="true" aria-labelledby="_age-gate-/);
    expect(html).toMatch(/<button [^>]*type="submit" form="age-gate-form"/);
    expect(html).toContain('<form id="age-gate-form" method="post" action="/age-gate" hidden><input type="hidden" name="back" value="/photos?p=2&amp;x=&quot;&lt;"></form>');
    expect(html).toContain('est un site réservé aux adultes');
    expect(html).toContain('Ce site contient du contenu réservé aux adultes.');
    expect(html).toContain('data-age-gate-enter=""');
    expect(html).not.toContain('restricted to adults');
    const css = sheet.getStyleTags();
    const classes = styledClasses(html);
    expect(classes.length).toBeGreaterThan(5);
    for (const name of classes) expect(css).toContain(`.${name}{`);
  });

  it('is kept: the next page gets the same markup and the same styles without rendering it again', async () => {
    const i18n = await i18nFor('en_US');
    const input = { config: defaultSiteConfig, locale: 'en_US', themeChoice: 'dark', i18n, back: '/' };
    const first = serverStyleSheet();
    const html = ageGateMarkup({ ...input, sheet: first });
    const next = serverStyleSheet();
    expect(ageGateMarkup({ ...input, sheet: next })).toBe(html);
    expect(next.getStyleTags()).toBe(first.getStyleTags());
  });

  it('is painted at once: neither the backdrop nor the dialog fades in (the page’s largest paint would wait for it)', async () => {
    const sheet = serverStyleSheet();
    const html = ageGateMarkup({ config: defaultSiteConfig, locale: 'en_US', themeChoice: 'light', i18n: await i18nFor('en_US'), sheet, back: '/' });
    const css = sheet.getStyleTags();
    const ruleOf = (name: string) => new RegExp(`\\.${name}\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
    const [backdrop, dialog] = [...html.matchAll(/<div [^>]*class="([^"]*)"/g)].map(([, classes]) => styledClasses(` class="${classes}"`)[0]!);
    for (const name of [backdrop!, dialog!]) {
      expect(ruleOf(name)).toContain('position:');
      expect(ruleOf(name)).toContain('animation:none;');
    }
  });

  it('follows the visitor’s theme', async () => {
    const i18n = await i18nFor('en_US');
    const light = ageGateMarkup({ config: defaultSiteConfig, locale: 'en_US', themeChoice: 'light', i18n, sheet: serverStyleSheet(), back: '/' });
    const dark = ageGateMarkup({ config: defaultSiteConfig, locale: 'en_US', themeChoice: 'dark', i18n, sheet: serverStyleSheet(), back: '/' });
    expect(styledClasses(dark)).not.toEqual(styledClasses(light));
    expect(dark.replace(/ class="[^"]*"/g, '')).toBe(light.replace(/ class="[^"]*"/g, ''));
  });
});
