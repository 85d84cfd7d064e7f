// The staff content area's calls over models: editors list, create and edit drafts; publishers also
// publish, unpublish, delete (undone within 30 days) and edit published models. Every change is
// recorded (GET .../history); every change visitors can see drops the caches of every process.
import { Router, type Request } from 'express';
import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { AppContext } from '../context';
import type { Database, ModelRow, ModelsTable } from '../db/schema';
import { HttpError, notFound, send, sendList } from './http';
import { body, queryOf, validQuery } from './validate';
import { requirePolicy } from '../auth/middleware';
import { mayEditContent, mayPublishContent } from '../../shared/roles';
import { MAX_ID } from '../../schemas/api/common';
import { StaffEmptyBody, StaffModelCreateBody, StaffModelEditBody, StaffModelListQuery, type StaffModel } from '../../schemas/api/staff-content';
import { constraintViolation } from '../db/constraint-violation';
import { reindexOne } from '../db/search-index';
import { RESTORE_DAYS, changesBetween, checkImageAsset, contentHistory, recordChange, textsOf, type Actor } from '../queries/staff-updates';

const PUBLISHERS_ONLY = 'Publishers only: an editor creates and edits drafts, a publisher publishes, unpublishes and deletes';
const DAY_MS = 86400_000;

type Db = Kysely<Database> | Transaction<Database>;

function idParam(req: Request): number {
  const raw = String(req.params.id);
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > MAX_ID) throw notFound('Model');
  return Number(raw);
}

const actor = (req: Request): Actor => ({ id: req.user!.id, username: req.user!.username });

const toStaffModel = (row: ModelRow): StaffModel => ({
  id: row.id,
  status: row.deleted_at ? 'deleted' : row.status === 'published' ? 'published' : 'draft',
  fullName: row.full_name,
  permaLink: row.perma_link,
  description: row.description,
  names: textsOf(row.names),
  gender: row.gender,
  age: row.age,
  height: row.height,
  weight: row.weight,
  hair: row.hair,
  eyes: row.eyes,
  country: row.country,
  imagePool: row.image_pool,
  trailer: row.trailer,
  metaTitle: row.meta_title,
  metaDescription: row.meta_description,
  imageAssetId: row.image_asset_id,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  deletedAt: row.deleted_at,
  purgeAt: row.deleted_at ? new Date(Date.parse(row.deleted_at) + RESTORE_DAYS * DAY_MS).toISOString() : null,
});

const staffModel = async (db: Db, id: number) => {
  const row = await db.selectFrom('models').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toStaffModel(row) : undefined;
};

function columnsOf(input: Partial<StaffModelCreateBody>, now: string): Updateable<ModelsTable> {
  const row: Updateable<ModelsTable> = { updated_at: now };
  if (input.fullName !== undefined) row.full_name = input.fullName;
  if (input.permaLink !== undefined) row.perma_link = input.permaLink;
  if (input.description !== undefined) row.description = input.description;
  if (input.names !== undefined) row.names = JSON.stringify(Object.fromEntries(Object.entries(input.names).filter(([, v]) => v !== '')));
  if (input.gender !== undefined) row.gender = input.gender;
  if (input.age !== undefined) row.age = input.age;
  if (input.height !== undefined) row.height = input.height;
  if (input.weight !== undefined) row.weight = input.weight;
  if (input.hair !== undefined) row.hair = input.hair;
  if (input.eyes !== undefined) row.eyes = input.eyes;
  if (input.country !== undefined) row.country = input.country;
  if (input.imagePool !== undefined) row.image_pool = input.imagePool;
  if (input.trailer !== undefined) row.trailer = input.trailer;
  if (input.metaTitle !== undefined) row.meta_title = input.metaTitle;
  if (input.metaDescription !== undefined) row.meta_description = input.metaDescription;
  if (input.imageAssetId !== undefined) row.image_asset_id = input.imageAssetId;
  return row;
}

export function staffModelsRouter(ctx: AppContext): Router {
  const r = Router();
  const editor = requirePolicy(ctx, mayEditContent, 'Editors and publishers only');
  const publisher = requirePolicy(ctx, mayPublishContent, PUBLISHERS_ONLY);

  const load = async (id: number) => {
    const model = await staffModel(ctx.db, id);
    if (!model) throw notFound('Model');
    return model;
  };
  const notDeleted = (m: StaffModel) => {
    if (m.status === 'deleted') throw new HttpError(409, 'model_deleted', `Model ${m.id} is deleted: restore it first`);
  };
  const permaLinkTaken = (err: unknown, permaLink: string | undefined): never => {
    if (permaLink !== undefined && constraintViolation(err) === 'unique') throw new HttpError(409, 'perma_link_taken', `Another model already has the permaLink "${permaLink}"`, { permaLink: 'already taken' });
    throw err;
  };
  const change = async (id: number, action: string, req: Request, set: Updateable<ModelsTable>, before: StaffModel) => {
    const now = ctx.now();
    const after = await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('models').set(set).where('id', '=', id).execute();
      const after = (await staffModel(trx, id))!;
      await recordChange(trx, id, action, actor(req), changesBetween(before, after), now, 'model');
      return after;
    });
    if (before.status === 'published' || after.status === 'published') await ctx.httpCache.invalidate(`model ${id} ${action}`);
    return after;
  };

  r.get('/staff/models', editor, validQuery(StaffModelListQuery), async (req, res) => {
    const query = queryOf(req, StaffModelListQuery);
    let q = ctx.db.selectFrom('models');
    if (query.status === 'deleted') q = q.where('deleted_at', 'is not', null);
    else if (query.status) q = q.where('deleted_at', 'is', null).where('status', query.status === 'published' ? '=' : '!=', 'published');
    if (query.q) {
      const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) => eb.or([sql<boolean>`lower(${eb.ref('full_name')}) like ${pattern} escape '\\'`, sql<boolean>`${eb.ref('perma_link')} like ${pattern} escape '\\'`]));
    }
    const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const size = query.s ?? 30;
    const sort = query.sort ?? 'name';
    const ordered = sort === 'newest' ? q.orderBy('created_at', 'desc').orderBy('id', 'desc') : sort === 'updated' ? q.orderBy('updated_at', 'desc').orderBy('id', 'desc') : q.orderBy('full_name').orderBy('id');
    const rows = await ordered.selectAll().limit(size).offset((query.p ?? 0) * size).execute();
    sendList(res, rows.map(toStaffModel), total);
  });

  r.post('/staff/models', editor, async (req, res) => {
    const input = body(req, StaffModelCreateBody);
    await checkImageAsset(ctx.db, input.imageAssetId);
    const now = ctx.now();
    let id = 0;
    try {
      id = await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('models')
          .values({ perma_link: input.permaLink, full_name: input.fullName, names: '{}', rating: 0, rating_count: 0, views: 0, age: null, weight: null, height: null, hair: null, eyes: null, gender: 'Female', description: '', country: null, image_pool: 0, trailer: null, meta_title: null, meta_description: null, keywords: null, created_at: now, updated_at: now, status: 'draft' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.updateTable('models').set(columnsOf(input, now)).where('id', '=', row.id).execute();
        await recordChange(trx, row.id, 'create', actor(req), changesBetween(undefined, (await staffModel(trx, row.id))!), now, 'model');
        return row.id;
      });
    } catch (err) {
      permaLinkTaken(err, input.permaLink);
    }
    await reindexOne(ctx.db, ctx.dialect, 'model', id);
    send(res, await load(id), 201);
  });

  r.get('/staff/models/:id', editor, async (req, res) => {
    send(res, await load(idParam(req)));
  });

  r.get('/staff/models/:id/history', editor, async (req, res) => {
    const id = idParam(req);
    await load(id);
    send(res, await contentHistory(ctx.db, id, 'model'));
  });

  r.put('/staff/models/:id', editor, async (req, res) => {
    const id = idParam(req);
    const input = body(req, StaffModelEditBody);
    const before = await load(id);
    await checkImageAsset(ctx.db, input.imageAssetId);
    notDeleted(before);
    if (before.status !== 'draft' && !mayPublishContent(req.user)) throw new HttpError(403, 'forbidden', `${PUBLISHERS_ONLY}: this model is ${before.status}`);
    try {
      const after = await change(id, 'edit', req, columnsOf(input, ctx.now()), before);
      await reindexOne(ctx.db, ctx.dialect, 'model', id);
      send(res, after);
    } catch (err) {
      permaLinkTaken(err, input.permaLink);
    }
  });

  for (const [action, status] of [['publish', 'published'], ['unpublish', 'draft']] as const) {
    r.post(`/staff/models/:id/${action}`, publisher, async (req, res) => {
      const id = idParam(req);
      body(req, StaffEmptyBody);
      const before = await load(id);
      notDeleted(before);
      send(res, await change(id, action, req, { status, updated_at: ctx.now() }, before));
    });
  }

  r.delete('/staff/models/:id', publisher, async (req, res) => {
    const id = idParam(req);
    const before = await load(id);
    notDeleted(before);
    send(res, await change(id, 'delete', req, { deleted_at: ctx.now(), deleted_by: req.user!.id }, before));
  });

  r.post('/staff/models/:id/restore', publisher, async (req, res) => {
    const id = idParam(req);
    body(req, StaffEmptyBody);
    const before = await load(id);
    if (before.status !== 'deleted') throw new HttpError(409, 'model_not_deleted', `Model ${id} is not deleted`);
    if (Date.parse(before.purgeAt!) <= Date.parse(ctx.now())) throw new HttpError(409, 'restore_expired', `Model ${id} was deleted more than ${RESTORE_DAYS} days ago and can no longer be restored`);
    send(res, await change(id, 'restore', req, { deleted_at: null, deleted_by: null }, before));
  });

  return r;
}
