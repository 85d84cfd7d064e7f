// Generic resources (usercomments, articles, correspondingupdates, affiliateentries,
// affiliatecampaigns, contentremovalrequests, contactrequests): GET list / by id, PUT add,
// POST {id} edit, DELETE {id} for staff. The few public calls of the specification (plans, the two
// forms, affiliate campaigns and entries) are mounted before the staff routes. Comments are written
// by members and removed (marked) by staff in comments.ts; here staff list, read and edit them.
// Queries: server/queries/resource-rows.ts.
import crypto from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { Type, type TObject } from '@sinclair/typebox';
import type { AppContext } from '../context';
import { commaList, HttpError, idParam, notFound, paging, send, sendList } from './http';
import { body, queryOf, validQuery } from './validate';
import { AffiliateEntryBody, ContactRequestBody, ContentRemovalRequestBody, ResourceListQuery } from '../../schemas/api/requests';
import { requireStaff } from '../auth/middleware';
import { constraintViolation } from '../db/constraint-violation';
import { Id } from '../../schemas/api/common';
import { CommentBody } from '../../schemas/api/comments';
import { storedCommentText } from './comments';
import { mountReads, type PublicRead } from './public/public-read';
import { requestReceived } from '../desk/requests-notify';
import { parseTexts, requestLang, textIn } from './localized-texts';
import {
  affiliateLinkRecords,
  deleteResource,
  FILTER_OPS,
  insertAffiliateEntry,
  insertFormRow,
  insertResource,
  resourcePage,
  resourceRow,
  updateResource,
  type ColumnFilter,
  type FilterOp,
  type ResourceTable,
} from '../queries/resource-rows';

interface Resource {
  table: ResourceTable;
  /** API field -> column. */
  fields: Record<string, string>;
  create: TObject;
  defaults?: () => Record<string, unknown>;
  /** Adding and deleting happen elsewhere (comments.ts): the generic PUT and DELETE are not mounted. */
  ownWrites?: boolean;
  /** Cleans validated input before it is stored. */
  prepare?: (input: Record<string, unknown>) => Record<string, unknown>;
}

const now = () => new Date().toISOString();
const S = (max = 5000) => Type.String({ maxLength: max });
const Price = Type.Number({ minimum: 0, maximum: 1_000_000 });

export const RESOURCES: Record<string, Resource> = {
  usercomments: {
    table: 'usercomments',
    fields: { id: 'id', user_id: 'user_id', content_update_id: 'update_id', comment: 'comment', created_at: 'created_at', deleted_at: 'deleted_at', deleted_by: 'deleted_by' },
    create: CommentBody,
    ownWrites: true,
    prepare: (input) => (typeof input.comment === 'string' ? { ...input, comment: storedCommentText(input.comment) } : input),
  },
  articles: {
    table: 'articles',
    fields: { id: 'id', name: 'name', article_type: 'article_type', price_dollar: 'price_dollar', price_euro: 'price_euro', price_text: 'price_text', article_text: 'article_text', payment_providers: 'payment_providers', provider_code: 'provider_code', expiresInMonths: 'expires_in_months', recurring: 'recurring' },
    create: Type.Object(
      {
        name: S(255), article_type: Type.Union([Type.Literal('SUBSCRIPTION'), Type.Literal('UPDATE')]), price_dollar: Price, price_euro: Price,
        price_text: S(), article_text: S(), payment_providers: S(255), provider_code: S(64), expiresInMonths: Type.Integer({ minimum: 0, maximum: 1200 }), recurring: Type.Integer({ minimum: 0, maximum: 1 }),
      },
      { additionalProperties: false },
    ),
  },
  correspondingupdates: {
    table: 'correspondingupdates',
    fields: { id: 'id', content_update_id: 'update_id', corresponding_update_id: 'corresponding_update_id' },
    create: Type.Object({ content_update_id: Id, corresponding_update_id: Id }, { additionalProperties: false }),
  },
  affiliateentries: {
    table: 'affiliate_entries',
    fields: { id: 'id', affiliateLink: 'affiliate_link', affiliateId: 'affiliate_id', referrer: 'referrer', status: 'status', created_at: 'created_at' },
    create: Type.Object({ affiliateLink: S(64), affiliateId: S(64), referrer: Type.Optional(S(2000)), status: S(16) }, { additionalProperties: false }),
    defaults: () => ({ created_at: now() }),
  },
  affiliatecampaigns: {
    table: 'affiliate_campaigns',
    fields: { id: 'id', affiliateId: 'affiliate_id', target: 'target', created_at: 'created_at' },
    create: Type.Object({ affiliateId: S(64), target: S(255) }, { additionalProperties: false }),
    defaults: () => ({ created_at: now() }),
  },
  contentremovalrequests: {
    table: 'content_removal_requests',
    fields: { id: 'id', user_name: 'user_name', email: 'email', content_update_url: 'content_update_url', reason: 'reason', created_at: 'created_at' },
    create: ContentRemovalRequestBody,
    defaults: () => ({ created_at: now() }),
  },
  contactrequests: {
    table: 'contact_requests',
    fields: { id: 'id', name: 'name', email: 'email', subject: 'subject', message: 'message', created_at: 'created_at' },
    create: ContactRequestBody,
    defaults: () => ({ created_at: now() }),
  },
};

const toApi = (res: Resource, row: Record<string, unknown>) => {
  const out: Record<string, unknown> = {};
  for (const [api, col] of Object.entries(res.fields)) out[api] = row[col];
  return out;
};
/** The column of an API field; own properties only, so `constructor` or `__proto__` is no field. */
const columnOf = (res: Resource, field: string): string | undefined => (Object.hasOwn(res.fields, field) ? res.fields[field] : undefined);

const toRow = (res: Resource, input: Record<string, unknown>) => {
  const out: Record<string, unknown> = {};
  for (const [api, v] of Object.entries(input)) {
    const column = columnOf(res, api);
    if (column && api !== 'id') out[column] = v;
  }
  return out;
};

/**
 * Staff write rows field by field, ids included: a write that breaks a constraint is the request's
 * fault (a referenced row that does not exist, a row others still reference, a duplicate).
 */
async function write<T>(run: () => Promise<T>, deleting = false): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const violation = constraintViolation(err);
    if (violation === 'foreign_key' && deleting) throw new HttpError(409, 'in_use', 'Other records still refer to this one');
    if (violation === 'foreign_key') throw new HttpError(422, 'unknown_reference', 'A record this one refers to does not exist');
    if (violation === 'out_of_range') throw new HttpError(422, 'out_of_range', 'A number is out of the range this field can store');
    if (violation) throw new HttpError(409, 'conflict', 'This would duplicate or leave out a required value');
    throw err;
  }
}

/** A plan's name, feature lines and text in the language (English where a text is missing). */
const articleIn = (lang: string) => (row: Record<string, unknown>) => {
  const texts = parseTexts(row.names as string | undefined);
  const out = { ...row };
  for (const column of ['name', 'price_text', 'article_text']) out[column] = textIn(texts, column, lang, String(row[column] ?? ''));
  return out;
};

/** fb (columns), ft (types: eq, ne, gt, lt, gte, lte, like), fv (values), index-aligned; only known fields. */
async function list(ctx: AppContext, res: Resource, req: { query: unknown }, localize?: (row: Record<string, unknown>) => Record<string, unknown>, fixed: ColumnFilter[] = [], order = 'id') {
  const query = queryOf(req, ResourceListQuery);
  const ft = commaList(query.ft);
  const fv = commaList(query.fv);
  const filters = commaList(query.fb).map((field, i): ColumnFilter => {
    const column = columnOf(res, field);
    if (!column) throw new HttpError(400, 'validation_failed', `Unknown filter field ${field}`, { fb: `unknown field ${field}` });
    const op = (ft[i] ?? 'eq') as FilterOp;
    if (!Object.hasOwn(FILTER_OPS, op)) throw new HttpError(400, 'validation_failed', `Unknown filter type ${ft[i]}`, { ft: 'unknown type' });
    return { column, op, value: fv[i] ?? '' };
  });
  const { rows, total } = await resourcePage(ctx, res.table, [...fixed, ...filters], paging(query, 100), order);
  return { rows: rows.map((r) => toApi(res, localize ? localize(r) : r)), total };
}

/**
 * Public: the subscription plans for the signup page, in the visitor's language (?lang=). A public
 * read, so the signup page's server render reads them in-process.
 */
export const articleReads = (ctx: AppContext): PublicRead[] => [
  {
    path: '/articles',
    query: ResourceListQuery,
    read: async (req) => {
      // Plans staff took off signup (active 0) are not offered; the rest in the staff's order.
      const { rows, total } = await list(ctx, RESOURCES.articles!, req, articleIn(requestLang(req)), [{ column: 'active', op: 'eq', value: '1' }], 'position');
      return { data: rows.map((a) => ({ ...a, recurring: a.recurring === 1 })), total };
    },
  },
];

export function resourcesRouter(ctx: AppContext): Router {
  const r = Router();
  const staff = requireStaff(ctx);
  const forms = ctx.limits.perAddress('forms');

  mountReads(r, articleReads(ctx));

  // Public forms: all four fields required ('Please fill in all fields').
  const form = (name: 'contactrequests' | 'contentremovalrequests') => async (req: Request, res: Response) => {
    const resDef = RESOURCES[name]!;
    const input = body(req, resDef.create, { message: 'Please fill in all fields' }) as Record<string, string>;
    const trimmed = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, v.trim()]));
    const id = await insertFormRow(ctx, resDef.table, { ...toRow(resDef, trimmed), ...resDef.defaults?.() });
    ctx.logger.info({ form: name, id }, 'form submitted');
    // The desk's due date and the staff mail; the visitor's answer does not depend on them.
    await requestReceived(ctx, name === 'contactrequests' ? 'contact' : 'removal', id).catch((err: unknown) => ctx.logger.error({ err, form: name, id }, 'request not announced to staff'));
    send(res, { id }, 201);
  };
  r.post('/contactrequests', forms, form('contactrequests'));
  r.post('/contentremovalrequests', forms, form('contentremovalrequests'));

  r.get('/affiliatecampaigns', validQuery(ResourceListQuery), async (req, res) => {
    const { rows, total } = await list(ctx, RESOURCES.affiliatecampaigns!, req);
    sendList(res, rows.map(({ affiliateId, target }) => ({ affiliateId, target })), total);
  });

  // A referral: affiliateId is the link id, a dash and 8 random characters.
  r.post('/affiliateentries', ctx.limits.perAddress('affiliateEntries'), async (req, res) => {
    const { affiliateLink, referrer } = body(req, AffiliateEntryBody);
    if (!(await affiliateLinkRecords(ctx, affiliateLink))) throw notFound('Affiliate campaign');
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
    const suffix = Array.from(crypto.randomBytes(8), (b) => alphabet[b % alphabet.length]).join('');
    const entry = { affiliate_link: affiliateLink, affiliate_id: `${affiliateLink}-${suffix}`, referrer: referrer ?? null, status: 'open', created_at: ctx.now() };
    await insertAffiliateEntry(ctx, entry);
    send(res, { affiliateLink, affiliateId: entry.affiliate_id, referrer: entry.referrer, status: entry.status }, 201);
  });

  for (const [name, def] of Object.entries(RESOURCES)) {
    const table = def.table;
    r.get(`/${name}`, staff, validQuery(ResourceListQuery), async (req, res) => {
      const { rows, total } = await list(ctx, def, req);
      sendList(res, rows, total);
    });
    r.get(`/${name}/:id`, staff, async (req, res) => {
      const row = await resourceRow(ctx, table, idParam(req));
      if (!row) throw notFound();
      send(res, toApi(def, row));
    });
    if (!def.ownWrites) r.put(`/${name}`, staff, async (req, res) => {
      const input = body(req, def.create) as Record<string, unknown>;
      const row = await write(() => insertResource(ctx, table, { ...toRow(def, input), ...def.defaults?.() }));
      await ctx.httpCache.invalidate(`${name} added`); // plans and campaigns are public lists
      send(res, toApi(def, row), 201);
    });
    const partial = Type.Partial(def.create, { additionalProperties: false, minProperties: 1 });
    r.post(`/${name}/:id`, staff, async (req, res) => {
      const raw = body(req, partial) as Record<string, unknown>;
      const input = def.prepare ? def.prepare(raw) : raw;
      if (!(await write(() => updateResource(ctx, table, idParam(req), toRow(def, input))))) throw notFound();
      await ctx.httpCache.invalidate(`${name} edited`);
      const row = await resourceRow(ctx, table, idParam(req));
      if (!row) throw notFound();
      send(res, toApi(def, row));
    });
    if (!def.ownWrites) r.delete(`/${name}/:id`, staff, async (req, res) => {
      if (!(await write(() => deleteResource(ctx, table, idParam(req)), true))) throw notFound();
      await ctx.httpCache.invalidate(`${name} deleted`);
      send(res, { deleted: true });
    });
  }
  return r;
}
