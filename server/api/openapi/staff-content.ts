// The staff content area (server/api/staff-updates.ts): editors and publishers; publishers only
// where the summary says so (403 to editors).
import * as S from '../../../schemas/api/staff-content';
import { list, type Area, type Op } from './operation';
import { TAXONOMIES } from '../staff-taxonomy';

const base = '/api/staff/updates';

const ops: Op[] = [
  { method: 'get', path: base, summary: 'Staff: updates of every status (search q, filter by type/status/model, sort, paging)', query: S.StaffUpdateListQuery, data: list(S.StaffUpdate), paged: true, auth: 'staff' },
  { method: 'post', path: base, summary: 'Staff: create an update as a draft (editors and publishers); 409 when the permaLink is taken', body: S.StaffUpdateCreateBody, data: S.StaffUpdate, status: 201, auth: 'staff', errors: [409, 422] },
  { method: 'get', path: `${base}/{id}`, summary: 'Staff: one update, any status', data: S.StaffUpdate, auth: 'staff' },
  { method: 'put', path: `${base}/{id}`, summary: 'Staff: edit the given fields (editors: drafts only; publishers: any not deleted)', body: S.StaffUpdateEditBody, data: S.StaffUpdate, auth: 'staff', errors: [409, 422] },
  { method: 'get', path: `${base}/{id}/history`, summary: 'Staff: every change of the update, newest first (who, when, fields before and after)', data: list(S.ContentChange), auth: 'staff' },
  { method: 'post', path: `${base}/{id}/publish`, summary: 'Publishers: release now; 409 naming the other video/DVD update released that day', body: S.StaffEmptyBody, data: S.StaffUpdate, auth: 'staff', errors: [409] },
  { method: 'post', path: `${base}/{id}/schedule`, summary: 'Publishers: release at a future publishDate (the next update and countdown target); 409 naming the other video/DVD update that day', body: S.StaffScheduleBody, data: S.StaffUpdate, auth: 'staff', errors: [409] },
  { method: 'post', path: `${base}/{id}/unpublish`, summary: 'Publishers: back to draft, gone from the public site at once', body: S.StaffEmptyBody, data: S.StaffUpdate, auth: 'staff', errors: [409] },
  { method: 'delete', path: `${base}/{id}`, summary: 'Publishers: delete (gone from the public site at once; restorable for 30 days, then purged)', data: S.StaffUpdate, auth: 'staff', errors: [409] },
  { method: 'post', path: `${base}/{id}/restore`, summary: 'Publishers: undo a delete within 30 days', body: S.StaffEmptyBody, data: S.StaffUpdate, auth: 'staff', errors: [409] },
];

const models = '/api/staff/models';

const modelOps: Op[] = [
  { method: 'get', path: models, summary: 'Staff: models of every status (search q, filter by status, sort, paging)', query: S.StaffModelListQuery, data: list(S.StaffModel), paged: true, auth: 'staff' },
  { method: 'post', path: models, summary: 'Staff: create a model as a draft (editors and publishers); 409 when the permaLink is taken; 422 when imageAssetId is not a library picture', body: S.StaffModelCreateBody, data: S.StaffModel, status: 201, auth: 'staff', errors: [409, 422] },
  { method: 'get', path: `${models}/{id}`, summary: 'Staff: one model, any status', data: S.StaffModel, auth: 'staff' },
  { method: 'put', path: `${models}/{id}`, summary: 'Staff: edit the given fields (editors: drafts only; publishers: any not deleted)', body: S.StaffModelEditBody, data: S.StaffModel, auth: 'staff', errors: [409, 422] },
  { method: 'get', path: `${models}/{id}/history`, summary: 'Staff: every change of the model, newest first (who, when, fields before and after)', data: list(S.ContentChange), auth: 'staff' },
  { method: 'post', path: `${models}/{id}/publish`, summary: 'Publishers: show the model on the public site', body: S.StaffEmptyBody, data: S.StaffModel, auth: 'staff', errors: [409] },
  { method: 'post', path: `${models}/{id}/unpublish`, summary: 'Publishers: back to draft, gone from the public site at once', body: S.StaffEmptyBody, data: S.StaffModel, auth: 'staff', errors: [409] },
  { method: 'delete', path: `${models}/{id}`, summary: 'Publishers: delete (gone from the public site at once; restorable for 30 days, then purged)', data: S.StaffModel, auth: 'staff', errors: [409] },
  { method: 'post', path: `${models}/{id}/restore`, summary: 'Publishers: undo a delete within 30 days', body: S.StaffEmptyBody, data: S.StaffModel, auth: 'staff', errors: [409] },
];

const taxonomyOps: Op[] = Object.entries(TAXONOMIES).flatMap(([table, entity]): Op[] => [
  { method: 'get', path: `/api/staff/${table}`, summary: `Staff: ${table} (search q, paging)`, query: S.StaffNamedListQuery, data: list(S.StaffNamed), paged: true, auth: 'staff' },
  { method: 'post', path: `/api/staff/${table}`, summary: `Staff: create a ${entity} with its names per locale; 409 when the permaLink is taken`, body: S.StaffNamedCreateBody, data: S.StaffNamed, status: 201, auth: 'staff', errors: [409] },
  { method: 'get', path: `/api/staff/${table}/{id}`, summary: `Staff: one ${entity}`, data: S.StaffNamed, auth: 'staff' },
  { method: 'put', path: `/api/staff/${table}/{id}`, summary: `Staff: edit the given fields of a ${entity}`, body: S.StaffNamedEditBody, data: S.StaffNamed, auth: 'staff', errors: [409] },
  { method: 'get', path: `/api/staff/${table}/{id}/history`, summary: `Staff: every change of the ${entity}, newest first`, data: list(S.ContentChange), auth: 'staff' },
  { method: 'delete', path: `/api/staff/${table}/{id}`, summary: `Publishers: delete a ${entity} no update or post uses (409 naming how many do)`, status: 204, auth: 'staff', errors: [409] },
]);

export const staffContentArea: Area = {
  tag: { name: 'Staff content', description: 'Updates of every type, models, tags, channels, places and categories as staff manage them: drafts (editors), publishing, scheduling, unpublishing, soft deletion and the history of changes (publishers).' },
  ops: [...ops, ...modelOps, ...taxonomyOps],
};
