// What every router gets: database, dialect, configuration, media and secrets.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from './db/schema';
import type { Dialect } from './db/dialect';
import type { ConfigStore } from './config/site-config';
import type { ImagePool } from './media/images';
import type { MediaStores } from './media/storage/media-store';
import type { TtlCache } from './cache';
import type { HttpCache } from './http-cache';
import type { Env } from './env';
import type { Limits } from './auth/limits';
import type { Mailer } from './mail/mailer';
import type { BillingRegistry } from './billing/registry';
import type { SiteOrigin } from './site-origin';

export interface AppContext {
  /** The environment, parsed and validated once at start (server/env.ts). */
  env: Env;
  db: Kysely<Database>;
  dialect: Dialect;
  configs: ConfigStore;
  /** The placeholder generator's render cache; routes read only `media`. */
  images: ImagePool;
  /** Media files: `public` (any visitor) and `members` (signed URLs only). */
  media: MediaStores;
  logger: Logger;
  /** HMAC key for media URLs and payment postbacks (from MEDIA_SECRET / PAYMENT_SECRET or random per data dir). */
  secrets: { media: string; payment: string };
  dataDir: string;
  /** Catalogue aggregates (counts, tag cloud, calendar), ~1 minute. */
  cache: TtlCache;
  /** Visitors' responses (public API, rendered pages); write paths call `httpCache.invalidate(reason)`. */
  httpCache: HttpCache;
  /** Rate limits and login lockouts (in memory, or shared through Redis once `limits.connect()` ran). */
  limits: Limits;
  /** Transactional mail (SMTP in production, .eml files under DATA_DIR/mail by default). */
  mail: Mailer;
  /** Which payment adapter serves which provider (server/billing/registry.ts); real adapters register at boot. */
  billing: BillingRegistry;
  /** The site's own origin for mailed and handed-out links (SITE_URL, else a trusted request's; server/site-origin.ts). */
  siteOrigin: SiteOrigin;
  /** The scheduled-publishing watcher (server/config/schedule-watcher.ts): poke() after scheduling. */
  configSchedule?: { poke(): void };
  /** This process's media processing queue (server/media/processing/queue.ts): kick() after queueing a job. */
  mediaJobs?: { kick(): void };
  /** Current time as ISO text; tests may replace it. */
  now: () => string;
}
