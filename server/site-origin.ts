// The site's own address for every absolute URL it mails or hands out (mail links, receipt links,
// the return and notification URLs given to billers). SITE_URL wins (production requires it).
// Without it (the embedded default) the address a visitor's request came in on is used, but only
// when its Host names this server: the Host header is the client's to choose, and a forged one
// would otherwise put an attacker's host into a password-reset link (reset poisoning). Anything
// else falls back to http://localhost:<port>. Work done without a visitor's request (scheduled
// jobs, biller postbacks) uses the address of the last trusted request.
import { AsyncLocalStorage } from 'node:async_hooks';
import { isIP } from 'node:net';
import os from 'node:os';
import type { NextFunction, Request, Response } from 'express';
import type { Env } from './env';
import { isLoopbackHost } from './loopback-host';

/** Requests that are not a visitor's: billers posting events, the emulators calling back over loopback. */
const NOT_A_VISITOR = [/^\/api\/payment\/notifications(\/|$)/, /^\/sandbox(\/|$)/];

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\]|[0-9.]+)(?::(\d{1,5}))?$/i;

export interface SiteOrigin {
  /** The origin links use right now: SITE_URL, this request's trusted origin, the last trusted one, or http://localhost:<port>. */
  current(): string;
  /** The origin of this request when its Host is this server's; undefined otherwise. */
  trustedOrigin(req: Request): string | undefined;
  /** Express middleware: runs the rest of a visitor's request with its origin (and remembers it). */
  middleware(req: Request, res: Response, next: NextFunction): void;
  /** The port the server actually listens on (PORT=0 picks one). */
  listening(port: number): void;
}

/** ALLOWED_HOSTS: `name` (any port) or `name:port`, comma-separated. */
export function parseAllowedHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase().replace(/\.$/, ''))
    .filter(Boolean);
}

export function createSiteOrigin(env: Pick<Env, 'SITE_URL' | 'PORT' | 'ALLOWED_HOSTS'>): SiteOrigin {
  const storage = new AsyncLocalStorage<string>();
  const allowed = parseAllowedHosts(env.ALLOWED_HOSTS);
  const siteUrl = env.SITE_URL?.replace(/\/+$/, '');
  let port = env.PORT;
  let remembered: string | undefined;

  const machineNames = () => {
    const name = os.hostname().toLowerCase();
    return new Set([name, name.split('.')[0]!]);
  };

  function trustedOrigin(req: Request): string | undefined {
    const raw = (req.get('host') ?? '').trim().toLowerCase();
    const match = HOST.exec(raw);
    if (!match) return undefined;
    const hostPort = match[1] ? Number(match[1]) : undefined;
    const hostname = (hostPort !== undefined ? raw.slice(0, raw.lastIndexOf(':')) : raw).replace(/\.$/, '');
    const bare = hostname.replace(/^\[(.*)\]$/, '$1');
    const localPort = req.socket.localPort ?? port;
    // Our own names must also name the port we answer on (or none, behind a local proxy on 80/443).
    const ownPort = hostPort === undefined || hostPort === localPort;
    const localAddress = (req.socket.localAddress ?? '').replace(/^::ffff:/, '');
    const ours =
      (ownPort && (isLoopbackHost(bare) || machineNames().has(bare) || (isIP(bare) !== 0 && bare === localAddress))) ||
      allowed.includes(hostname) ||
      (hostPort !== undefined && allowed.includes(`${hostname}:${hostPort}`));
    if (!ours) return undefined;
    const protocol = req.protocol === 'https' ? 'https' : 'http';
    return `${protocol}://${raw.replace(/\.(?=:|$)/, '')}`;
  }

  return {
    current() {
      return siteUrl ?? storage.getStore() ?? remembered ?? `http://localhost:${port}`;
    },
    trustedOrigin,
    middleware(req, _res, next) {
      if (siteUrl || NOT_A_VISITOR.some((path) => path.test(req.path))) return next();
      const origin = trustedOrigin(req);
      if (!origin) return storage.run(`http://localhost:${req.socket.localPort ?? port}`, next);
      remembered = origin;
      storage.run(origin, next);
    },
    listening(actual) {
      port = actual;
    },
  };
}
