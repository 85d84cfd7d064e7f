// The staff content area's news posts and plans (server/api/staff-news.ts, staff-plans.ts):
// publishers only where the summary says so (403 to editors).
import { StaffEmptyBody, StaffScheduleBody, ContentChange } from '../../../schemas/api/staff-content';
import * as N from '../../../schemas/api/staff-news';
import * as P from '../../../schemas/api/staff-plans';
import { list, type Area, type Op } from './operation';

const posts = '/api/staff/posts';

const postOps: Op[] = [
  { method: 'get', path: posts, summary: 'Staff: news posts of every status (search q, filter by status/category, sort, paging)', query: N.StaffPostListQuery, data: list(N.StaffPost), paged: true, auth: 'staff' },
  { method: 'post', path: posts, summary: 'Staff: create a news post as a draft (editors and publishers); the HTML is sanitized; 409 when the permaLink is taken', body: N.StaffPostCreateBody, data: N.StaffPost, status: 201, auth: 'staff', errors: [409, 422] },
  { method: 'get', path: `${posts}/{id}`, summary: 'Staff: one news post, any status', data: N.StaffPost, auth: 'staff' },
  { method: 'put', path: `${posts}/{id}`, summary: 'Staff: edit the given fields (editors: drafts only; publishers: any not deleted)', body: N.StaffPostEditBody, data: N.StaffPost, auth: 'staff', errors: [409, 422] },
  { method: 'get', path: `${posts}/{id}/history`, summary: 'Staff: every change of the post, newest first (who, when, fields before and after)', data: list(ContentChange), auth: 'staff' },
  { method: 'post', path: `${posts}/{id}/publish`, summary: 'Publishers: publish now', body: StaffEmptyBody, data: N.StaffPost, auth: 'staff', errors: [409] },
  { method: 'post', path: `${posts}/{id}/schedule`, summary: 'Publishers: publish at a future publishDate (released by the job)', body: StaffScheduleBody, data: N.StaffPost, auth: 'staff', errors: [409] },
  { method: 'post', path: `${posts}/{id}/unpublish`, summary: 'Publishers: back to draft, gone from the public site at once', body: StaffEmptyBody, data: N.StaffPost, auth: 'staff', errors: [409] },
  { method: 'delete', path: `${posts}/{id}`, summary: 'Publishers: delete (gone from the public site at once; restorable for 30 days, then purged)', data: N.StaffPost, auth: 'staff', errors: [409] },
  { method: 'post', path: `${posts}/{id}/restore`, summary: 'Publishers: undo a delete within 30 days', body: StaffEmptyBody, data: N.StaffPost, auth: 'staff', errors: [409] },
];

const plans = '/api/staff/plans';

const planOps: Op[] = [
  { method: 'get', path: plans, summary: 'Staff: subscription plans in signup order (search q, filter by active, paging)', query: P.StaffPlanListQuery, data: list(P.StaffPlan), paged: true, auth: 'staff' },
  { method: 'post', path: plans, summary: 'Publishers: create a plan (names and feature lines per locale, prices in USD and EUR, period, rebill, provider codes)', body: P.StaffPlanCreateBody, data: P.StaffPlan, status: 201, auth: 'staff', errors: [422] },
  { method: 'get', path: `${plans}/{id}`, summary: 'Staff: one plan', data: P.StaffPlan, auth: 'staff' },
  { method: 'put', path: `${plans}/{id}`, summary: 'Publishers: edit the given fields of a plan (active: false takes it off signup)', body: P.StaffPlanEditBody, data: P.StaffPlan, auth: 'staff', errors: [422] },
  { method: 'get', path: `${plans}/{id}/history`, summary: 'Staff: every change of the plan, newest first', data: list(ContentChange), auth: 'staff' },
];

export const staffNewsArea: Area = {
  tag: { name: 'Staff news and plans', description: 'News posts (drafts by editors; publishing, scheduling, unpublishing and soft deletion by publishers) and subscription plans (changed by publishers), with the history of changes.' },
  ops: [...postOps, ...planOps],
};
