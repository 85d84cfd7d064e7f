import { http } from 'msw';
import { places } from '../fixtures/places';
import { notFound, ok, paged, param } from './respond';
import { paths } from './paths';

export const placesHandlers = [
  http.get(paths.places, ({ request }) => paged(places, new URL(request.url))),
  http.get(paths.place, ({ params }) => {
    const place = places.find((p) => p.permaLink === param(params.permalink));
    return place ? ok(place) : notFound();
  }),
];
