// The desk's calls over contact and removal requests (server/api/desk-requests.ts): each fetcher,
// key and hook side by side.
import type { KyInstance } from 'ky';
import type { DeskRequest, DeskRequestListQuery, DeskRequestSummary, RequestKind, RequestStatus } from '../../../../schemas/api/desk-requests';
import { useApiData, useApiList } from '../../../../src/api/use-api';

export type { DeskRequest, DeskRequestSummary, RequestKind, RequestStatus };

export const requestPath = (kind: RequestKind, id: number) => `staff/requests/${kind}/${id}`;

export const useDeskRequests = (params: DeskRequestListQuery) => useApiList<DeskRequestSummary>(['staff/requests', params]);
export const useDeskRequest = (kind: RequestKind, id: number) => useApiData<DeskRequest>([requestPath(kind, id)]);

const data = async <T>(response: Promise<{ data: T }>) => (await response).data;

export const setRequestStatus = (api: KyInstance, kind: RequestKind, id: number, status: RequestStatus) =>
  data(api.post(`${requestPath(kind, id)}/status`, { json: { status } }).json<{ data: DeskRequest }>());
export const replyToRequest = (api: KyInstance, kind: RequestKind, id: number, body: string) =>
  data(api.post(`${requestPath(kind, id)}/reply`, { json: { body } }).json<{ data: DeskRequest }>());
export const removeReportedContent = (api: KyInstance, kind: RequestKind, id: number, reason: string) =>
  data(api.post(`${requestPath(kind, id)}/remove-content`, { json: { reason } }).json<{ data: DeskRequest }>());
