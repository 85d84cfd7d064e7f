// The staff content area's calls over news posts. Editors list, create and edit drafts; publishers
// also publish, schedule, unpublish, delete (undone within 30 days) and edit live posts. Every change
// is recorded (GET .../history); every change visitors can see drops the page and API caches.
import { Router, type Request } from 'express';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { AppContext } from '../context';
import { HttpError, notFound, send, sendList } from './http';
import { body, queryOf, validQuery } from './validate';
import { requirePolicy } from '../auth/middleware';
import { mayEditContent, mayPublishContent } from '../../shared/roles';
import { MAX_ID } from '../../schemas/api/common';
import { StaffEmptyBody, StaffScheduleBody } from '../../schemas/api/staff-content';
import { StaffPostCreateBody, StaffPostEditBody, StaffPostListQuery, type StaffPost } from '../../schemas/api/staff-news';
import { constraintViolation } from '../db/constraint-violation';
import { RESTORE_DAYS, changesBetween, contentHistory, recordChange, type Actor } from '../queries/staff-updates';
import { checkPostReferences, staffPost, writePost } from '../queries/staff-news';

const PUBLISHERS_ONLY = 'Publishers only: an editor creates and edits drafts, a publisher publishes, schedules, unpublishes and deletes';
const YEAR_MS = 366 * 86400_000;

function idParam(req: Request): number {
  const raw = String(req.params.id);
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > MAX_ID) throw notFound('Post');
  return Number(raw);
}

const actor = (req: Request): Actor => ({ id: req.user!.id, username: req.user!.username });

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function staffNewsRouter(ctx: AppContext): Router {
  const r = Router();
  const editor = requirePolicy(ctx, mayEditContent, 'Editors and publishers only');
  const publisher = requirePolicy(ctx, mayPublishContent, PUBLISHERS_ONLY);

  const load = async (id: number) => {
    const post = await staffPost(ctx.db, id, ctx.now());
    if (!post) throw notFound('Post');
    return post;
  };
  const notDeleted = (p: StaffPost) => {
    if (p.status === 'deleted') throw new HttpError(409, 'post_deleted', `Post ${p.id} is deleted: restore it first`);
  };
  const writeFailed = (err: unknown, permaLink: string | undefined): never => {
    const violation = constraintViolation(err);
    if (violation === 'foreign_key') throw new HttpError(422, 'unknown_reference', 'A referenced category, tag or model no longer exists');
    if (permaLink !== undefined && violation === 'unique') throw new HttpError(409, 'perma_link_taken', `Another post already has the permaLink "${permaLink}"`, { permaLink: 'already taken' });
    throw err;
  };
  /** Writes, records the change with its before/after, drops the caches when visitors could see it. */
  const change = async (id: number, action: string, req: Request, write: (trx: Transaction<Database>) => Promise<void>, before: StaffPost | undefined) => {
    const now = ctx.now();
    const after = await ctx.db.transaction().execute(async (trx) => {
      await write(trx);
      const after = (await staffPost(trx, id, now))!;
      await recordChange(trx, id, action, actor(req), changesBetween(before, after), now, 'post');
      return after;
    });
    const visible = (s: StaffPost['status'] | undefined) => s === 'published' || s === 'scheduled';
    if (visible(before?.status) || visible(after.status)) await ctx.httpCache.invalidate(`post ${id} ${action}`);
    return after;
  };

  r.get('/staff/posts', editor, validQuery(StaffPostListQuery), async (req, res) => {
    const query = queryOf(req, StaffPostListQuery);
    const now = ctx.now();
    let q = ctx.db.selectFrom('posts');
    if (query.status === 'deleted') q = q.where('deleted_at', 'is not', null);
    else if (query.status) {
      q = q.where('deleted_at', 'is', null);
      if (query.status === 'draft') q = q.where('status', '!=', 'published');
      else q = q.where('status', '=', 'published').where('publish_date', query.status === 'scheduled' ? '>' : '<=', now);
    }
    if (query.category) q = q.where('category_id', '=', query.category);
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
    const rows = await Promise.all(ids.map((row) => staffPost(ctx.db, row.id, now)));
    sendList(res, rows.filter((p): p is StaffPost => !!p), total);
  });

  r.post('/staff/posts', editor, async (req, res) => {
    const input = body(req, StaffPostCreateBody);
    await checkPostReferences(ctx.db, input);
    const now = ctx.now();
    let id = 0;
    try {
      id = await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('posts')
          .values({ perma_link: input.permaLink, full_name: input.fullName, names: '{}', content: '', category_id: input.categoryId, publish_date: now, created_at: now, updated_at: now, image_pool: 0, status: 'draft', released: 0 })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writePost(trx, row.id, input, now);
        await recordChange(trx, row.id, 'create', actor(req), changesBetween(undefined, (await staffPost(trx, row.id, now))!), now, 'post');
        return row.id;
      });
    } catch (err) {
      writeFailed(err, input.permaLink);
    }
    send(res, await load(id), 201);
  });

  r.get('/staff/posts/:id', editor, async (req, res) => {
    send(res, await load(idParam(req)));
  });

  r.get('/staff/posts/:id/history', editor, async (req, res) => {
    const id = idParam(req);
    await load(id);
    send(res, await contentHistory(ctx.db, id, 'post'));
  });

  r.put('/staff/posts/:id', editor, async (req, res) => {
    const id = idParam(req);
    const input = body(req, StaffPostEditBody);
    const before = await load(id);
    notDeleted(before);
    if (before.status !== 'draft' && !mayPublishContent(req.user)) throw new HttpError(403, 'forbidden', `${PUBLISHERS_ONLY}: this post is ${before.status}`);
    await checkPostReferences(ctx.db, input);
    try {
      send(res, await change(id, 'edit', req, (trx) => writePost(trx, id, input, ctx.now()), before));
    } catch (err) {
      writeFailed(err, input.permaLink);
    }
  });

  /** Published at `publishDate` (now: live at once; later: scheduled, released by the job). */
  const release = async (req: Request, id: number, publishDate: string, action: 'publish' | 'schedule') => {
    const before = await load(id);
    notDeleted(before);
    if (action === 'publish' && before.status === 'published') throw new HttpError(409, 'post_published', `Post ${id} is already published (since ${before.publishDate})`);
    const due = publishDate <= ctx.now();
    return change(
      id,
      action,
      req,
      async (trx) => void (await trx.updateTable('posts').set({ status: 'published', publish_date: publishDate, released: due ? 1 : 0, updated_at: ctx.now() }).where('id', '=', id).execute()),
      before,
    );
  };

  r.post('/staff/posts/:id/publish', publisher, async (req, res) => {
    const id = idParam(req);
    body(req, StaffEmptyBody);
    send(res, await release(req, id, new Date(Date.parse(ctx.now())).toISOString(), 'publish'));
  });

  r.post('/staff/posts/:id/schedule', publisher, async (req, res) => {
    const id = idParam(req);
    const { publishDate } = body(req, StaffScheduleBody);
    const at = Date.parse(publishDate);
    const now = Date.parse(ctx.now());
    if (!(at > now)) throw new HttpError(400, 'validation_failed', 'publishDate must be in the future', { publishDate: 'must be in the future' });
    if (at - now > YEAR_MS) throw new HttpError(400, 'validation_failed', 'publishDate is more than a year ahead', { publishDate: 'at most a year ahead' });
    send(res, await release(req, id, new Date(at).toISOString(), 'schedule'));
  });

  r.post('/staff/posts/:id/unpublish', publisher, async (req, res) => {
    const id = idParam(req);
    body(req, StaffEmptyBody);
    const before = await load(id);
    notDeleted(before);
    send(res, await change(id, 'unpublish', req, async (trx) => void (await trx.updateTable('posts').set({ status: 'draft', released: 0, updated_at: ctx.now() }).where('id', '=', id).execute()), before));
  });

  r.delete('/staff/posts/:id', publisher, async (req, res) => {
    const id = idParam(req);
    const before = await load(id);
    notDeleted(before);
    const user = req.user!.id;
    send(res, await change(id, 'delete', req, async (trx) => void (await trx.updateTable('posts').set({ deleted_at: ctx.now(), deleted_by: user }).where('id', '=', id).execute()), before));
  });

  r.post('/staff/posts/:id/restore', publisher, async (req, res) => {
    const id = idParam(req);
    body(req, StaffEmptyBody);
    const before = await load(id);
    if (before.status !== 'deleted') throw new HttpError(409, 'post_not_deleted', `Post ${id} is not deleted`);
    if (Date.parse(before.purgeAt!) <= Date.parse(ctx.now())) throw new HttpError(409, 'restore_expired', `Post ${id} was deleted more than ${RESTORE_DAYS} days ago and can no longer be restored`);
    send(res, await change(id, 'restore', req, async (trx) => void (await trx.updateTable('posts').set({ deleted_at: null, deleted_by: null }).where('id', '=', id).execute()), before));
  });

  return r;
}
