// Public model lists and details. Queries: server/queries/models.ts.
import { windowSeed } from '../../../shared/random-rotation';
import { Router } from 'express';
import { queryOf, validQuery } from '../validate';
import { ModelListQuery } from '../../../schemas/api/requests';
import type { AppContext } from '../../context';
import { listSize, notFound, paging, send, sendList } from '../http';
import { modelsWithCounts } from '../serialize';
import { requestLang } from '../localized-texts';
import { modelByPermalink, modelPage, randomModels } from '../../queries/models';

export function modelsRouter(ctx: AppContext): Router {
  const r = Router();
  const listQuery = validQuery(ModelListQuery);

  r.get('/public/models', listQuery, async (req, res) => {
    const q = queryOf(req, ModelListQuery);
    const { rows, total } = await modelPage(ctx, q, q.sort ?? 'name', paging(q));
    sendList(res, await modelsWithCounts(ctx, rows, requestLang(req)), total);
  });

  r.get('/public/modelsrandom', listQuery, async (req, res) => {
    const q = queryOf(req, ModelListQuery);
    send(res, await modelsWithCounts(ctx, await randomModels(ctx, q, listSize(q), q.seed ?? windowSeed(Date.now())), requestLang(req)));
  });

  r.get('/public/models/:permalink', async (req, res) => {
    const row = await modelByPermalink(ctx, String(req.params.permalink));
    if (!row) throw notFound('Model');
    const [model] = await modelsWithCounts(ctx, [row], requestLang(req));
    send(res, model);
  });

  return r;
}
