// Loads the live configuration, or a preview one when a `previewtoken` is in the URL or already
// held for this tab ("Preview mode"). A link that no longer opens (410: expired or deleted; 404:
// never existed) is reported as `previewGone`, so QA sees a notice instead of the live site.
import { HTTPError, type KyInstance } from 'ky';
import type { SiteConfig } from '../../schemas/config/site-config';
import type { PreviewConfig, PreviewGoneError } from '../../schemas/api/configs';
import { getData } from '../api/client';
import { readStorage, SESSION_KEYS, writeStorage } from '../state/storage';
import { PREVIEW_QUERY_PARAM } from './preview-param';
import type { LoadedSiteConfig } from './site-config-context';

/** Takes a preview token from the URL (keeping it for the tab) or from session storage. */
export function takePreviewToken(url: URL): string | null {
  const fromUrl = url.searchParams.get(PREVIEW_QUERY_PARAM);
  if (fromUrl) {
    writeStorage('session', SESSION_KEYS.previewToken, fromUrl);
    return fromUrl;
  }
  return readStorage('session', SESSION_KEYS.previewToken);
}

/** Why a preview link no longer opens: the server's 410 (with the link's name and when), or a 404. */
export type PreviewGone = Pick<PreviewGoneError['error'], 'code' | 'name' | 'at'> | { code: 'preview_not_found' };

/** The configuration to run; with `previewGone` the app shows the notice (over the live configuration's theme and languages). */
export type SiteConfigLoad = LoadedSiteConfig & { previewGone?: PreviewGone };

/** The 410/404 answer of a preview link, or null for any other failure (network, server error). */
async function readPreviewGone(error: unknown): Promise<PreviewGone | null> {
  if (!(error instanceof HTTPError)) return null;
  if (error.response.status === 404) return { code: 'preview_not_found' };
  if (error.response.status !== 410) return null;
  const body = (await error.response
    .clone()
    .json()
    .catch(() => null)) as Partial<PreviewGoneError> | null;
  const gone = body?.error;
  return gone && (gone.code === 'preview_expired' || gone.code === 'preview_deleted') ? { code: gone.code, name: gone.name, at: gone.at } : { code: 'preview_not_found' };
}

export async function loadSiteConfig(api: KyInstance, previewToken: string | null): Promise<SiteConfigLoad> {
  let previewGone: PreviewGone | null = null;
  if (previewToken) {
    try {
      const { config } = await getData<PreviewConfig>(api, `configs/${encodeURIComponent(previewToken)}`);
      return await toPreviewConfig(config, previewToken);
    } catch (error) {
      previewGone = await readPreviewGone(error);
      if (!previewGone) console.warn('Preview configuration could not be loaded; showing the live site.', error);
      // The tab stops asking for it: the notice's link leads to the live site.
      writeStorage('session', SESSION_KEYS.previewToken, null);
    }
  }
  const { config } = await getData<{ config: SiteConfig }>(api, 'settings');
  return { config, previewToken: null, issues: [], ...(previewGone ? { previewGone } : {}) };
}

/** A preview configuration as the app runs it, with its validation issues (token previews and the studio frame). */
export async function toPreviewConfig(config: unknown, previewToken: string): Promise<LoadedSiteConfig> {
  // The validator (ajv + the schema) is only needed for previews: load it on demand.
  const { validateSiteConfig } = await import('../../schemas/validate-site-config');
  return { config: config as SiteConfig, previewToken, issues: validateSiteConfig(config).issues };
}

/** Issues outside the layouts make the configuration unusable as a whole (no core, broken themes...). */
export const hasStructuralIssues = (loaded: LoadedSiteConfig) =>
  loaded.issues.some((issue) => !issue.path.startsWith('/ui/sites/'));
