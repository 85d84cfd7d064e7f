// A preview link may carry a language (`/?previewtoken=…&hl=de`, the older `&lang=de_DE`, or a
// language-prefixed path `/de?previewtoken=…`) so QA opens the preview in German. Previews render
// in the browser (their configuration is not the live one), where the app picks the language from
// the same URL (shared/pick-locale.ts); the server's page says that language from its first byte:
// `<html lang>` and Content-Language, named from the preview's own languages.
import type { SiteConfig } from '../../schemas/config/site-config';
import { localeFromUrl } from '../../shared/pick-locale';
import { bcp47Of } from '../../shared/locales';
import { PREVIEW_QUERY_PARAM } from '../../shared/preview-param';
import { TOKEN_PATTERN } from '../config/config-history';

const LOCALE_CODE = /^[A-Za-z]{2,3}(_[A-Za-z0-9]{2,8})?$/;

interface PreviewSource {
  active(): Promise<SiteConfig>;
  preview(token: string, now?: string): Promise<{ config: unknown } | undefined>;
}

/** The locale (`de_DE`) a preview link asks for; undefined for other pages or a link without a language. */
export async function previewLocaleOf(configs: PreviewSource, url: URL, now: string): Promise<string | undefined> {
  const token = url.searchParams.get(PREVIEW_QUERY_PARAM);
  if (!token || !TOKEN_PATTERN.test(token)) return undefined;
  const preview = await configs.preview(token, now);
  // A link that is gone shows its notice over the live configuration's languages.
  const config = (preview?.config as SiteConfig | undefined) ?? (await configs.active());
  let locale: string | undefined;
  try {
    locale = localeFromUrl(config, url);
  } catch {
    // A stored configuration from an older schema: the live one still names the languages.
    locale = localeFromUrl(await configs.active(), url);
  }
  // Written into the page and a header: only a plain locale code.
  return locale && LOCALE_CODE.test(locale) ? locale : undefined;
}

/** The page shell with its `<html lang>` set to `translateCode` (one previewLocaleOf answered). */
export const withPageLanguage = (html: string, translateCode: string): string => html.replace(/<html(\s[^>]*)?>/i, `<html lang="${bcp47Of(translateCode)}">`);
