// Fuzzy matching for lists the client filters itself (most searched keywords, categories):
// tolerant of a typo, strict enough that unrelated entries drop out.
import Fuse, { type FuseOptionKey } from 'fuse.js';

/** The specification's threshold for search (0 is exact, 1 matches anything). */
export const FUZZY_THRESHOLD = 0.2;
/** Longer patterns are cut to this many characters. */
export const FUZZY_MAX_PATTERN_LENGTH = 32;

export interface FuzzyFilterOptions<T> {
  /** Fields to match in objects; leave out for a list of strings. */
  keys?: FuseOptionKey<T>[];
  limit?: number;
}

/**
 * The entries of `items` matching `query`, best match first. An empty query keeps every entry in
 * its order. A match may be anywhere in the text, not only near its start.
 */
export function fuzzyFilter<T>(items: readonly T[], query: string, options: FuzzyFilterOptions<T> = {}): T[] {
  const pattern = query.trim().slice(0, FUZZY_MAX_PATTERN_LENGTH);
  if (!pattern) return options.limit === undefined ? [...items] : items.slice(0, options.limit);
  const fuse = new Fuse(items as T[], {
    threshold: FUZZY_THRESHOLD,
    ignoreLocation: true,
    ...(options.keys ? { keys: options.keys } : {}),
  });
  const found = fuse.search(pattern, options.limit === undefined ? undefined : { limit: options.limit });
  return found.map((result) => result.item);
}
