// The staff calls over tags, channels, places and categories (server/api/staff-taxonomy.ts): one
// set of fetchers and hooks, named by the list's path segment.
import type { Static } from '@sinclair/typebox';
import type { KyInstance } from 'ky';
import type { ContentChange, StaffNamed, StaffNamedCreateBody, StaffNamedEditBody, StaffNamedListQuery } from '../../../schemas/api/staff-content';
import { useApiData, useApiList } from '../../../src/api/use-api';

export const TAXONOMIES = ['tags', 'channels', 'places', 'categories'] as const;
export type Taxonomy = (typeof TAXONOMIES)[number];
export const isTaxonomy = (value: string | undefined): value is Taxonomy => TAXONOMIES.includes(value as Taxonomy);

export type StaffNamedListParams = Static<typeof StaffNamedListQuery>;
export type NamedEdit = Static<typeof StaffNamedEditBody>;

export const namedPath = (taxonomy: Taxonomy, id: number) => `staff/${taxonomy}/${id}`;

export const useStaffNamedList = (taxonomy: Taxonomy, params: StaffNamedListParams) => useApiList<StaffNamed>([`staff/${taxonomy}`, params]);
export const useStaffNamed = (taxonomy: Taxonomy, id: number | null) => useApiData<StaffNamed>(id ? [namedPath(taxonomy, id)] : null);
export const useNamedHistory = (taxonomy: Taxonomy, id: number) => useApiData<ContentChange[]>([`${namedPath(taxonomy, id)}/history`]);

const data = async <T>(response: Promise<{ data: T }>) => (await response).data;

export const createNamed = (api: KyInstance, taxonomy: Taxonomy, body: StaffNamedCreateBody) => data(api.post(`staff/${taxonomy}`, { json: body }).json<{ data: StaffNamed }>());
export const editNamed = (api: KyInstance, taxonomy: Taxonomy, id: number, body: NamedEdit) => data(api.put(namedPath(taxonomy, id), { json: body }).json<{ data: StaffNamed }>());
export const deleteNamed = async (api: KyInstance, taxonomy: Taxonomy, id: number) => {
  await api.delete(namedPath(taxonomy, id));
};
