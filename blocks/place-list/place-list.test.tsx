import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../../mock-api/node';
import { emptyLists, serverError, slowResponses } from '../../mock-api/scenarios';
import { places } from '../../mock-api/fixtures/places';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { placeList } from './index';
import PlaceList from './place-list';

const cards = async () => within(await screen.findByRole('list')).getAllByRole('listitem');

describe('place list block', () => {
  it('renders `count` places, each linking to /places/{permaLink}', async () => {
    await renderWithApp(<PlaceList {...placeList.defaults} moreLink="/places" />, { route: '/' });
    expect(screen.getByRole('heading', { level: 2, name: 'Places' })).toBeInTheDocument();

    const items = await cards();
    expect(items).toHaveLength(Math.min(placeList.defaults.count, places.length));
    items.forEach((item, index) => {
      const place = places[index]!;
      const link = within(item).getByRole('link');
      expect(link).toHaveAttribute('href', `/places/${place.permaLink}`);
      expect(within(link).getByRole('heading', { name: place.fullName })).toBeInTheDocument();
    });
    expect(screen.getByRole('link', { name: /Show all/ })).toHaveAttribute('href', '/places');
  });

  it('limits the list to `count` and shows a configured heading in the active locale', async () => {
    await renderWithApp(<PlaceList count={2} heading={{ en_US: 'Locations', fr_FR: 'Lieux' }} />, {
      route: '/',
      locale: 'fr_FR',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Lieux' })).toBeInTheDocument();
    expect(await cards()).toHaveLength(2);
  });

  it('shows placeholders while loading', async () => {
    server.use(...slowResponses);
    await renderWithApp(<PlaceList {...placeList.defaults} />, { route: '/' });
    expect(screen.getByRole('status', { name: 'Loading places' }).children).toHaveLength(placeList.defaults.count);
  });

  it('renders nothing without places', async () => {
    server.use(...emptyLists);
    const { container } = await renderWithApp(<PlaceList {...placeList.defaults} />, { route: '/' });
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('shows a short message when the request fails', async () => {
    server.use(...serverError);
    await renderWithApp(<PlaceList {...placeList.defaults} />, { route: '/' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The places could not be loaded.');
  });
});
