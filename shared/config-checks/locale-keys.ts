// Keys of localized texts that no visitor's locale will ever pick: not in core.locales.available and
// not a locale with a compiled catalog (e.g. en_GB where en_US was meant). A warning: the text still
// has its other translations.
import type { SiteConfig } from '../../schemas/config/site-config';
import type { ConfigCheckIssue } from '../../schemas/config-check-issue';
import { COMPILED_LOCALES } from '../locales';
import { pointerSegment } from './json-pointer';

const TRANSLATE_CODE = /^[a-z]{2}_[A-Z]{2}$/;

export function checkLocaleKeys(config: SiteConfig, extraLocales: readonly string[] = []): ConfigCheckIssue[] {
  const available = config.core.locales.available;
  const known = new Set<string>([...available, ...COMPILED_LOCALES.map((locale) => locale.translateCode), ...extraLocales]);
  const issues: ConfigCheckIssue[] = [];
  /** A map of texts by translate code: only strings, and a key that is (or looks like) a translate code. */
  const isLocalizedMap = (entries: [string, unknown][]) =>
    entries.length > 0 && entries.every(([, value]) => typeof value === 'string') && entries.some(([key]) => known.has(key) || TRANSLATE_CODE.test(key));

  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, `${path}/${index}`));
    if (!value || typeof value !== 'object') return;
    const entries = Object.entries(value);
    if (isLocalizedMap(entries)) {
      for (const [key] of entries) {
        if (known.has(key)) continue;
        issues.push({
          path: `${path}/${pointerSegment(key)}`,
          message: `"${key}" is not a locale of this site (${available.join(', ')}) nor a built-in one: this text is never shown`,
          severity: 'warning',
          check: 'locale-key',
        });
      }
      return;
    }
    for (const [key, inner] of entries) visit(inner, `${path}/${pointerSegment(key)}`);
  };
  visit(config, '');
  return issues;
}
