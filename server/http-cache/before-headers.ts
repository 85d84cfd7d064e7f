// Express gives no hook between the handler and the status line; wrapping writeHead is one.
import type { Response } from 'express';

/**
 * Runs `listener` right before the status line and headers go out (what the `on-headers` package
 * does): the last moment a Cache-Control set by the router can still be corrected.
 */
export function beforeHeaders(res: Response, listener: (status: number) => void) {
  const writeHead = res.writeHead;
  let fired = false;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (!fired) {
      fired = true;
      if (typeof args[0] === 'number') this.statusCode = args[0];
      listener(this.statusCode);
    }
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response['writeHead'];
}
