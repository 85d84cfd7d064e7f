// Rows of the generic staff resources (api/resources.ts maps API fields to these tables' columns),
// and the public affiliate calls.
/* eslint-disable @typescript-eslint/no-explicit-any -- the table is chosen at run time from the
   resources map, which kysely's per-table typing cannot express; columns come from that map's
   whitelist and values are ajv-validated before they reach SQL. */
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import type { PageOf, PageWindow } from './page';

export type ResourceTable = keyof Database;
type Row = Record<string, unknown>;

export const FILTER_OPS = { eq: '=', ne: '<>', gt: '>', lt: '<', gte: '>=', lte: '<=', like: 'like' } as const;
export type FilterOp = keyof typeof FILTER_OPS;

/** `column op value`; `like` matches the value anywhere, its own wildcards removed. */
export interface ColumnFilter {
  column: string;
  op: FilterOp;
  value: string;
}

const from = (ctx: AppContext, table: ResourceTable) => ctx.db.selectFrom(table as 'articles') as any;

/** One page in id order of the rows matching every filter, and how many match. */
export async function resourcePage(ctx: AppContext, table: ResourceTable, filters: ColumnFilter[], { size, offset }: PageWindow, order = 'id'): Promise<PageOf<Row>> {
  let q = from(ctx, table);
  for (const { column, op, value } of filters) q = q.where(column, FILTER_OPS[op], op === 'like' ? `%${value.replace(/[\\%_]/g, '')}%` : value);
  const [rows, count] = await Promise.all([q.selectAll().orderBy(order).orderBy('id').limit(size).offset(offset).execute(), q.select((eb: any) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()]);
  return { rows: rows as Row[], total: Number(count.n) };
}

export async function resourceRow(ctx: AppContext, table: ResourceTable, id: number): Promise<Row | undefined> {
  return (await from(ctx, table).selectAll().where('id', '=', id).executeTakeFirst()) as Row | undefined;
}

export async function insertResource(ctx: AppContext, table: ResourceTable, values: Row): Promise<Row> {
  return (await ctx.db.insertInto(table as 'articles').values(values as any).returningAll().executeTakeFirstOrThrow()) as unknown as Row;
}

/** A public form's row; answers only its id. */
export async function insertFormRow(ctx: AppContext, table: ResourceTable, values: Row): Promise<number> {
  return (await ctx.db.insertInto(table as 'contact_requests').values(values as any).returning('id').executeTakeFirstOrThrow()).id;
}

/** False when there is no such row. */
export async function updateResource(ctx: AppContext, table: ResourceTable, id: number, values: Row): Promise<boolean> {
  const result = await ctx.db.updateTable(table as 'articles').set(values as any).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** False when there is no such row. */
export async function deleteResource(ctx: AppContext, table: ResourceTable, id: number): Promise<boolean> {
  const result = await ctx.db.deleteFrom(table as 'articles').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Whether a visitor arriving by this link is recorded: its campaign exists and its partner, if the
 * link id has an account, is not paused. A paused partner's members keep counting (their rebills
 * still earn what was agreed); only new visitors no longer do.
 */
export async function affiliateLinkRecords(ctx: AppContext, affiliateLink: string): Promise<boolean> {
  const campaign = await ctx.db.selectFrom('affiliate_campaigns').select('id').where('affiliate_id', '=', affiliateLink).executeTakeFirst();
  if (!campaign) return false;
  const partner = await ctx.db.selectFrom('partners').select('status').where('name', '=', affiliateLink.toLowerCase()).executeTakeFirst();
  return partner?.status !== 'paused';
}

export async function insertAffiliateEntry(ctx: AppContext, entry: { affiliate_link: string; affiliate_id: string; referrer: string | null; status: string; created_at: string }): Promise<void> {
  await ctx.db.insertInto('affiliate_entries').values(entry).execute();
}
