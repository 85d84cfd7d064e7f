// Builds the AppContext: open + migrate the database, in production mode refuse development
// defaults (production-checks.ts), seed it when empty, load secrets.
// Shared by main.ts, the seed CLI and the API tests.
import path from 'node:path';
import pino, { type Logger } from 'pino';
import type { SiteConfig } from '../schemas/config/site-config';
import { openDatabase } from './db';
import { migrate } from './db/migrations';
import { ConfigStore } from './config/site-config';
import { databaseUrlOf, isProduction, loadEnv, type Env } from './env';
import { ImagePool } from './media/images';
import { ImageWorkers } from './media/image-workers';
import { TtlCache } from './cache';
import { HttpCache, httpCacheOptionsFromEnv } from './http-cache';
import { Limits } from './auth/limits';
import { loadClips } from './media/urls';
import { followVideoOutputs } from './media/processing/video-outputs';
import { openMediaStores } from './media/layout';
import { s3SettingsOf } from './media/storage/s3-settings';
import { isEmpty, seed } from './seed/seed';
import { productionProblems, ProductionError } from './production-checks';
import type { AppContext } from './context';
import { createMailer } from './mail';
import { createSiteOrigin } from './site-origin';
import { BillingRegistry } from './billing/registry';
import { giftCardAdapter } from './billing/adapters/gift-card';
import { ensureSecrets } from './secrets';
import { ScheduledPublishes } from './config/scheduled-publishes';
import { ScheduleWatcher } from './config/schedule-watcher';
import { ConfigHistory } from './config/config-history';

export interface BootOptions {
  config: SiteConfig;
  /** The parsed environment (default: `loadEnv()`, this process's); the options below override it. */
  env?: Env;
  databaseUrl?: string;
  pgSchema?: string;
  dataDir?: string;
  logger?: Logger;
  seedIfEmpty?: boolean;
  /** Number of demo updates when seeding (default 200). */
  seedUpdates?: number;
  /** Where rendered placeholder images are cached (default <dataDir>/media/img). */
  imageDir?: string;
  /** Switch to scheduled configurations at their time (default true; one-shot CLIs turn it off). */
  watchSchedule?: boolean;
  /** How often the schedule watcher looks at the database (ms, default 2000). */
  schedulePollMs?: number;
}

export async function boot(options: BootOptions): Promise<{ ctx: AppContext; close: () => Promise<void> }> {
  const env = options.env ?? loadEnv();
  const dataDir = path.resolve(options.dataDir ?? env.DATA_DIR);
  const logger = options.logger ?? pino({ level: env.LOG_LEVEL, redact: ['req.headers.authorization', '*.password', '*.token'] });
  const url = options.databaseUrl ?? databaseUrlOf(env, dataDir);
  const database = openDatabase({ url, pgSchema: options.pgSchema, poolSize: env.PG_POOL_SIZE });
  const applied = await migrate(database.db, database.dialect);
  if (applied.length) {
    logger.info({ migrations: applied }, 'migrated');
    await database.dialect.analyze(database.db);
  }
  const configs = new ConfigStore(database.db, options.config, env.SITE_CONFIG);
  if (isProduction(env)) {
    const config = await configs.active();
    const configSource = config === configs.fileConfig ? configs.fileName : 'the published configuration';
    const problems = await productionProblems({ env, config, configSource, db: database.db });
    if (problems.length) {
      await database.close();
      throw new ProductionError(problems);
    }
  }
  if (options.seedIfEmpty !== false && env.SEED_DEMO_CONTENT && (await isEmpty(database.db))) {
    const t = Date.now();
    await seed(database.db, database.dialect, { updates: options.seedUpdates, demoAccounts: env.DEMO_ACCOUNTS });
    logger.info({ ms: Date.now() - t }, 'seeded demo content');
  }
  // The demo clips go into stores that have none of their own (an operator's files win); a
  // production database that starts empty gets none.
  const media = await openMediaStores(dataDir, { logger, demoMedia: env.SEED_DEMO_CONTENT, s3: s3SettingsOf(env) }).catch(async (err: unknown) => {
    await database.close();
    throw err;
  });
  await loadClips(media.public);
  const secrets = ensureSecrets(dataDir, env);
  const siteOrigin = createSiteOrigin(env);
  const ctx: AppContext = {
    env,
    db: database.db,
    dialect: database.dialect,
    configs,
    images: new ImagePool(options.imageDir ?? env.IMAGE_CACHE_DIR ?? path.join(dataDir, 'media', 'img'), new ImageWorkers({ threads: env.IMAGE_WORKERS, maxQueue: env.IMAGE_QUEUE, uvThreadpool: env.UV_THREADPOOL_SIZE })),
    media,
    logger,
    secrets,
    dataDir,
    cache: new TtlCache(env.AGGREGATE_CACHE_MS),
    httpCache: new HttpCache({ ...httpCacheOptionsFromEnv(env), logger }),
    limits: new Limits({ env, logger, secret: secrets.media }),
    // ctx.now, not the clock: tests move time for the mail records too.
    mail: createMailer({ env, dataDir, db: database.db, configs, logger, now: () => ctx.now(), origin: () => siteOrigin.current() }),
    siteOrigin,
    // Epoch and BTCPay register on ctx.billing once the server listens (billing/provider-adapters.ts):
    // from their settings, or pointed at the built-in emulators in the sandbox.
    billing: new BillingRegistry().register(giftCardAdapter),
    now: () => new Date().toISOString(),
  };
  ctx.httpCache.follow(ctx.configs, ctx.cache);
  followVideoOutputs(ctx);
  await ctx.images.workers.warm();
  if (env.IMAGE_WORKERS && ctx.images.workers.threads < env.IMAGE_WORKERS) logger.warn({ IMAGE_WORKERS: env.IMAGE_WORKERS, threads: ctx.images.workers.threads, UV_THREADPOOL_SIZE: env.UV_THREADPOOL_SIZE ?? 4 }, `rendering ${ctx.images.workers.threads} pictures at once: set UV_THREADPOOL_SIZE to at least IMAGE_WORKERS + 2 (npm start does)`);
  // Every process, jobs or not: each must serve a scheduled configuration from its time on.
  const watcher =
    options.watchSchedule === false
      ? undefined
      : new ScheduleWatcher({
          schedule: new ScheduledPublishes(ctx.db, ctx.configs),
          refresh: () => ctx.configs.invalidate(),
          liveVersion: () => new ConfigHistory(ctx.db, ctx.configs).liveVersionId(),
          logger,
          now: () => ctx.now(),
          pollMs: options.schedulePollMs,
        }).start();
  ctx.configSchedule = watcher;
  return {
    ctx,
    close: async () => {
      await watcher?.stop();
      await ctx.limits.close();
      await ctx.mail.close();
      await ctx.images.close();
      await database.close();
    },
  };
}
