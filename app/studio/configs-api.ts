// The studio's calls to /api/configs (editors and publishers), over the app's one ky client.
// Payload types come from the server contract in schemas/api/configs.ts. Every call that changes
// what visitors see names the live version the studio started from (baseVersion).
import { HTTPError, type KyInstance } from 'ky';
import type {
  BaseVersionBody,
  ConfigConflictError,
  ConfigDiff,
  ConfigListItem,
  ConfigVersion,
  CreateConfigBody,
  LiveConfig,
  PreviewCreated,
  PublishConfigBody,
  PublishResult,
  ScheduleConfigBody,
  ScheduledPublish,
} from '../../schemas/api/configs';
import type { ConfigIssue } from '../../schemas/validate-site-config';
import { getData } from '../../src/api/client';

/** The live configuration with its version: where the editor starts, and its base version. */
export const fetchLiveConfig = (api: KyInstance) => getData<LiveConfig>(api, 'configs/live');
/** SWR key of the live version the studio watches (focus and every few minutes). */
export const LIVE_CONFIG_KEY = 'configs/live';

export const createPreview = async (api: KyInstance, body: CreateConfigBody): Promise<PreviewCreated> =>
  (await api.post('configs', { json: body }).json<{ data: PreviewCreated }>()).data;

export const listPreviews = (api: KyInstance) => getData<ConfigListItem[]>(api, 'configs');

export const deletePreview = async (api: KyInstance, token: string): Promise<void> => {
  await api.delete(`configs/${encodeURIComponent(token)}`);
};

/** Publishes a saved preview link as it is. */
export const publishPreview = async (api: KyInstance, token: string, body: BaseVersionBody): Promise<PublishResult> =>
  (await api.post(`configs/${encodeURIComponent(token)}/publish`, { json: body }).json<{ data: PublishResult }>()).data;

/** Stores and publishes a document in one call (nothing saved for it yet). */
export const publishDocument = async (api: KyInstance, body: PublishConfigBody): Promise<PublishResult> =>
  (await api.post('configs/publish', { json: body }).json<{ data: PublishResult }>()).data;

export const listVersions = (api: KyInstance) => getData<ConfigVersion[]>(api, 'configs/versions');

/** Changes from `against` ('live', 'previous' or a version id) to version `id`. */
export const versionDiff = (api: KyInstance, id: number, against: 'live' | 'previous' | number) =>
  getData<ConfigDiff>(api, `configs/versions/${id}/diff`, { against: String(against) });

export const restoreVersion = async (api: KyInstance, id: number, body: BaseVersionBody): Promise<PublishResult> =>
  (await api.post(`configs/versions/${id}/restore`, { json: body }).json<{ data: PublishResult }>()).data;

export const schedulePublish = async (api: KyInstance, body: ScheduleConfigBody): Promise<ScheduledPublish> =>
  (await api.post('configs/schedule', { json: body }).json<{ data: ScheduledPublish }>()).data;

export const listScheduled = (api: KyInstance) => getData<ScheduledPublish[]>(api, 'configs/schedule');

export const cancelScheduled = async (api: KyInstance, id: number): Promise<void> => {
  await api.delete(`configs/schedule/${id}`);
};

export type ConfigConflict = ConfigConflictError['error'];

/** The 409 config_conflict body (someone else changed the live version), or null for any other failure. */
export async function readConflict(error: unknown): Promise<ConfigConflict | null> {
  if (!(error instanceof HTTPError) || error.response.status !== 409) return null;
  const body = (await error.response
    .clone()
    .json()
    .catch(() => null)) as Partial<ConfigConflictError> | null;
  return body?.error?.code === 'config_conflict' ? body.error : null;
}

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
