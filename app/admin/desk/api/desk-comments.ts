// The desk's calls over comments (server/api/desk-comments.ts): the queue, hide, show, delete and
// blocking the author.
import type { KyInstance } from 'ky';
import type { DeskComment, DeskCommentListQuery } from '../../../../schemas/api/desk-comments';
import { useApiList } from '../../../../src/api/use-api';

export type { DeskComment };

export const useDeskComments = (params: DeskCommentListQuery) => useApiList<DeskComment>(['staff/comments', params]);

export const hideComment = (api: KyInstance, id: number) => api.post(`staff/comments/${id}/hide`, { json: {} }).json();
export const showComment = (api: KyInstance, id: number) => api.post(`staff/comments/${id}/show`, { json: {} }).json();
export const deleteComment = (api: KyInstance, id: number) => api.delete(`staff/comments/${id}`).json();
export const blockCommentAuthor = (api: KyInstance, id: number, reason: string) => api.post(`staff/comments/${id}/block-author`, { json: { reason } }).json();
