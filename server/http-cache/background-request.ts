// A stale cached answer is refreshed by the server itself: the same GET is replayed through the
// express app on a request and response that belong to no connection, so the handlers (the page
// renderer, the API routes) run unchanged and the cache middleware records their answer as usual.
// Only what makes up the cache key travels (URL, language, the cookies that split the cache); the
// visitor's other headers (forwarded addresses, conditionals, encodings) do not.
import http from 'node:http';
import type net from 'node:net';
import { Writable } from 'node:stream';
import type { Request } from 'express';

const refreshes = new WeakSet<object>();

/** Whether this request is the server refreshing a stale cache entry (not a visitor: no render limit). */
export const isCacheRefresh = (req: Request) => refreshes.has(req);

/** Headers the handler may read to build the same answer; everything else is the visitor's own. */
const KEPT_HEADERS = ['host', 'accept', 'accept-language', 'user-agent'];

function keptCookies(header: string | undefined, names: string[]): string {
  if (!header || !names.length) return '';
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => names.includes(part.slice(0, part.indexOf('='))))
    .join('; ');
}

/**
 * Replays `req` (a GET) through its app in the background; resolves with the answer's status once
 * it has been sent (and recorded), or 0 if it failed before answering.
 */
export function replayInBackground(req: Request, cookies: string[]): Promise<number> {
  // The answer goes nowhere: the cache middleware keeps what the handler writes.
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  Object.assign(sink, {
    // The server's own work: limits count it for this process, not for the visitor who found the stale copy.
    remoteAddress: '127.0.0.1',
    remoteFamily: 'IPv4',
    localAddress: req.socket.localAddress,
    localPort: req.socket.localPort,
  });
  const socket = sink as unknown as net.Socket;
  const shadow = new http.IncomingMessage(socket);
  shadow.method = 'GET';
  shadow.url = req.originalUrl;
  shadow.httpVersion = '1.1';
  shadow.httpVersionMajor = 1;
  shadow.httpVersionMinor = 1;
  for (const name of KEPT_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') shadow.headers[name] = value;
  }
  const cookie = keptCookies(req.headers.cookie, cookies);
  if (cookie) shadow.headers.cookie = cookie;
  shadow.push(null);
  refreshes.add(shadow);

  const res = new http.ServerResponse(shadow);
  res.assignSocket(socket);
  return new Promise<number>((resolve) => {
    res.once('finish', () => {
      res.detachSocket(socket);
      resolve(res.statusCode);
      res.emit('close');
    });
    try {
      (req.app as unknown as (rq: http.IncomingMessage, rs: http.ServerResponse, next: (err?: unknown) => void) => void)(shadow, res, () => resolve(0));
    } catch {
      resolve(0);
    }
  });
}
