// The staff calls over news posts (server/api/staff-news.ts): each fetcher, key and hook side by side.
import type { Static } from '@sinclair/typebox';
import type { KyInstance } from 'ky';
import type { ContentChange } from '../../../schemas/api/staff-content';
import type { StaffPost, StaffPostCreateBody, StaffPostEditBody, StaffPostListQuery } from '../../../schemas/api/staff-news';
import { useApiData, useApiList } from '../../../src/api/use-api';

export type StaffPostListParams = Static<typeof StaffPostListQuery>;
export type { StaffPost, StaffPostCreateBody, StaffPostEditBody };

export const postPath = (id: number) => `staff/posts/${id}`;

export const useStaffPosts = (params: StaffPostListParams) => useApiList<StaffPost>(['staff/posts', params]);
export const useStaffPost = (id: number | null) => useApiData<StaffPost>(id ? [postPath(id)] : null);
export const usePostHistory = (id: number) => useApiData<ContentChange[]>([`${postPath(id)}/history`]);

const data = async <T>(response: Promise<{ data: T }>) => (await response).data;

export const createPost = (api: KyInstance, body: StaffPostCreateBody) => data(api.post('staff/posts', { json: body }).json<{ data: StaffPost }>());
export const editPost = (api: KyInstance, id: number, body: StaffPostEditBody) => data(api.put(postPath(id), { json: body }).json<{ data: StaffPost }>());
export const publishPost = (api: KyInstance, id: number) => data(api.post(`${postPath(id)}/publish`, { json: {} }).json<{ data: StaffPost }>());
export const schedulePost = (api: KyInstance, id: number, publishDate: string) => data(api.post(`${postPath(id)}/schedule`, { json: { publishDate } }).json<{ data: StaffPost }>());
export const unpublishPost = (api: KyInstance, id: number) => data(api.post(`${postPath(id)}/unpublish`, { json: {} }).json<{ data: StaffPost }>());
export const deletePost = (api: KyInstance, id: number) => data(api.delete(postPath(id)).json<{ data: StaffPost }>());
export const restorePost = (api: KyInstance, id: number) => data(api.post(`${postPath(id)}/restore`, { json: {} }).json<{ data: StaffPost }>());
