// Comments on updates (server/api/comments.ts): the public list, members posting, staff removing.
import * as C from '../../../schemas/api/comments';
import { list, type Area, type Op } from './operation';

const post: Omit<Op, 'method' | 'summary'> = { path: '/api/usercomments', body: C.CommentBody, data: C.UpdateComment, auth: 'user', status: 201, errors: [403] };

export const commentsArea: Area = {
  tag: {
    name: 'Comments',
    description:
      'Comments on an update, plain text (clients show them as text, never as HTML). Everyone reads them; members with an active subscription and staff write them (5 in 10 minutes per account, then 429); staff remove them for everyone.',
  },
  ops: [
    { method: 'get', path: '/api/updates/{id}/comments', summary: "An update's comments, newest first, with the author's username (404 for an update visitors cannot see)", query: C.CommentListQuery, data: list(C.UpdateComment), paged: true },
    { ...post, method: 'post', summary: 'Write a comment as the logged-in account (a user_id is refused with 400; 403 without an active subscription)' },
    { ...post, method: 'put', summary: 'The same as POST (the generic resources add with PUT)' },
    { method: 'delete', path: '/api/usercomments/{id}', summary: 'Staff: remove a comment for everyone (kept, marked with who and when; 404 once removed)', data: C.CommentRemoval, auth: 'staff' },
  ],
};
