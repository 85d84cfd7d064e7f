// Public preview pictures of a gallery (GET public/updates/{id}/photos), as the server sends them:
// `scaledSrc1` only (620 px), alternating landscape and upright, only the gallery's first pictures
// (the server: as many as the live configuration's gallery page shows, at most 12; here always the
// most), `maxresults` = how many previews there are. The gallery's own count is `photoCount`. Not in the default handler list yet: tests add it with
// `server.use(...updatePhotosHandlers)`, stories with `parameters.msw.handlers`.
import { http, HttpResponse } from 'msw';
import { GALLERY_PREVIEW_MAX, MAX_RESULTS_HEADER, type UpdateImage } from '../../schemas/api';
import { publishedUpdates } from '../fixtures/updates';
import { hueFor, svgDataUri } from '../fixtures/svg-image';
import { notFound, param } from './respond';
import { api } from './paths';

export const updatePhotosPath = api('public/updates/:id/photos');

export const updatePhotosHandlers = [
  http.get(updatePhotosPath, ({ params, request }) => {
    const id = Number(param(params.id));
    const update = publishedUpdates.find((u) => u.id === id);
    if (!update) return notFound();
    const url = new URL(request.url);
    const size = Number(url.searchParams.get('s')) || 8;
    const page = Number(url.searchParams.get('p')) || 0;
    const total = Math.min(update.photoCount ?? 0, GALLERY_PREVIEW_MAX);
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
