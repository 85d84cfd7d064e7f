// @vitest-environment node
// The demo's placeholder pictures never repeat in neighbouring cards of the lists a visitor sees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../db';
import { migrate } from '../db/migrations';
import { seed } from './seed';
import { repeatsWithin, spreadPools } from './image-pools';

/** Cards side by side: a row of four to six on a desktop. */
const ROW = 4;

describe('spreadPools', () => {
  it('gives neighbours in every sequence different pools, even when the sequences interleave', () => {
    // 60 items; the odd ones are also a list of their own, and so is every third one.
    const all = Array.from({ length: 60 }, (_, i) => i);
    const odd = all.filter((i) => i % 2 === 1);
    const third = all.filter((i) => i % 3 === 0);
    const pools = spreadPools(60, [all, odd, third], { pools: 16 });
    for (const seq of [all, odd, third]) expect(repeatsWithin(seq.map((i) => pools[i]!), ROW)).toBe(0);
    expect(new Set(pools).size).toBe(16);
  });
});

describe('the seeded demo catalogue', () => {
  let database: Db;
  beforeAll(async () => {
    database = openDatabase({ url: ':memory:' });
    await migrate(database.db, database.dialect);
    await seed(database.db, database.dialect, { now: new Date('2026-06-01T12:00:00Z'), demoAccounts: false });
  });
  afterAll(() => database.close());

  const poolsOf = async (query: Promise<{ image_pool: number }[]>) => (await query).map((row) => row.image_pool);

  it('shows no picture twice side by side in the newest updates, each type and each model', async () => {
    const { db } = database;
    const newest = db.selectFrom('updates').select('image_pool').orderBy('publish_date', 'desc');
    expect(repeatsWithin(await poolsOf(newest.execute()), ROW)).toBe(0);
    for (const type of ['video', 'photo', 'dvd']) expect(repeatsWithin(await poolsOf(newest.where('content_type', '=', type).execute()), ROW)).toBe(0);
    const models = await db.selectFrom('models').select('id').execute();
    for (const { id } of models) {
      const list = db
        .selectFrom('updates')
        .innerJoin('update_models', 'update_models.update_id', 'updates.id')
        .select('updates.image_pool')
        .where('update_models.model_id', '=', id)
        .orderBy('updates.publish_date', 'desc');
      expect(repeatsWithin(await poolsOf(list.execute()), 2)).toBe(0);
    }
  });

  it('shows no model picture twice side by side, newest first or by name', async () => {
    const { db } = database;
    expect(repeatsWithin(await poolsOf(db.selectFrom('models').select('image_pool').orderBy('id', 'desc').execute()), ROW)).toBe(0);
    expect(repeatsWithin(await poolsOf(db.selectFrom('models').select('image_pool').orderBy(sql`full_name`).execute()), ROW)).toBe(0);
  });
});
