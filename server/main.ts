// Entry point (npm run serve; npm start runs its build, dist/server/main.mjs): validate the
// environment and the configuration, migrate, seed if empty, serve. Refuses to start when either is
// invalid, or in production mode on a development default, listing every problem.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ConfigError, loadConfigFile } from './config/site-config';
import { databaseUrlOf, loadEnvOrExit } from './env';
import { boot } from './bootstrap';
import { ProductionError } from './production-checks';
import { createApp } from './app';
import { startScheduler } from './jobs';
import { siteJobs } from './jobs/jobs';
import { expireSubscriptions, remindEndingSoon } from './billing/sweeps';
import { loopbackOrigin, registerProviderAdapters } from './billing/provider-adapters';
import { startPosterTrailers } from './media/trailers';
import { startMediaJobs } from './media/processing/queue';
import { MediaStorageError } from './media/storage/s3-store';

async function main() {
  const env = loadEnvOrExit();
  let config;
  try {
    config = loadConfigFile(env.SITE_CONFIG, (line) => process.stderr.write(`${line}\n`));
  } catch (e) {
    if (e instanceof ConfigError) {
      for (const line of e.lines) process.stderr.write(`${line}\n`);
      process.stderr.write('Refusing to start: the site configuration is invalid.\n');
      process.exit(1);
    }
    throw e;
  }
  let booted;
  try {
    booted = await boot({ config, env });
  } catch (e) {
    if (e instanceof MediaStorageError) {
      process.stderr.write(`Refusing to start: ${e.message}\n`);
      process.exit(1);
    }
    if (e instanceof ProductionError) {
      process.stderr.write(`Refusing to start in production mode (NODE_ENV=production), ${e.problems.length} ${e.problems.length === 1 ? 'problem' : 'problems'}:\n`);
      for (const problem of e.problems) process.stderr.write(`  ${problem}\n`);
      process.stderr.write('Fix each one (docs/production.md), or start without NODE_ENV=production for the demo.\n');
      process.exit(1);
    }
    throw e;
  }
  const { ctx, close } = booted;
  // Several processes on one database agree on cached responses through Redis (optional).
  if (env.REDIS_URL) await ctx.httpCache.connectRedis(env.REDIS_URL, env.HTTP_CACHE_CHANNEL);
  // ... and count rate limits and login lockouts together.
  if (env.REDIS_URL) await ctx.limits.connect();
  // Scheduled jobs run once per period however many processes run (server/jobs); JOBS=0 leaves
  // them to the other processes.
  const scheduler = env.JOBS ? await startScheduler(ctx, siteJobs({ expireSubscriptions, remindEndingSoon }), { pgBoss: { databaseUrl: databaseUrlOf(env) } }) : undefined;
  if (!scheduler) ctx.logger.info('scheduled jobs off in this process (JOBS=0)');
  // Media library files are processed by every process, each job once (MEDIA_JOBS_CONCURRENCY=0: by the others).
  const mediaJobs = startMediaJobs(ctx);
  ctx.mediaJobs = mediaJobs;
  const app = createApp(ctx);
  // Express calls back on an error as well (a port in use): say so and stop, rather than serve nothing.
  const server: Server = app.listen(env.PORT, env.HOST, (error?: Error) => {
    if (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const where = `${env.HOST} port ${env.PORT}`;
      process.stderr.write(
        code === 'EADDRINUSE'
          ? `Cannot listen on ${where}: another program uses it. Stop it, or start this server with another PORT.\n`
          : `Cannot listen on ${where}: ${error.message}\n`,
      );
      process.exit(1);
    }
    // PORT=0 picks a free port: log the one actually bound.
    const { port } = server.address() as AddressInfo;
    ctx.siteOrigin.listening(port);
    registerProviderAdapters(ctx, loopbackOrigin(env.HOST, port));
    ctx.logger.info({ port }, 'listening');
    // The demo's trailers from its poster art: after the first page can be served, never before.
    if (env.SEED_DEMO_CONTENT && env.DEMO_TRAILERS) void startPosterTrailers({ images: ctx.images, dir: path.join(ctx.dataDir, 'media', 'clips'), store: ctx.media.public, logger: ctx.logger });
  });
  server.keepAliveTimeout = 5000;
  // Clients give up after 5-50 s; do not hold sockets much longer.
  server.requestTimeout = 60_000;
  server.headersTimeout = 20_000;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    ctx.logger.info({ signal }, 'shutting down');
    // Stop accepting, let in-flight requests and job runs finish, then close the database.
    const jobsStopped = Promise.all([
      scheduler?.stop().catch((err) => ctx.logger.warn({ err }, 'stopping the scheduled jobs failed')),
      mediaJobs.stop().catch((err) => ctx.logger.warn({ err }, 'stopping the media jobs failed')),
    ]);
    server.close(async () => {
      await jobsStopped;
      await ctx.httpCache.close();
      await close();
      ctx.logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      ctx.logger.warn('forced exit after 10 s');
      process.exit(1);
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
