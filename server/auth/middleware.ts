// Bearer-token authentication. The user always comes from the token, never from the payload.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { isStaff, mayEditSiteConfig, mayPublishSiteConfig } from '../../shared/roles';
import { resolveSession, type AuthUser } from './tokens';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: AuthUser;
      authChecked?: boolean;
    }
  }
}

function bearer(req: Request): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(h);
  return m?.[1];
}

async function load(ctx: AppContext, req: Request) {
  if (req.authChecked) return;
  req.authChecked = true;
  const token = bearer(req);
  if (token) req.user = await resolveSession(ctx.db, token);
}

/** Sets req.user when a valid token is sent; anonymous otherwise (public endpoints). */
export const optionalUser = (ctx: AppContext): RequestHandler => async (req: Request, _res: Response, next: NextFunction) => {
  await load(ctx, req);
  next();
};

/** 401 without a valid token. */
export const requireUser = (ctx: AppContext): RequestHandler => async (req: Request, _res: Response, next: NextFunction) => {
  await load(ctx, req);
  if (!req.user) throw new HttpError(401, 'unauthorized', 'Authentication required');
  next();
};

/** 403 unless staff. */
export const requireStaff = (ctx: AppContext): RequestHandler => async (req: Request, _res: Response, next: NextFunction) => {
  await load(ctx, req);
  if (!req.user) throw new HttpError(401, 'unauthorized', 'Authentication required');
  if (!isStaff(req.user)) throw new HttpError(403, 'forbidden', 'Staff only');
  next();
};

/** 401 without a valid token; 403 with `message` unless `policy` (shared/roles.ts) allows the user. */
export const requirePolicy =
  (ctx: AppContext, policy: (user: AuthUser) => boolean, message: string): RequestHandler =>
  async (req: Request, _res: Response, next: NextFunction) => {
    await load(ctx, req);
    if (!req.user) throw new HttpError(401, 'unauthorized', 'Authentication required');
    if (!policy(req.user)) throw new HttpError(403, 'forbidden', message);
    next();
  };

/** The studio, preview links and the configuration history: editors and publishers (staff). */
export const requireSiteConfigEditor = (ctx: AppContext) => requirePolicy(ctx, mayEditSiteConfig, 'Editors and publishers only');

/** Publishing, restoring and scheduling a configuration: publishers (staff) only. */
export const requireSiteConfigPublisher = (ctx: AppContext) =>
  requirePolicy(ctx, mayPublishSiteConfig, 'Publishers only: an editor makes preview links, a publisher publishes');
