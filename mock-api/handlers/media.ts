// Site images (`/media/public/img/<pool>-<variant>-<width>.jpg`) are rendered by the real server;
// here they are answered with the same kind of SVG placeholder the fixtures use.
import { http, HttpResponse } from 'msw';
import { hueFor, svgMarkup } from '../fixtures/svg-image';

const NAME = /^(\d{1,2})-(plain|soft|upright|uprightsoft)-(\d{3,4})\.jpg$/;

export const mediaHandlers = [
  http.get(/\/media\/public\/img\/([^/]+)$/, ({ request }) => {
    const name = new URL(request.url).pathname.split('/').pop() ?? '';
    const match = NAME.exec(name);
    if (!match) return HttpResponse.json({ error: { code: 'not_found', message: 'Image not found' } }, { status: 404 });
    const variant = match[2]!;
    const svg = svgMarkup(`Pool ${match[1]}`, {
      shape: variant.startsWith('upright') ? 'upright' : 'landscape',
      hue: hueFor(Number(match[1])),
      soft: variant.endsWith('soft'),
    });
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
  }),
];
