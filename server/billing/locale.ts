// The buyer's language for mail and the provider's page: the locale the browser sends with the
// signup or purchase (the site's chosen language), else the best of Accept-Language, else English.
// Only the four built-in locales have mail templates.
import { BUILT_IN_LOCALES } from '../../shared/locales';

const byLanguage = new Map<string, string>(BUILT_IN_LOCALES.map((l) => [l.lingui, l.translateCode]));

const fromTag = (tag: string): string | undefined => byLanguage.get(tag.trim().slice(0, 2).toLowerCase());

export function buyerLocale(requested: string | undefined, acceptLanguage: string | undefined): string {
  const chosen = requested ? fromTag(requested) : undefined;
  if (chosen) return chosen;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.split(';');
      const q = Number(params.map((p) => p.trim()).find((p) => p.startsWith('q='))?.slice(2) ?? 1);
      return { tag, q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    const found = fromTag(tag);
    if (found) return found;
  }
  return 'en_US';
}
