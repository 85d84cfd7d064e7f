// The studio's calls to /api/configs (staff only) and /api/settings, over the app's one ky client.
// Payload types come from the server contract in schemas/api/configs.ts.
import { HTTPError, type KyInstance } from 'ky';
import type { ConfigDiff, ConfigListItem, ConfigVersion, CreateConfigBody, PreviewCreated, PublishResult } from '../../schemas/api/configs';
import type { ConfigIssue } from '../../schemas/validate-site-config';
import { getData } from '../../src/api/client';

/** The live configuration, where the editor starts. */
export const fetchLiveConfig = async (api: KyInstance): Promise<unknown> => (await getData<{ config: unknown }>(api, 'settings')).config;

export const createPreview = async (api: KyInstance, body: CreateConfigBody): Promise<PreviewCreated> =>
  (await api.post('configs', { json: body }).json<{ data: PreviewCreated }>()).data;

export const listPreviews = (api: KyInstance) => getData<ConfigListItem[]>(api, 'configs');

export const deletePreview = async (api: KyInstance, token: string): Promise<void> => {
  await api.delete(`configs/${encodeURIComponent(token)}`);
};

/** Publishes a saved preview link as it is. */
export const publishPreview = async (api: KyInstance, token: string): Promise<PublishResult> =>
  (await api.post(`configs/${encodeURIComponent(token)}/publish`).json<{ data: PublishResult }>()).data;

/** Stores and publishes a document in one call (nothing saved for it yet). */
export const publishDocument = async (api: KyInstance, config: unknown, name?: string): Promise<PublishResult> =>
  (await api.post('configs/publish', { json: { config, ...(name ? { name } : {}) } }).json<{ data: PublishResult }>()).data;

export const listVersions = (api: KyInstance) => getData<ConfigVersion[]>(api, 'configs/versions');

/** Changes from `against` ('live', 'previous' or a version id) to version `id`. */
export const versionDiff = (api: KyInstance, id: number, against: 'live' | 'previous' | number) =>
  getData<ConfigDiff>(api, `configs/versions/${id}/diff`, { against: String(against) });

export const restoreVersion = async (api: KyInstance, id: number): Promise<PublishResult> =>
  (await api.post(`configs/versions/${id}/restore`).json<{ data: PublishResult }>()).data;

/** What went wrong, for a status line; a 422 also carries the configuration issues. */
export async function describeFailure(error: unknown): Promise<{ message: string; issues: ConfigIssue[] }> {
  if (error instanceof HTTPError) {
    const body = (await error.response
      .clone()
      .json()
      .catch(() => null)) as { error?: { message?: string; issues?: ConfigIssue[] } } | null;
    return { message: body?.error?.message ?? `${error.response.status} ${error.response.statusText}`, issues: body?.error?.issues ?? [] };
  }
  return { message: error instanceof Error ? error.message : String(error), issues: [] };
}
