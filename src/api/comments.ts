// Comments of an update: the newest page (an SWR key, so a server render includes it), older pages
// on demand, posting and (staff) removing. The server takes the author from the token: no user_id
// is ever sent.
import { useMemo } from 'react';
import type { KyInstance } from 'ky';
import { COMMENT_PAGE_SIZE, type UpdateComment } from '../../schemas/api/comments';
import { getList } from './client';
import { useApi } from './api-context';
import { useApiList } from './use-api';

export type { UpdateComment };

export const USER_COMMENTS_PATH = 'usercomments';
export const updateCommentsPath = (updateId: number) => `updates/${updateId}/comments`;

export const updateCommentsKey = (updateId: number) => [updateCommentsPath(updateId), { p: 0, s: COMMENT_PAGE_SIZE }] as const;

/** The newest comments of an update and how many there are in all. */
export const useUpdateComments = (updateId: number) => useApiList<UpdateComment>(updateCommentsKey(updateId));

export const commentActions = (api: KyInstance) => ({
  /** Page `page` (0-based) of the update's comments, newest first. */
  page: (updateId: number, page: number) => getList<UpdateComment>(api, updateCommentsPath(updateId), { p: page, s: COMMENT_PAGE_SIZE }),
  post: async (updateId: number, comment: string) =>
    (await api.post(USER_COMMENTS_PATH, { json: { content_update_id: updateId, comment } }).json<{ data: UpdateComment }>()).data,
  remove: async (commentId: number) => {
    await api.delete(`${USER_COMMENTS_PATH}/${commentId}`);
  },
});

export function useCommentActions() {
  const api = useApi();
  return useMemo(() => commentActions(api), [api]);
}
