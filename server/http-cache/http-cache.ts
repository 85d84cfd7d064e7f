// One object per process that owns the response store and its invalidation: write paths call
// `invalidate(reason)`, which clears this process's caches (responses, and whatever registered
// with `onInvalidate`: the active configuration, catalogue aggregates) and, with REDIS_URL, every
// other process's too.
import type { Logger } from 'pino';
import { ResponseCache, type ResponseCacheOptions } from './response-cache';
import { InvalidationBus } from './invalidation-bus';
import type { Env } from '../env';

export interface HttpCacheOptions extends Partial<ResponseCacheOptions> {
  /** false turns response caching off (ETag/304 from express still work). */
  enabled?: boolean;
  logger: Logger;
}

/** Settings from the environment: HTTP_CACHE=0, HTTP_CACHE_TTL_MS, HTTP_CACHE_MAX_ENTRIES, HTTP_CACHE_MAX_MB. */
export function httpCacheOptionsFromEnv(env: Pick<Env, 'HTTP_CACHE' | 'HTTP_CACHE_TTL_MS' | 'HTTP_CACHE_MAX_ENTRIES' | 'HTTP_CACHE_MAX_MB'>): Omit<HttpCacheOptions, 'logger'> {
  return {
    enabled: env.HTTP_CACHE,
    ttlMs: env.HTTP_CACHE_TTL_MS,
    maxEntries: env.HTTP_CACHE_MAX_ENTRIES,
    maxBytes: env.HTTP_CACHE_MAX_MB * 1024 * 1024,
  };
}

export class HttpCache {
  readonly store: ResponseCache;
  readonly enabled: boolean;
  private listeners: Array<(reason: string) => void> = [];
  private bus?: InvalidationBus;
  private logger: Logger;

  constructor(options: HttpCacheOptions) {
    this.logger = options.logger;
    this.enabled = options.enabled !== false;
    this.store = new ResponseCache({
      ttlMs: options.ttlMs ?? 30_000,
      maxEntries: options.maxEntries ?? 5000,
      maxBytes: options.maxBytes ?? 64 * 1024 * 1024,
      maxStaleMs: options.maxStaleMs,
      now: options.now,
    });
  }

  /** Other per-process caches that a write makes stale (called for local and remote writes). */
  onInvalidate(listener: (reason: string) => void) {
    this.listeners.push(listener);
  }

  /**
   * After a write that visitors can see. Awaiting it means other processes have been told (not
   * that they have processed it yet: pub/sub delivery is asynchronous, usually under a millisecond).
   */
  async invalidate(reason: string): Promise<void> {
    this.clearLocal(reason);
    await this.bus?.publish(reason);
  }

  /**
   * Ties the process's other caches to this one. Every configuration change (publish, restore)
   * already funnels through `configs.invalidate()`, so that call now also drops cached responses
   * here and in the other processes; any invalidation, local or remote, drops the active
   * configuration and the catalogue aggregates.
   */
  follow(configs: { invalidate(): void }, aggregates: { clear(): void }) {
    const dropConfig = configs.invalidate.bind(configs);
    configs.invalidate = () => {
      dropConfig();
      void this.invalidate('site configuration changed');
    };
    this.onInvalidate(() => {
      dropConfig();
      aggregates.clear();
    });
  }

  /** Joins the processes sharing REDIS_URL on HTTP_CACHE_CHANNEL; resolves false (and keeps retrying) when Redis is away. */
  async connectRedis(url: string, channel: string): Promise<boolean> {
    if (this.bus) return true;
    this.bus = new InvalidationBus(url, channel, this.logger, (reason) => this.clearLocal(`remote: ${reason}`));
    const ok = await this.bus.connect();
    if (ok) this.logger.info({ channel }, 'http cache invalidations shared through redis');
    return ok;
  }

  async close(): Promise<void> {
    await this.bus?.close();
    this.bus = undefined;
  }

  private clearLocal(reason: string) {
    this.store.clear();
    for (const listener of this.listeners) {
      try {
        listener(reason);
      } catch (err) {
        this.logger.warn({ err: String(err) }, 'cache invalidation listener failed');
      }
    }
    this.logger.debug({ reason }, 'http cache invalidated');
  }
}
