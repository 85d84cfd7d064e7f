// The in-process store of cached responses: bounded by entry count and bytes (least recently used
// goes first) and by age. An entry older than the TTL is stale: it may still be served while one
// refresh replaces it (stale-while-revalidate), but never once older than `maxStaleMs`, so content
// that changes with time alone (a scheduled update going live, view counters) has a bounded age
// even on a page that nobody visits for a while. `clear()` (a write) drops stale entries too.
import zlib from 'node:zlib';

export interface CachedResponse {
  status: number;
  /** Headers the handler set, minus per-connection and per-encoding ones. */
  headers: Record<string, string | string[]>;
  body: Buffer;
  etag: string;
  storedAt: number;
  /** Gzip of body, made on the first hit that accepts it (compressing once beats compressing per request). */
  gzip?: Buffer;
  /** A versioned answer the handler marked immutable: served with that Cache-Control, not the cache's. */
  immutable?: boolean;
}

export interface ResponseCacheOptions {
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
  /** Age past which a stale entry is dropped instead of served (default: 10 x ttlMs). */
  maxStaleMs?: number;
  /** The clock (tests move it instead of sleeping). */
  now?: () => number;
}

/** How much older than its TTL an entry may be served, by default, while it is refreshed. */
export const MAX_STALE_TTLS = 10;

export interface Lookup {
  entry: CachedResponse;
  /** Older than the TTL: serve it, and refresh it. */
  stale: boolean;
}

export class ResponseCache {
  private entries = new Map<string, CachedResponse>();
  private bytes = 0;
  /**
   * Bumped by every clear. A response that was being rendered while a write happened carries the
   * old generation and is not stored, so an invalidation never races with an in-flight render.
   */
  generation = 0;

  constructor(readonly options: ResponseCacheOptions) {}

  get size() {
    return this.entries.size;
  }

  get totalBytes() {
    return this.bytes;
  }

  now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }

  get maxStaleMs(): number {
    return this.options.maxStaleMs ?? MAX_STALE_TTLS * this.options.ttlMs;
  }

  /** A fresh entry only. */
  get(key: string, now = this.now()): CachedResponse | undefined {
    const found = this.lookup(key, now);
    return found && !found.stale ? found.entry : undefined;
  }

  /** A fresh entry, or a stale one that may still be served while it is refreshed. */
  lookup(key: string, now = this.now()): Lookup | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    const age = now - hit.storedAt;
    if (age >= Math.max(this.options.ttlMs, this.maxStaleMs)) {
      this.delete(key);
      return undefined;
    }
    // Map keeps insertion order: re-inserting marks the entry as most recently used.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return { entry: hit, stale: age >= this.options.ttlMs };
  }

  /** Stores unless an invalidation happened since `generation` was read; returns whether it did. */
  set(key: string, entry: CachedResponse, generation: number): boolean {
    if (generation !== this.generation) return false;
    const size = entrySize(key, entry);
    // One huge page must not flush everything else.
    if (size > this.options.maxBytes / 8) return false;
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += size;
    while (this.entries.size > this.options.maxEntries || this.bytes > this.options.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    return true;
  }

  gzipOf(key: string, entry: CachedResponse): Buffer {
    if (!entry.gzip) {
      entry.gzip = zlib.gzipSync(entry.body, { level: 6 });
      if (this.entries.get(key) === entry) this.bytes += entry.gzip.length;
    }
    return entry.gzip;
  }

  clear() {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  delete(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= entrySize(key, old);
  }
}

const entrySize = (key: string, e: CachedResponse) => key.length + e.body.length + (e.gzip?.length ?? 0) + 256;
