// A random order that is the same for the same seed, in SQLite and PostgreSQL alike: a random list
// answer can then be cached (shared/random-rotation.ts).
import { sql, type RawBuilder } from 'kysely';
import { seedMultiplier } from '../../shared/random-rotation';

/** 2^31 - 1: prime, so multiplying by the seed's multiplier permutes the hashed ids. */
const PRIME = 2147483647;

/** ORDER BY expression: the id hashed (Knuth's multiplicative hash), then permuted by the seed; 64-bit integers only. */
export function seededOrder(idColumn: string, seed: number): RawBuilder<number> {
  const multiplier = seedMultiplier(seed);
  return sql<number>`(((${sql.ref(idColumn)} * 2654435761) % ${sql.lit(PRIME)}) * ${sql.lit(multiplier)}) % ${sql.lit(PRIME)}`;
}
