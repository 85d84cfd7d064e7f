// Which placeholder picture each demo entity shows. There are only POOL_SIZE pictures, so some
// repeat; they should never repeat side by side. An entity appears in several lists (the newest
// updates, its type's list, each model's list; models by date and by name), so each list is a
// sequence, and the pools are handed out greedily: an entity takes the pool its already placed
// neighbours in all its sequences use least (the closer the neighbour, the more it counts), the
// least recently handed out among equals.
import { POOL_SIZE } from '../media/urls';

export interface SpreadOptions {
  pools?: number;
  /** How many places on each side count as neighbours (a row of cards, a few more). */
  window?: number;
}

/**
 * Pools for items 0..count-1. `sequences` lists item indexes in the orders they are shown; the
 * first one (usually every item, in creation order) is the order pools are handed out in.
 */
export function spreadPools(count: number, sequences: readonly (readonly number[])[], { pools = POOL_SIZE, window = 6 }: SpreadOptions = {}): number[] {
  const result = new Array<number>(count).fill(-1);
  // Where each item stands in each sequence it belongs to.
  const places: { seq: readonly number[]; at: number }[][] = Array.from({ length: count }, () => []);
  for (const seq of sequences) seq.forEach((item, at) => places[item]!.push({ seq, at }));
  const lastTaken = new Array<number>(pools).fill(-1);
  const order = sequences[0] ?? [];
  const inOrder = new Set(order);
  const handOut = [...order, ...Array.from({ length: count }, (_, i) => i).filter((i) => !inOrder.has(i))];
  const cost = new Array<number>(pools);
  handOut.forEach((item, step) => {
    if (result[item]! >= 0) return;
    cost.fill(0);
    for (const { seq, at } of places[item]!) {
      for (let d = 1; d <= window; d++) {
        for (const other of [seq[at - d], seq[at + d]]) {
          const pool = other === undefined ? -1 : result[other]!;
          if (pool >= 0) cost[pool]! += window + 1 - d;
        }
      }
    }
    let best = 0;
    for (let pool = 1; pool < pools; pool++) {
      if (cost[pool]! < cost[best]! || (cost[pool] === cost[best] && lastTaken[pool]! < lastTaken[best]!)) best = pool;
    }
    result[item] = best;
    lastTaken[best] = step;
  });
  return result;
}

/** The longest run of neighbours (within `window`) that share a pool in a sequence: 0 when none do. */
export function repeatsWithin(pools: readonly number[], window: number): number {
  let found = 0;
  pools.forEach((pool, i) => {
    for (let d = 1; d <= window && i + d < pools.length; d++) if (pools[i + d] === pool) found++;
  });
  return found;
}

const groupBy = <T,>(items: readonly T[], key: (item: T) => string | number) => {
  const groups = new Map<string | number, number[]>();
  items.forEach((item, index) => {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(index);
    else groups.set(k, [index]);
  });
  return [...groups.values()];
};

/**
 * Pools for updates listed in publish order: the newest list, each content type's list and each
 * model's list show no picture twice side by side.
 */
export function updatePools(updates: readonly { id: number; content_type: string }[], models: readonly { update_id: number; model_id: number }[]): number[] {
  const indexOf = new Map(updates.map((u, i) => [u.id, i]));
  const byModel = groupBy(models, (m) => m.model_id).map((links) => links.map((l) => indexOf.get(models[l]!.update_id)!).sort((a, b) => a - b));
  return spreadPools(updates.length, [updates.map((_, i) => i), ...groupBy(updates, (u) => u.content_type), ...byModel]);
}

/** Pools for models: neither the newest nor the alphabetical list shows a picture twice side by side. */
export function modelPools(models: readonly { full_name: string }[]): number[] {
  const byName = models.map((_, i) => i).sort((a, b) => models[a]!.full_name.localeCompare(models[b]!.full_name));
  return spreadPools(models.length, [models.map((_, i) => i), byName]);
}
