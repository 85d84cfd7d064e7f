// The operator's desk: the inbox of contact and content-removal requests, and comment moderation
// (server/api/desk-requests.ts, desk-comments.ts). Editors and publishers use both; taking reported
// content off the site and blocking a comment's author are publishers' steps (403 to editors).
import { Type } from '@sinclair/typebox';
import * as R from '../../../schemas/api/desk-requests';
import * as C from '../../../schemas/api/desk-comments';
import { StaffEmptyBody } from '../../../schemas/api/staff-content';
import { list, type Area, type Op } from './operation';

const requests = '/api/staff/requests';
const one = `${requests}/{kind}/{id}`;
const params = { kind: R.RequestKind };

const requestOps: Op[] = [
  { method: 'get', path: requests, summary: 'Desk: contact and removal requests, open ones first by due date (7 business days), overdue flagged; filter by kind and status', query: R.DeskRequestListQuery, data: list(R.DeskRequestSummary), paged: true, auth: 'staff' },
  { method: 'get', path: one, summary: 'Desk: one request with its replies, its audit entries and, for a removal request, the update its URL names', params, data: R.DeskRequest, auth: 'staff' },
  { method: 'post', path: `${one}/status`, summary: 'Desk: set the status (new, in_progress, answered)', params, body: R.DeskRequestStatusBody, data: R.DeskRequest, auth: 'staff' },
  { method: 'post', path: `${one}/reply`, summary: "Desk: mail a plain-text reply to the requester (in their language when an account tells it) and mark the request answered", params, body: R.DeskRequestReplyBody, data: R.DeskRequest, status: 201, auth: 'staff' },
  {
    method: 'post',
    path: `${one}/remove-content`,
    summary: "Publishers: unpublish the update a removal request reports (caches dropped; the request named in the update's history); the request moves to in progress, or answered",
    params,
    body: R.DeskRemoveContentBody,
    data: R.DeskRequest,
    auth: 'staff',
    errors: [409],
  },
];

const comments = '/api/staff/comments';
const CommentState = Type.Object({ id: Type.Integer(), status: Type.Union([Type.Literal('visible'), Type.Literal('hidden')]) });

const commentOps: Op[] = [
  { method: 'get', path: comments, summary: 'Desk: comments newest first with their update and author; visible (default) or hidden, search q', query: C.DeskCommentListQuery, data: list(C.DeskComment), paged: true, auth: 'staff' },
  { method: 'post', path: `${comments}/{id}/hide`, summary: 'Desk: hide a comment from the site (it can be shown again)', body: StaffEmptyBody, data: CommentState, auth: 'staff' },
  { method: 'post', path: `${comments}/{id}/show`, summary: 'Desk: show a hidden comment again', body: StaffEmptyBody, data: CommentState, auth: 'staff' },
  { method: 'delete', path: `${comments}/{id}`, summary: 'Desk: delete a comment (kept for the record, shown to nobody, not in the queue)', data: Type.Object({ id: Type.Integer(), deleted: Type.Literal(true), deletedAt: Type.String() }), auth: 'staff' },
  { method: 'post', path: `${comments}/{id}/block-author`, summary: "Publishers: block the comment's author (no login, no comment; sessions ended) and hide all their comments, with a reason", body: C.DeskBlockAuthorBody, data: C.DeskBlockAuthorResult, auth: 'staff', errors: [409] },
];

export const deskRequestsArea: Area = {
  tag: { name: 'Desk requests and comments', description: 'The inbox of contact and content-removal requests (due 7 business days after arrival; replies by mail; unpublishing reported content) and comment moderation (hide, show, delete, block the author).' },
  ops: [...requestOps, ...commentOps],
};
