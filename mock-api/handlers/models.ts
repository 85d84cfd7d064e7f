import { http } from 'msw';
import { models } from '../fixtures/models';
import { seededShuffle } from '../../shared/seeded-random';
import { notFound, ok, paged, param } from './respond';
import { paths } from './paths';

export const modelsHandlers = [
  http.get(paths.models, ({ request }) => paged(models, new URL(request.url))),

  // "Random" with a fixed seed: the same order on every request keeps snapshots stable.
  http.get(paths.modelsRandom, ({ request }) => paged(seededShuffle(models, 7), new URL(request.url), 12)),

  http.get(paths.model, ({ params }) => {
    const model = models.find((m) => m.permaLink === param(params.permalink));
    return model ? ok(model) : notFound();
  }),
];
