import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { server } from '../../mock-api/node';
import { paths } from '../../mock-api/handlers/paths';
import { places } from '../../mock-api/fixtures/places';
import { publishedUpdates } from '../../mock-api/fixtures/updates';
import { serverError } from '../../mock-api/scenarios';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { placeDetail } from './index';
import PlaceDetail from './place-detail';

const place = places[0]!;

const renderPlace = (permaLink: string) =>
  renderWithApp(
    <Routes>
      <Route path="/places/:permaLink" element={<PlaceDetail {...placeDetail.defaults} />} />
      <Route path="/404" element={<p>Not found page</p>} />
    </Routes>,
    { route: `/places/${permaLink}` },
  );

describe('place detail block', () => {
  it('shows the name over the header image, the description and the updates shot there', async () => {
    const requested: URL[] = [];
    server.use(
      http.get(paths.updates, ({ request }) => {
        requested.push(new URL(request.url));
      }),
    );
    await renderPlace(place.permaLink);
    expect(await screen.findByRole('heading', { level: 1, name: place.fullName })).toBeInTheDocument();
    expect(screen.getByText(place.description!)).toBeInTheDocument();

    const atPlace = publishedUpdates.filter((u) => u.place?.id === place.id);
    const heading = await screen.findByRole('heading', { level: 2, name: `Updates at ${place.fullName}: ${atPlace.length}` });
    const items = within(heading.closest('section')!).getAllByRole('listitem');
    expect(items).toHaveLength(Math.min(atPlace.length, placeDetail.defaults.listSize));
    expect(requested[0]!.searchParams.get('place')).toBe(place.permaLink);
  });

  it('sends an unknown permaLink to the 404 page', async () => {
    await renderPlace('nowhere');
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
  });

  it('offers a retry when the request fails for another reason', async () => {
    server.use(...serverError);
    await renderPlace(place.permaLink);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded. Please try again later.');
    expect(screen.queryByText('Not found page')).not.toBeInTheDocument();
  });
});
