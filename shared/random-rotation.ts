// Random lists ("random videos", "random models") are picked from a seed, so one answer can be
// cached and a server-rendered page stays one cache entry. Without `seed`, the server uses the
// current rotation window: every visitor of a cached page sees the same pick for that window. After
// hydration the browser asks for one of ROTATION_SEEDS seeds at random: each visitor gets a fresh
// rotation, and those answers are bounded cache entries too (a seed cannot bust the cache).

/** The query parameter of a random list's seed. */
export const SEED_PARAM = 'seed';
/** How many seeds the browser chooses from. */
export const ROTATION_SEEDS = 64;
/** How long the seedless pick (what server-rendered pages show) stays the same. */
export const ROTATION_MS = 5 * 60_000;

/** The seed of the seedless pick at `now`: changes every ROTATION_MS, never one of the browser's seeds. */
export const windowSeed = (now: number) => ROTATION_SEEDS + Math.floor(now / ROTATION_MS);

/** A seed for a visitor's own rotation. */
export const visitorSeed = () => Math.floor(Math.random() * ROTATION_SEEDS);

/**
 * A multiplier in [1, 2^31 - 2] for the seed: ordering by `(hash(id) * multiplier) mod (2^31 - 1)`
 * is a different permutation for each seed (the modulus is prime), computed by the database.
 */
export const seedMultiplier = (seed: number) => {
  let x = (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ (seed >>> 13)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0xc2b2ae35) >>> 0;
  return 1 + ((x ^ (x >>> 16)) % 2147483645);
};
