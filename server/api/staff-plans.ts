// The staff content area's calls over subscription plans. Editors and publishers read them; only
// publishers create or change one, as every change is one visitors see on the signup page. Each
// change is recorded (GET .../history) and drops the page and API caches of every process.
import { Router, type Request } from 'express';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { HttpError, notFound, send, sendList } from './http';
import { body, queryOf, validQuery } from './validate';
import { requirePolicy } from '../auth/middleware';
import { mayEditContent, mayPublishContent } from '../../shared/roles';
import { MAX_ID } from '../../schemas/api/common';
import { StaffPlanCreateBody, StaffPlanEditBody, StaffPlanListQuery } from '../../schemas/api/staff-plans';
import { constraintViolation } from '../db/constraint-violation';
import { changesBetween, contentHistory, recordChange, type Actor } from '../queries/staff-updates';
import { planRow, plansOnly, staffPlan, toStaffPlan } from '../queries/staff-plans';

const PUBLISHERS_ONLY = 'Publishers only: plans are what visitors see on signup';

function idParam(req: Request): number {
  const raw = String(req.params.id);
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > MAX_ID) throw notFound('Plan');
  return Number(raw);
}

const actor = (req: Request): Actor => ({ id: req.user!.id, username: req.user!.username });

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const writeFailed = (err: unknown): never => {
  const violation = constraintViolation(err);
  if (violation === 'out_of_range') throw new HttpError(422, 'out_of_range', 'A number is out of the range this field can store');
  throw err;
};

export function staffPlansRouter(ctx: AppContext): Router {
  const r = Router();
  const editor = requirePolicy(ctx, mayEditContent, 'Editors and publishers only');
  const publisher = requirePolicy(ctx, mayPublishContent, PUBLISHERS_ONLY);

  const load = async (id: number) => {
    const plan = await staffPlan(ctx.db, id);
    if (!plan) throw notFound('Plan');
    return plan;
  };

  r.get('/staff/plans', editor, validQuery(StaffPlanListQuery), async (req, res) => {
    const query = queryOf(req, StaffPlanListQuery);
    let q = plansOnly(ctx.db);
    if (query.active !== undefined) q = q.where('active', '=', query.active ? 1 : 0);
    if (query.q) {
      const pattern = likePattern(query.q);
      q = q.where((eb) => eb.or([sql<boolean>`lower(${eb.ref('name')}) like ${pattern} escape '\\'`, sql<boolean>`lower(${eb.ref('provider_code')}) like ${pattern} escape '\\'`]));
    }
    const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const size = query.s ?? 30;
    const rows = await q.selectAll().orderBy('position').orderBy('id').limit(size).offset((query.p ?? 0) * size).execute();
    sendList(res, rows.map(toStaffPlan), total);
  });

  r.post('/staff/plans', publisher, async (req, res) => {
    const input = body(req, StaffPlanCreateBody);
    const now = ctx.now();
    const id = await ctx.db
      .transaction()
      .execute(async (trx) => {
        const last = await trx.selectFrom('articles').select((eb) => eb.fn.max('position').as('p')).executeTakeFirst();
        const row = await trx
          .insertInto('articles')
          .values({
            name: input.name,
            article_type: 'SUBSCRIPTION',
            price_dollar: input.priceDollar,
            price_euro: input.priceEuro,
            price_text: '',
            article_text: '',
            payment_providers: '',
            provider_code: input.providerCode,
            expires_in_months: input.periodMonths,
            recurring: input.recurring ? 1 : 0,
            position: input.position ?? Number(last?.p ?? 0) + 1,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.updateTable('articles').set(planRow(input, '{}')).where('id', '=', row.id).execute();
        await recordChange(trx, row.id, 'create', actor(req), changesBetween(undefined, (await staffPlan(trx, row.id))!), now, 'plan');
        return row.id;
      })
      .catch(writeFailed);
    await ctx.httpCache.invalidate(`plan ${id} create`);
    send(res, await load(id), 201);
  });

  r.get('/staff/plans/:id', editor, async (req, res) => {
    send(res, await load(idParam(req)));
  });

  r.get('/staff/plans/:id/history', editor, async (req, res) => {
    const id = idParam(req);
    await load(id);
    send(res, await contentHistory(ctx.db, id, 'plan'));
  });

  r.put('/staff/plans/:id', publisher, async (req, res) => {
    const id = idParam(req);
    const input = body(req, StaffPlanEditBody);
    const before = await load(id);
    const after = await ctx.db
      .transaction()
      .execute(async (trx) => {
        const stored = await trx.selectFrom('articles').select('names').where('id', '=', id).executeTakeFirstOrThrow();
        await trx.updateTable('articles').set(planRow(input, stored.names)).where('id', '=', id).execute();
        const after = (await staffPlan(trx, id))!;
        await recordChange(trx, id, 'edit', actor(req), changesBetween(before, after), ctx.now(), 'plan');
        return after;
      })
      .catch(writeFailed);
    await ctx.httpCache.invalidate(`plan ${id} edit`);
    send(res, after);
  });

  return r;
}
