// Entry point (npm run serve; npm start builds first): validate the configuration, migrate,
// seed if empty, serve. Refuses to start on an invalid configuration.
import type { Server } from 'node:http';
import { configFilePath, ConfigError, loadConfigFile } from './config/site-config';
import { boot } from './bootstrap';
import { createApp } from './app';
import { expireAbandonedPayments } from './payments/cleanup';

async function main() {
  let config;
  try {
    config = loadConfigFile(configFilePath());
  } catch (e) {
    if (e instanceof ConfigError) {
      for (const line of e.lines) process.stderr.write(`${line}\n`);
      process.stderr.write('Refusing to start: the site configuration is invalid.\n');
      process.exit(1);
    }
    throw e;
  }
  const { ctx, close } = await boot({ config });
  // Several processes on one database agree on cached responses through Redis (optional).
  if (process.env.REDIS_URL) await ctx.httpCache.connectRedis(process.env.REDIS_URL);
  const app = createApp(ctx, { clientDir: process.env.CLIENT_DIR });
  const port = Number(process.env.PORT ?? 3000);
  const server: Server = app.listen(port, process.env.HOST ?? '0.0.0.0', () => {
    ctx.logger.info({ port }, 'listening');
  });
  server.keepAliveTimeout = 5000;
  // Clients give up after 5-50 s (specification, section 9); do not hold sockets much longer.
  server.requestTimeout = 60_000;
  server.headersTimeout = 20_000;

  const sweep = () => expireAbandonedPayments(ctx).catch((err) => ctx.logger.warn({ err: String(err) }, 'payment cleanup failed'));
  void sweep();
  const sweeper = setInterval(sweep, 3600_000);
  sweeper.unref();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    ctx.logger.info({ signal }, 'shutting down');
    clearInterval(sweeper);
    // Stop accepting, let in-flight requests finish, then close the database.
    server.close(async () => {
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
