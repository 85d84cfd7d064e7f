// Every process switches to a scheduled configuration right at its time, not after its caches
// expire: it looks up the next due time every few seconds, wakes at it, publishes what it can
// claim (one process wins each entry), waits until the entry is settled by whichever process
// claimed it, then drops its configuration and page caches. The minute job in server/jobs is the
// backstop for a process that was asleep or down.
import crypto from 'node:crypto';
import os from 'node:os';
import type { Logger } from 'pino';
import type { ScheduledPublishes } from './scheduled-publishes';

export interface ScheduleWatcherOptions {
  schedule: ScheduledPublishes;
  /** Drops this process's configuration and response caches (ConfigStore.invalidate). */
  refresh: () => void;
  /** The live version id: when another process publishes, this one refreshes at its next look. */
  liveVersion: () => Promise<number>;
  logger: Logger;
  now?: () => string;
  /** How often the next due time is read (ms); an entry scheduled by another process is seen this late at worst. */
  pollMs?: number;
}

export class ScheduleWatcher {
  readonly holder = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;
  private readonly pollMs: number;
  private readonly now: () => string;
  private seenVersion?: number;

  constructor(private options: ScheduleWatcherOptions) {
    this.pollMs = options.pollMs ?? 2000;
    this.now = options.now ?? (() => new Date().toISOString());
  }

  start() {
    this.wake(0);
    return this;
  }

  /** Look again now (after this process scheduled or cancelled something). */
  poke() {
    this.wake(0);
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private wake(ms: number) {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), Math.max(0, ms));
    this.timer.unref();
  }

  private tick(): Promise<void> {
    if (this.running) return this.running;
    this.running = this.check()
      .catch((err: unknown) => {
        this.options.logger.error({ err }, 'scheduled publishing check failed');
        return this.pollMs;
      })
      .then((next) => {
        this.running = undefined;
        this.wake(next);
      });
    return this.running;
  }

  /** Returns how long to sleep. */
  private async check(): Promise<number> {
    const { schedule } = this.options;
    const now = this.now();
    if ((await schedule.pendingDue(now)) > 0) {
      await schedule.runDue(now, this.holder);
      // Another process may hold the claim: look again shortly until every due entry is settled.
      if ((await schedule.pendingDue(now)) > 0) return 200;
    }
    // Published here, by another process, or by the schedule: drop what this process cached.
    const live = await this.options.liveVersion();
    if (this.seenVersion !== undefined && live !== this.seenVersion) {
      this.options.refresh();
      this.options.logger.info({ version: live }, 'live configuration changed: caches refreshed');
    }
    this.seenVersion = live;
    const next = await schedule.nextDue();
    if (!next) return this.pollMs;
    return Math.min(this.pollMs, Date.parse(next) - Date.parse(this.now()));
  }
}
