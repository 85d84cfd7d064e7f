// Locales, translations and the active site configuration (previews and publishing: ../configs.ts;
// staff writes of locales and texts: ../locales.ts).
import { Router } from 'express';
import type { AppContext } from '../../context';
import { send, sendList } from '../http';
import { validQuery, queryOf } from '../validate';
import { SettingsQuery } from '../../../schemas/api/configs';
import { configVersionOf } from '../../config/config-version';
import { IMMUTABLE_CACHE_CONTROL, PRIVATE_CACHE_CONTROL } from '../../http-cache/cached-public-get';
import { localeRecords, translationRecords } from '../../queries/locales';
import { mountReads, type PublicRead } from './public-read';

export function siteReads(ctx: AppContext): PublicRead[] {
  return [
    {
      path: '/public/locales',
      read: async () => {
        const data = await localeRecords(ctx);
        return { data, total: data.length };
      },
    },
  ];
}

export function siteRouter(ctx: AppContext): Router {
  const r = Router();

  mountReads(r, siteReads(ctx));

  r.get('/translations', async (_req, res) => {
    const records = await translationRecords(ctx);
    sendList(res, records, records.length);
  });

  r.get('/settings', validQuery(SettingsQuery), async (req, res) => {
    const config = await ctx.configs.active();
    const version = configVersionOf(config);
    const asked = queryOf(req, SettingsQuery).v;
    // The version a page was rendered with never changes; any other is answered as it is now, once.
    if (asked !== undefined) res.setHeader('Cache-Control', asked === version ? IMMUTABLE_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
    send(res, { config, version });
  });

  return r;
}
