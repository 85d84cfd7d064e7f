// The staff calls over models (server/api/staff-models.ts): each fetcher, key and hook side by side.
import type { Static } from '@sinclair/typebox';
import type { KyInstance } from 'ky';
import type { ContentChange, StaffModel, StaffModelCreateBody, StaffModelEditBody, StaffModelListQuery } from '../../../schemas/api/staff-content';
import { useApiData, useApiList } from '../../../src/api/use-api';

export type StaffModelListParams = Static<typeof StaffModelListQuery>;

/** The model's picture from the media library (imageAssetId) is sent only when picked. */
export type ModelCreate = StaffModelCreateBody;
export type ModelEdit = Static<typeof StaffModelEditBody>;
export type StaffModelWithMedia = StaffModel;

export const modelPath = (id: number) => `staff/models/${id}`;

export const useStaffModels = (params: StaffModelListParams) => useApiList<StaffModelWithMedia>(['staff/models', params]);
export const useStaffModel = (id: number | null) => useApiData<StaffModelWithMedia>(id ? [modelPath(id)] : null);
export const useModelHistory = (id: number) => useApiData<ContentChange[]>([`${modelPath(id)}/history`]);

const data = async <T>(response: Promise<{ data: T }>) => (await response).data;

export const createModel = (api: KyInstance, body: ModelCreate) => data(api.post('staff/models', { json: body }).json<{ data: StaffModelWithMedia }>());
export const editModel = (api: KyInstance, id: number, body: ModelEdit) => data(api.put(modelPath(id), { json: body }).json<{ data: StaffModelWithMedia }>());
export const publishModel = (api: KyInstance, id: number) => data(api.post(`${modelPath(id)}/publish`, { json: {} }).json<{ data: StaffModel }>());
export const unpublishModel = (api: KyInstance, id: number) => data(api.post(`${modelPath(id)}/unpublish`, { json: {} }).json<{ data: StaffModel }>());
export const deleteModel = (api: KyInstance, id: number) => data(api.delete(modelPath(id)).json<{ data: StaffModel }>());
export const restoreModel = (api: KyInstance, id: number) => data(api.post(`${modelPath(id)}/restore`, { json: {} }).json<{ data: StaffModel }>());
