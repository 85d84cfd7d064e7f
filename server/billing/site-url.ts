// The site's address for tools outside the server (the sandbox CLI): SITE_URL, else this machine's
// port. The running server uses ctx.siteOrigin (server/site-origin.ts), which also knows the
// address a visitor's request came in on.
import type { Env } from '../env';

export const siteUrlOf = (env: Pick<Env, 'SITE_URL' | 'PORT'>): string => env.SITE_URL ?? `http://localhost:${env.PORT}`;
