// The in-process store of cached responses: bounded by entry count and bytes (least recently used
// goes first) and by age, so content that changes with time alone (a scheduled update going live,
// view counters) is never staler than the TTL even when nobody writes.
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
}

export interface ResponseCacheOptions {
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
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

  get(key: string, now = Date.now()): CachedResponse | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (now - hit.storedAt >= this.options.ttlMs) {
      this.delete(key);
      return undefined;
    }
    // Map keeps insertion order: re-inserting marks the entry as most recently used.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
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

  private delete(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= entrySize(key, old);
  }
}

const entrySize = (key: string, e: CachedResponse) => key.length + e.body.length + (e.gzip?.length ?? 0) + 256;
