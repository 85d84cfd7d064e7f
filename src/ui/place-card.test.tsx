import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { places } from '../../mock-api/fixtures/places';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { PlaceCard } from './place-card';

describe('PlaceCard', () => {
  it('links to the place with its name and number of updates', async () => {
    const place = { ...places[0]!, updateCount: 3 };
    const view = await renderWithApp(<PlaceCard place={place} sizes="33vw" />);
    const link = screen.getByRole('link', { name: /Lakeside Villa/ });
    expect(link).toHaveAttribute('href', '/places/lakeside-villa');
    expect(link).toHaveTextContent('3 updates');
    expect(view.container.querySelector('img')).toHaveAttribute('src', place.image['960']);
  });

  it('leaves out the count when there are no updates', async () => {
    await renderWithApp(<PlaceCard place={{ ...places[1]!, updateCount: 0 }} sizes="33vw" />);
    expect(screen.getByRole('link', { name: places[1]!.fullName })).toBeInTheDocument();
  });
});
