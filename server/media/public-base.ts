// Keeps public media URLs on the active configuration's `core.deployment.contentServerUrl` (a CDN
// in front of this site's /media/ or of the bucket): read before each request is handled, so a
// published change applies from the next request on (the response caches drop on publishing).
import type { NextFunction, Request, Response } from 'express';
import type { AppContext } from '../context';
import { usePublicMediaBase } from './urls';

export function publicMediaBaseMiddleware(ctx: Pick<AppContext, 'configs'>) {
  return (req: Request, _res: Response, next: NextFunction) => {
    // Files name no other files: they need neither the configuration nor its database query.
    if (req.path.startsWith('/media/') || req.path.startsWith('/assets/')) return next();
    ctx.configs.active().then((config) => {
      usePublicMediaBase(config.core.deployment.contentServerUrl);
      next();
    }, next);
  };
}
