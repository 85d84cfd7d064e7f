// Cross-process invalidation through Redis pub/sub (REDIS_URL): every process that shares the
// database subscribes to one channel; a write in any of them tells the others to drop their caches.
// Redis being away never breaks a request: publishing failures are logged, and a subscriber that
// reconnects drops its cache because it may have missed messages. The TTL bounds staleness anyway.
import crypto from 'node:crypto';
import { createClient } from 'redis';
import type { Logger } from 'pino';

interface Message {
  origin: string;
  reason: string;
}

export class InvalidationBus {
  /** Tells our own messages apart from other processes'. */
  readonly origin = crypto.randomBytes(8).toString('hex');
  private publisher: ReturnType<typeof createClient>;
  private subscriber: ReturnType<typeof createClient>;
  private connectedOnce = false;

  constructor(
    url: string,
    private channel: string,
    private logger: Logger,
    private onRemote: (reason: string) => void,
  ) {
    // Keep retrying in the background with a capped back-off; requests never wait for Redis.
    const socket = { connectTimeout: 3000, reconnectStrategy: (retries: number) => Math.min(250 * 2 ** retries, 10_000) };
    this.publisher = createClient({ url, socket, disableOfflineQueue: true });
    this.subscriber = createClient({ url, socket });
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (err: unknown) => this.logger.warn({ err: String(err) }, 'redis (http cache) error'));
    }
    this.subscriber.on('ready', () => {
      if (this.connectedOnce) this.onRemote('redis reconnected');
      this.connectedOnce = true;
    });
  }

  /** Resolves once both connections are up, or after `timeoutMs` (then it keeps trying). */
  async connect(timeoutMs = 5000): Promise<boolean> {
    const ready = (async () => {
      await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
      await this.subscriber.subscribe(this.channel, (raw) => this.receive(raw));
      return true;
    })();
    ready.catch((err: unknown) => this.logger.warn({ err: String(err) }, 'redis (http cache) unavailable: invalidations stay in this process'));
    const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref());
    return Promise.race([ready.catch(() => false), timeout]);
  }

  async publish(reason: string): Promise<void> {
    if (!this.publisher.isReady) {
      this.logger.warn({ reason }, 'redis (http cache) not ready: other processes see this write after their cache TTL');
      return;
    }
    try {
      await this.publisher.publish(this.channel, JSON.stringify({ origin: this.origin, reason } satisfies Message));
    } catch (err) {
      this.logger.warn({ err: String(err), reason }, 'redis (http cache) publish failed');
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.publisher, this.subscriber].map((c) => (c.isOpen ? c.close() : Promise.resolve())));
  }

  private receive(raw: string) {
    let message: Partial<Message>;
    try {
      message = JSON.parse(raw) as Partial<Message>;
    } catch {
      return;
    }
    if (message.origin === this.origin) return;
    this.onRemote(String(message.reason ?? 'remote write'));
  }
}
