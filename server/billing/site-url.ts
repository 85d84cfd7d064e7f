// The site's public address: links in mail, return and notification URLs for providers.
import type { Env } from '../env';

export const siteUrlOf = (env: Pick<Env, 'SITE_URL' | 'PORT'>): string => env.SITE_URL ?? `http://localhost:${env.PORT}`;
