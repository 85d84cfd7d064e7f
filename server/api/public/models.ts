// Public model lists and details. Queries: server/queries/models.ts.
import { windowSeed } from '../../../shared/random-rotation';
import { Router } from 'express';
import { queryOf } from '../validate';
import { ModelListQuery } from '../../../schemas/api/requests';
import type { AppContext } from '../../context';
import { listSize, notFound, paging } from '../http';
import { modelsWithCounts } from '../serialize';
import { requestLang } from '../localized-texts';
import { modelByPermalink, modelPage, randomModels } from '../../queries/models';
import { mountReads, type PublicRead } from './public-read';

export function modelReads(ctx: AppContext): PublicRead[] {
  return [
    {
      path: '/public/models',
      query: ModelListQuery,
      read: async (req) => {
        const q = queryOf(req, ModelListQuery);
        const { rows, total } = await modelPage(ctx, q, q.sort ?? 'name', paging(q));
        return { data: await modelsWithCounts(ctx, rows, requestLang(req)), total };
      },
    },
    {
      path: '/public/modelsrandom',
      query: ModelListQuery,
      read: async (req) => {
        const q = queryOf(req, ModelListQuery);
        return { data: await modelsWithCounts(ctx, await randomModels(ctx, q, listSize(q), q.seed ?? windowSeed(Date.now())), requestLang(req)) };
      },
    },
    {
      path: '/public/models/:permalink',
      read: async (req) => {
        const row = await modelByPermalink(ctx, String(req.params.permalink));
        if (!row) throw notFound('Model');
        const [model] = await modelsWithCounts(ctx, [row], requestLang(req));
        return { data: model };
      },
    },
  ];
}

export function modelsRouter(ctx: AppContext): Router {
  const r = Router();
  mountReads(r, modelReads(ctx));
  return r;
}
