// The staff calls over updates (server/api/staff-updates.ts): each fetcher, key and hook side by side.
import type { Static } from '@sinclair/typebox';
import type { KyInstance } from 'ky';
import type { ContentChange, StaffUpdate, StaffUpdateCreateBody, StaffUpdateEditBody, StaffUpdateListQuery } from '../../../schemas/api/staff-content';
import { useApiData, useApiList } from '../../../src/api/use-api';

export type StaffUpdateListParams = Static<typeof StaffUpdateListQuery>;

/** The form sends the media library's picks (imageAssetId, videoAssetId, galleryAssetIds) only when one was made. */
export type UpdateCreate = StaffUpdateCreateBody;
export type UpdateEdit = StaffUpdateEditBody;
export type StaffUpdateWithMedia = StaffUpdate;

export const updatePath = (id: number) => `staff/updates/${id}`;

export const useStaffUpdates = (params: StaffUpdateListParams) => useApiList<StaffUpdateWithMedia>(['staff/updates', params]);
export const useStaffUpdate = (id: number | null) => useApiData<StaffUpdateWithMedia>(id ? [updatePath(id)] : null);
export const useUpdateHistory = (id: number) => useApiData<ContentChange[]>([`${updatePath(id)}/history`]);

const data = async <T>(response: Promise<{ data: T }>) => (await response).data;

export const createUpdate = (api: KyInstance, body: UpdateCreate) => data(api.post('staff/updates', { json: body }).json<{ data: StaffUpdateWithMedia }>());
export const editUpdate = (api: KyInstance, id: number, body: UpdateEdit) => data(api.put(updatePath(id), { json: body }).json<{ data: StaffUpdateWithMedia }>());
export const publishUpdate = (api: KyInstance, id: number) => data(api.post(`${updatePath(id)}/publish`, { json: {} }).json<{ data: StaffUpdate }>());
export const scheduleUpdate = (api: KyInstance, id: number, publishDate: string) =>
  data(api.post(`${updatePath(id)}/schedule`, { json: { publishDate } }).json<{ data: StaffUpdate }>());
export const unpublishUpdate = (api: KyInstance, id: number) => data(api.post(`${updatePath(id)}/unpublish`, { json: {} }).json<{ data: StaffUpdate }>());
export const deleteUpdate = (api: KyInstance, id: number) => data(api.delete(updatePath(id)).json<{ data: StaffUpdate }>());
export const restoreUpdate = (api: KyInstance, id: number) => data(api.post(`${updatePath(id)}/restore`, { json: {} }).json<{ data: StaffUpdate }>());
