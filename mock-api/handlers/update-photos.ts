// Public preview pictures of a gallery (GET public/updates/{id}/photos), as the server sends them:
// `scaledSrc1` only (620 px), alternating landscape and upright, `maxresults` = the gallery's
// photo count, at most 12 per page. Not in the default handler list yet: tests add it with
// `server.use(...updatePhotosHandlers)`, stories with `parameters.msw.handlers`.
import { http, HttpResponse } from 'msw';
import { MAX_RESULTS_HEADER, type UpdateImage } from '../../schemas/api';
import { publishedUpdates } from '../fixtures/updates';
import { hueFor, svgDataUri } from '../fixtures/svg-image';
import { notFound, param } from './respond';
import { api } from './paths';

export const updatePhotosPath = api('public/updates/:id/photos');

const PUBLIC_PAGE_MAX = 12;

export const updatePhotosHandlers = [
  http.get(updatePhotosPath, ({ params, request }) => {
    const id = Number(param(params.id));
    const update = publishedUpdates.find((u) => u.id === id);
    if (!update) return notFound();
    const url = new URL(request.url);
    const size = Math.min(PUBLIC_PAGE_MAX, Number(url.searchParams.get('s')) || 8);
    const page = Number(url.searchParams.get('p')) || 0;
    const total = update.photoCount ?? 0;
    const from = page * size;
    const data = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i): UpdateImage => {
      const position = from + i;
      return {
        id: id * 1000 + position,
        scaledSrc1: svgDataUri(`${update.fullName} ${position + 1}`, {
          shape: position % 2 ? 'upright' : 'landscape',
          hue: hueFor(id + position, 20),
        }),
      };
    });
    return HttpResponse.json({ data }, { headers: { [MAX_RESULTS_HEADER]: String(total) } });
  }),
];
