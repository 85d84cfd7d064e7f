import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../mock-api/node';
import { paths } from '../../mock-api/handlers/paths';
import { paged } from '../../mock-api/handlers/respond';
import { emptyLists, slowResponses } from '../../mock-api/scenarios';
import { places } from '../../mock-api/fixtures/places';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { placeGrid } from './index';
import PlaceGrid from './place-grid';

const cards = async () => within(await screen.findByRole('list', { name: 'Places' })).getAllByRole('listitem');

describe('place grid block', () => {
  it('lists the places, each linking to its place page', async () => {
    await renderWithApp(<PlaceGrid {...placeGrid.defaults} />, { route: '/places' });
    const items = await cards();
    expect(items).toHaveLength(places.length);
    items.forEach((item, index) => {
      const link = within(item).getByRole('link');
      expect(link).toHaveAttribute('href', `/places/${places[index]!.permaLink}`);
      expect(link).toHaveTextContent(places[index]!.fullName);
    });
    expect(screen.getByText(`${places.length} places`)).toBeInTheDocument();
  });

  it('asks for the page and size of the address', async () => {
    const requested: URL[] = [];
    const many = Array.from({ length: 100 }, (_, index) => ({ ...places[index % places.length]!, id: 100 + index, fullName: `Place ${index + 1}`, permaLink: `place-${index + 1}` }));
    server.use(
      http.get(paths.places, ({ request }) => {
        const asked = new URL(request.url);
        requested.push(asked);
        return paged(many, asked);
      }),
    );
    await renderWithApp(<PlaceGrid {...placeGrid.defaults} />, { route: '/places?p=1&s=48' });
    const items = await cards();
    expect(items).toHaveLength(48);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/places/place-49');
    expect(requested[0]!.searchParams.get('p')).toBe('1');
    expect(requested[0]!.searchParams.get('s')).toBe('48');
    expect(screen.getByRole('combobox', { name: 'Per page' })).toHaveValue('48');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows placeholders while loading and a note when there are none', async () => {
    server.use(...slowResponses);
    const { unmount } = await renderWithApp(<PlaceGrid {...placeGrid.defaults} />, { route: '/places' });
    expect(screen.getByRole('status', { name: 'Loading places' }).children).toHaveLength(24);
    unmount();

    server.resetHandlers();
    server.use(...emptyLists);
    await renderWithApp(<PlaceGrid {...placeGrid.defaults} />, { route: '/places' });
    expect(await screen.findByText('No places found')).toBeInTheDocument();
  });
});
