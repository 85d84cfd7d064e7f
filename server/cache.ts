// A small TTL cache for catalogue-wide aggregates (counts, tag cloud, calendar). They change only
// when content is published, so a minute of staleness is fine; concurrent misses share one query.
// Per-process and disposable: losing it costs one query, never correctness of member data.
export class TtlCache {
  private entries = new Map<string, { at: number; value: Promise<unknown> }>();
  constructor(private ttlMs = 60_000, private max = 5000) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value as Promise<T>;
    if (this.entries.size >= this.max) this.entries.clear();
    const value = load();
    this.entries.set(key, { at: now, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear() {
    this.entries.clear();
  }
}
