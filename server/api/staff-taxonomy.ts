// The staff content area's calls over tags, channels, places and categories (names per locale):
// editors list, create and edit; publishers delete one nothing refers to. Every change is recorded
// (GET .../history) and drops the caches of every process (they are public lists).
import { Router, type Request } from 'express';
import { sql, type Updateable } from 'kysely';
import type { AppContext } from '../context';
import type { NamedRow, NamedTable } from '../db/schema';
import { HttpError, notFound, send, sendList } from './http';
import { body, queryOf, validQuery } from './validate';
import { requirePolicy } from '../auth/middleware';
import { mayEditContent, mayPublishContent } from '../../shared/roles';
import { MAX_ID } from '../../schemas/api/common';
import { StaffNamedCreateBody, StaffNamedEditBody, StaffNamedListQuery, type StaffNamed } from '../../schemas/api/staff-content';
import { constraintViolation } from '../db/constraint-violation';
import { changesBetween, contentHistory, recordChange, textsOf, type Entity } from '../queries/staff-updates';

export const TAXONOMIES = { tags: 'tag', channels: 'channel', places: 'place', categories: 'category' } as const satisfies Record<string, Entity>;
type Table = keyof typeof TAXONOMIES;

const toStaffNamed = (row: NamedRow): StaffNamed => ({ id: row.id, fullName: row.full_name, permaLink: row.perma_link, description: row.description, names: textsOf(row.names), imagePool: row.image_pool });

function columnsOf(input: Partial<StaffNamedCreateBody>): Updateable<NamedTable> {
  const row: Updateable<NamedTable> = {};
  if (input.fullName !== undefined) row.full_name = input.fullName;
  if (input.permaLink !== undefined) row.perma_link = input.permaLink;
  if (input.description !== undefined) row.description = input.description;
  if (input.names !== undefined) row.names = JSON.stringify(Object.fromEntries(Object.entries(input.names).filter(([, v]) => v !== '')));
  if (input.imagePool !== undefined) row.image_pool = input.imagePool;
  return row;
}

/** How many updates and posts refer to the row (a delete would change them). */
async function references(ctx: AppContext, table: Table, id: number): Promise<number> {
  const count = async (q: Promise<{ n: number | string | bigint }>) => Number((await q).n);
  const db = ctx.db;
  if (table === 'tags') {
    return (
      (await count(db.selectFrom('update_tags').select((eb) => eb.fn.countAll<number>().as('n')).where('tag_id', '=', id).executeTakeFirstOrThrow())) +
      (await count(db.selectFrom('post_tags').select((eb) => eb.fn.countAll<number>().as('n')).where('tag_id', '=', id).executeTakeFirstOrThrow()))
    );
  }
  if (table === 'categories') {
    return (
      (await count(db.selectFrom('updates').select((eb) => eb.fn.countAll<number>().as('n')).where('category_id', '=', id).executeTakeFirstOrThrow())) +
      (await count(db.selectFrom('posts').select((eb) => eb.fn.countAll<number>().as('n')).where('category_id', '=', id).executeTakeFirstOrThrow()))
    );
  }
  const column = table === 'places' ? 'place_id' : 'channel_id';
  return count(db.selectFrom('updates').select((eb) => eb.fn.countAll<number>().as('n')).where(column, '=', id).executeTakeFirstOrThrow());
}

export function staffTaxonomyRouter(ctx: AppContext): Router {
  const r = Router();
  const editor = requirePolicy(ctx, mayEditContent, 'Editors and publishers only');
  const publisher = requirePolicy(ctx, mayPublishContent, 'Publishers only: an editor creates and edits, a publisher deletes');

  for (const [table, entity] of Object.entries(TAXONOMIES) as [Table, Entity][]) {
    const idParam = (req: Request): number => {
      const raw = String(req.params.id);
      if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > MAX_ID) throw notFound(entity);
      return Number(raw);
    };
    const load = async (id: number) => {
      const row = await ctx.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound(entity);
      return toStaffNamed(row);
    };
    const taken = (err: unknown, permaLink: string | undefined): never => {
      if (permaLink !== undefined && constraintViolation(err) === 'unique') throw new HttpError(409, 'perma_link_taken', `Another ${entity} already has the permaLink "${permaLink}"`, { permaLink: 'already taken' });
      throw err;
    };
    const actor = (req: Request) => ({ id: req.user!.id, username: req.user!.username });

    r.get(`/staff/${table}`, editor, validQuery(StaffNamedListQuery), async (req, res) => {
      const query = queryOf(req, StaffNamedListQuery);
      let q = ctx.db.selectFrom(table);
      if (query.q) {
        const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        q = q.where((eb) => eb.or([sql<boolean>`lower(${eb.ref('full_name')}) like ${pattern} escape '\\'`, sql<boolean>`${eb.ref('perma_link')} like ${pattern} escape '\\'`]));
      }
      const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const size = query.s ?? 30;
      const rows = await q.selectAll().orderBy('full_name').orderBy('id').limit(size).offset((query.p ?? 0) * size).execute();
      sendList(res, rows.map(toStaffNamed), total);
    });

    r.post(`/staff/${table}`, editor, async (req, res) => {
      const input = body(req, StaffNamedCreateBody);
      const now = ctx.now();
      try {
        const created = await ctx.db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto(table)
            .values({ perma_link: input.permaLink, full_name: input.fullName, names: '{}', description: null, image_pool: 0, ...columnsOf(input) } as never)
            .returningAll()
            .executeTakeFirstOrThrow();
          const after = toStaffNamed(row as NamedRow);
          await recordChange(trx, after.id, 'create', actor(req), changesBetween(undefined, after), now, entity);
          return after;
        });
        await ctx.httpCache.invalidate(`${entity} ${created.id} created`);
        send(res, created, 201);
      } catch (err) {
        taken(err, input.permaLink);
      }
    });

    r.get(`/staff/${table}/:id`, editor, async (req, res) => {
      send(res, await load(idParam(req)));
    });

    r.get(`/staff/${table}/:id/history`, editor, async (req, res) => {
      const id = idParam(req);
      await load(id);
      send(res, await contentHistory(ctx.db, id, entity));
    });

    r.put(`/staff/${table}/:id`, editor, async (req, res) => {
      const id = idParam(req);
      const input = body(req, StaffNamedEditBody);
      const before = await load(id);
      try {
        const after = await ctx.db.transaction().execute(async (trx) => {
          await trx.updateTable(table).set(columnsOf(input)).where('id', '=', id).execute();
          const after = toStaffNamed((await trx.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as NamedRow);
          await recordChange(trx, id, 'edit', actor(req), changesBetween(before, after), ctx.now(), entity);
          return after;
        });
        await ctx.httpCache.invalidate(`${entity} ${id} edited`);
        send(res, after);
      } catch (err) {
        taken(err, input.permaLink);
      }
    });

    r.delete(`/staff/${table}/:id`, publisher, async (req, res) => {
      const id = idParam(req);
      const before = await load(id);
      const used = await references(ctx, table, id);
      if (used) throw new HttpError(409, 'in_use', `The ${entity} "${before.fullName}" is used by ${used} update(s) or post(s): remove it from them first`);
      await ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom(table).where('id', '=', id).execute();
        await recordChange(trx, id, 'delete', actor(req), changesBetween<Partial<StaffNamed>>(before, {}), ctx.now(), entity);
      });
      await ctx.httpCache.invalidate(`${entity} ${id} deleted`);
      res.status(204).end();
    });
  }
  return r;
}
