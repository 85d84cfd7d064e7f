// Loads the live configuration, or a preview one when a `previewtoken` is in the URL or already
// held for this tab ("Preview mode").
import type { KyInstance } from 'ky';
import type { SiteConfig } from '../../schemas/config/site-config';
import type { PreviewConfig } from '../../schemas/api/configs';
import { getData } from '../api/client';
import { readStorage, SESSION_KEYS, writeStorage } from '../state/storage';
import type { LoadedSiteConfig } from './site-config-context';

export const PREVIEW_QUERY_PARAM = 'previewtoken';

/** Takes a preview token from the URL (keeping it for the tab) or from session storage. */
export function takePreviewToken(url: URL): string | null {
  const fromUrl = url.searchParams.get(PREVIEW_QUERY_PARAM);
  if (fromUrl) {
    writeStorage('session', SESSION_KEYS.previewToken, fromUrl);
    return fromUrl;
  }
  return readStorage('session', SESSION_KEYS.previewToken);
}

export async function loadSiteConfig(api: KyInstance, previewToken: string | null): Promise<LoadedSiteConfig> {
  if (previewToken) {
    try {
      const { config } = await getData<PreviewConfig>(api, `configs/${encodeURIComponent(previewToken)}`);
      return await toPreviewConfig(config, previewToken);
    } catch (error) {
      console.warn('Preview configuration could not be loaded; showing the live site.', error);
      writeStorage('session', SESSION_KEYS.previewToken, null);
    }
  }
  const { config } = await getData<{ config: SiteConfig }>(api, 'settings');
  return { config, previewToken: null, issues: [] };
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
