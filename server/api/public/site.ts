// Locales, translations and the active site configuration (previews and publishing: ../configs.ts;
// staff writes of locales and texts: ../locales.ts).
import { Router } from 'express';
import type { AppContext } from '../../context';
import { send, sendList } from '../http';
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

  r.get('/settings', async (_req, res) => {
    send(res, { config: await ctx.configs.active() });
  });

  return r;
}
