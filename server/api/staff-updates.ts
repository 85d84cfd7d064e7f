// The staff content area's calls over updates (video, gallery, DVD). Editors list, create and edit
// drafts; publishers also publish, schedule, unpublish, delete (undone within 30 days) and edit live
// updates. Every change is recorded (GET .../history); every change visitors can see drops the
// page and API caches of every process.
import { Router, type Request } from 'express';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { AppContext } from '../context';
import { HttpError, notFound, send, sendList } from './http';
import { body, queryOf, validQuery } from './validate';
import { requirePolicy } from '../auth/middleware';
import { mayEditContent, mayPublishContent } from '../../shared/roles';
import { MAX_ID } from '../../schemas/api/common';
import { StaffEmptyBody, StaffScheduleBody, StaffUpdateCreateBody, StaffUpdateEditBody, StaffUpdateListQuery, type StaffUpdate } from '../../schemas/api/staff-content';
import { constraintViolation } from '../db/constraint-violation';
import { reindexOne } from '../db/search-index';
import {
  RESTORE_DAYS,
  changesBetween,
  checkImageAsset,
  checkReferences,
  checkSameDay,
  recordChange,
  staffUpdate,
  contentHistory,
  writeUpdate,
  type Actor,
} from '../queries/staff-updates';

const PUBLISHERS_ONLY = 'Publishers only: an editor creates and edits drafts, a publisher publishes, schedules, unpublishes and deletes';
const YEAR_MS = 366 * 86400_000;

function idParam(req: Request): number {
  const raw = String(req.params.id);
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > MAX_ID) throw notFound('Update');
  return Number(raw);
}

const actor = (req: Request): Actor => ({ id: req.user!.id, username: req.user!.username });

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function staffUpdatesRouter(ctx: AppContext): Router {
  const r = Router();
  const editor = requirePolicy(ctx, mayEditContent, 'Editors and publishers only');
  const publisher = requirePolicy(ctx, mayPublishContent, PUBLISHERS_ONLY);

  const load = async (id: number) => {
    const update = await staffUpdate(ctx.db, id, ctx.now());
    if (!update) throw notFound('Update');
    return update;
  };
  const notDeleted = (u: StaffUpdate) => {
    if (u.status === 'deleted') throw new HttpError(409, 'update_deleted', `Update ${u.id} is deleted: restore it first`);
  };
  /** A taken permaLink is a 409 naming the field, from whichever write hit the unique index. */
  const permaLinkTaken = (err: unknown, permaLink: string | undefined): never => {
    const violation = constraintViolation(err);
    if (violation === 'foreign_key') throw new HttpError(422, 'unknown_reference', 'A referenced model, tag, place, channel or category no longer exists');
    if (permaLink !== undefined && violation === 'unique') throw new HttpError(409, 'perma_link_taken', `Another update already has the permaLink "${permaLink}"`, { permaLink: 'already taken' });
    throw err;
  };
  /** Writes, records the change with its before/after, drops the caches when visitors could see it. */
  const change = async (id: number, action: string, req: Request, write: (trx: Transaction<Database>) => Promise<void>, before: StaffUpdate | undefined) => {
    const now = ctx.now();
    const after = await ctx.db.transaction().execute(async (trx) => {
      await write(trx);
      const after = (await staffUpdate(trx, id, now))!;
      await recordChange(trx, id, action, actor(req), changesBetween(before, after), now);
      return after;
    });
    const visible = (s: StaffUpdate['status'] | undefined) => s === 'published' || s === 'scheduled';
    if (visible(before?.status) || visible(after.status)) await ctx.httpCache.invalidate(`update ${id} ${action}`);
    return after;
  };

  r.get('/staff/updates', editor, validQuery(StaffUpdateListQuery), async (req, res) => {
    const query = queryOf(req, StaffUpdateListQuery);
    const now = ctx.now();
    let q = ctx.db.selectFrom('updates');
    if (query.type) q = q.where('content_type', '=', query.type);
    if (query.status === 'deleted') q = q.where('deleted_at', 'is not', null);
    else if (query.status) {
      q = q.where('deleted_at', 'is', null);
      if (query.status === 'draft') q = q.where('status', '!=', 'published');
      else q = q.where('status', '=', 'published').where('publish_date', query.status === 'scheduled' ? '>' : '<=', now);
    }
    if (query.model) {
      const model = query.model;
      q = q.where(({ exists, selectFrom }) => exists(selectFrom('update_models').select('update_models.model_id').whereRef('update_models.update_id', '=', 'updates.id').where('update_models.model_id', '=', model)));
    }
    if (query.q) {
      const pattern = likePattern(query.q);
      q = q.where((eb) => eb.or([sql<boolean>`lower(${eb.ref('full_name')}) like ${pattern} escape '\\'`, sql<boolean>`${eb.ref('perma_link')} like ${pattern} escape '\\'`]));
    }
    const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const size = query.s ?? 30;
    const sort = query.sort ?? 'newest';
    const ordered =
      sort === 'title' ? q.orderBy('full_name').orderBy('id') : sort === 'updated' ? q.orderBy('updated_at', 'desc').orderBy('id', 'desc') : q.orderBy('publish_date', sort === 'oldest' ? 'asc' : 'desc').orderBy('id', sort === 'oldest' ? 'asc' : 'desc');
    const ids = await ordered.select('id').limit(size).offset((query.p ?? 0) * size).execute();
    const rows = await Promise.all(ids.map((row) => staffUpdate(ctx.db, row.id, now)));
    sendList(res, rows.filter((u): u is StaffUpdate => !!u), total);
  });

  r.post('/staff/updates', editor, async (req, res) => {
    const input = body(req, StaffUpdateCreateBody);
    if (input.chapters?.length && input.contentType !== 'video') throw new HttpError(422, 'chapters_for_videos', 'chapters: only video updates have chapters', { chapters: 'only video updates have chapters' });
    await checkReferences(ctx.db, input);
    await checkImageAsset(ctx.db, input.imageAssetId);
    const now = ctx.now();
    const date = new Date(Date.parse(now));
    let id = 0;
    try {
      id = await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('updates')
          .values({
            content_type: input.contentType,
            perma_link: input.permaLink,
            full_name: input.fullName,
            names: '{}',
            description: '',
            publish_date: now,
            publish_year: date.getUTCFullYear(),
            publish_month: date.getUTCMonth() + 1,
            created_at: now,
            updated_at: now,
            hardcore: 0,
            image_pool: 0,
            view_count: 0,
            rating: 0,
            rating_count: 0,
            status: 'draft',
            released: 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeUpdate(trx, row.id, input, now);
        await recordChange(trx, row.id, 'create', actor(req), changesBetween(undefined, (await staffUpdate(trx, row.id, now))!), now);
        return row.id;
      });
    } catch (err) {
      permaLinkTaken(err, input.permaLink);
    }
    await reindexOne(ctx.db, ctx.dialect, 'update', id);
    send(res, await load(id), 201);
  });

  r.get('/staff/updates/:id', editor, async (req, res) => {
    send(res, await load(idParam(req)));
  });

  r.get('/staff/updates/:id/history', editor, async (req, res) => {
    const id = idParam(req);
    await load(id);
    send(res, await contentHistory(ctx.db, id));
  });

  r.put('/staff/updates/:id', editor, async (req, res) => {
    const id = idParam(req);
    const input = body(req, StaffUpdateEditBody);
    const before = await load(id);
    notDeleted(before);
    if (before.status !== 'draft' && !mayPublishContent(req.user)) throw new HttpError(403, 'forbidden', `${PUBLISHERS_ONLY}: this update is ${before.status}`);
    const contentType = input.contentType ?? before.contentType;
    const chapters = input.chapters ?? before.chapters;
    if (chapters.length && contentType !== 'video') throw new HttpError(422, 'chapters_for_videos', 'chapters: only video updates have chapters', { chapters: 'only video updates have chapters' });
    await checkReferences(ctx.db, input);
    await checkImageAsset(ctx.db, input.imageAssetId);
    if (before.status !== 'draft' && input.contentType) await checkSameDay(ctx.db, id, contentType, before.publishDate);
    try {
      const after = await change(id, 'edit', req, (trx) => writeUpdate(trx, id, input, ctx.now()), before);
      await reindexOne(ctx.db, ctx.dialect, 'update', id);
      send(res, after);
    } catch (err) {
      permaLinkTaken(err, input.permaLink);
    }
  });

  /** Published at `publishDate` (now: live at once; later: scheduled, released by the job). */
  const release = async (req: Request, id: number, publishDate: string, action: 'publish' | 'schedule') => {
    const before = await load(id);
    notDeleted(before);
    if (action === 'publish' && before.status === 'published') throw new HttpError(409, 'update_published', `Update ${id} is already published (since ${before.publishDate})`);
    await checkSameDay(ctx.db, id, before.contentType, publishDate);
    const date = new Date(Date.parse(publishDate));
    const due = publishDate <= ctx.now();
    return change(
      id,
      action,
      req,
      async (trx) => {
        await trx
          .updateTable('updates')
          .set({ status: 'published', publish_date: date.toISOString(), publish_year: date.getUTCFullYear(), publish_month: date.getUTCMonth() + 1, released: due ? 1 : 0, updated_at: ctx.now() })
          .where('id', '=', id)
          .execute();
      },
      before,
    );
  };

  r.post('/staff/updates/:id/publish', publisher, async (req, res) => {
    const id = idParam(req);
    body(req, StaffEmptyBody);
    send(res, await release(req, id, new Date(Date.parse(ctx.now())).toISOString(), 'publish'));
  });

  r.post('/staff/updates/:id/schedule', publisher, async (req, res) => {
    const id = idParam(req);
    const { publishDate } = body(req, StaffScheduleBody);
    const at = Date.parse(publishDate);
    const now = Date.parse(ctx.now());
    if (!(at > now)) throw new HttpError(400, 'validation_failed', 'publishDate must be in the future', { publishDate: 'must be in the future' });
    if (at - now > YEAR_MS) throw new HttpError(400, 'validation_failed', 'publishDate is more than a year ahead', { publishDate: 'at most a year ahead' });
    const update = await release(req, id, new Date(at).toISOString(), 'schedule');
    send(res, update);
  });

  r.post('/staff/updates/:id/unpublish', publisher, async (req, res) => {
    const id = idParam(req);
    body(req, StaffEmptyBody);
    const before = await load(id);
    notDeleted(before);
    send(res, await change(id, 'unpublish', req, async (trx) => void (await trx.updateTable('updates').set({ status: 'draft', released: 0, updated_at: ctx.now() }).where('id', '=', id).execute()), before));
  });

  r.delete('/staff/updates/:id', publisher, async (req, res) => {
    const id = idParam(req);
    const before = await load(id);
    notDeleted(before);
    const user = req.user!.id;
    send(res, await change(id, 'delete', req, async (trx) => void (await trx.updateTable('updates').set({ deleted_at: ctx.now(), deleted_by: user }).where('id', '=', id).execute()), before));
  });

  r.post('/staff/updates/:id/restore', publisher, async (req, res) => {
    const id = idParam(req);
    body(req, StaffEmptyBody);
    const before = await load(id);
    if (before.status !== 'deleted') throw new HttpError(409, 'update_not_deleted', `Update ${id} is not deleted`);
    if (Date.parse(before.purgeAt!) <= Date.parse(ctx.now())) throw new HttpError(409, 'restore_expired', `Update ${id} was deleted more than ${RESTORE_DAYS} days ago and can no longer be restored`);
    const row = await ctx.db.selectFrom('updates').select(['status', 'content_type', 'publish_date']).where('id', '=', id).executeTakeFirstOrThrow();
    if (row.status === 'published') await checkSameDay(ctx.db, id, row.content_type, row.publish_date);
    send(res, await change(id, 'restore', req, async (trx) => void (await trx.updateTable('updates').set({ deleted_at: null, deleted_by: null }).where('id', '=', id).execute()), before));
  });

  return r;
}
