import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { server } from '../../mock-api/node';
import { paths } from '../../mock-api/handlers/paths';
import { serverError } from '../../mock-api/scenarios';
import { places } from '../../mock-api/fixtures/places';
import { publishedUpdates } from '../../mock-api/fixtures/updates';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { searchResults } from './index';
import SearchResults from './search-results';

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

const renderAt = (route: string, props = searchResults.defaults) =>
  renderWithApp(
    <>
      <Routes>
        <Route path="/search/:searchString?" element={<SearchResults {...props} />} />
      </Routes>
      <Location />
    </>,
    { route },
  );

const section = (name: RegExp) => screen.getByRole('region', { name });

describe('search results block', () => {
  it("shows 'Searching...' while running, then the results in sections with counts", async () => {
    const requested: URL[] = [];
    server.use(
      http.get(paths.search, async ({ request }) => {
        requested.push(new URL(request.url));
        await delay(150);
      }),
    );
    await renderAt('/search/garden');
    expect(screen.getByRole('status')).toHaveTextContent('Searching...');

    const galleries = await screen.findByRole('region', { name: /^Galleries/ });
    expect(screen.queryByText('Searching...')).not.toBeInTheDocument();
    expect(requested[0]!.pathname).toBe('/api/search/garden');
    expect(requested[0]!.searchParams.get('s')).toBe('10');

    const expectedGalleries = publishedUpdates.filter((u) => u.contentType === 'photo' && /garden/i.test(u.fullName)).slice(0, 10);
    expect(galleries).toHaveAccessibleName(`Galleries ${expectedGalleries.length}`);
    expect(within(galleries).getAllByRole('listitem')).toHaveLength(expectedGalleries.length);
    expect(within(galleries).getByRole('link', { name: expectedGalleries[0]!.fullName })).toHaveAttribute(
      'href',
      `/photos/${expectedGalleries[0]!.permaLink}`,
    );

    const place = places.find((p) => /garden/i.test(p.fullName))!;
    expect(within(section(/^Places/)).getByRole('link', { name: new RegExp(place.fullName) })).toHaveAttribute('href', `/places/${place.permaLink}`);
    // Sections without hits are left out.
    expect(screen.queryByRole('region', { name: /^Models/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Videos/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`“garden”: ${expectedGalleries.length + 1} results`);
  });

  it('shows at most 10 items per section', async () => {
    await renderAt('/search/e');
    const galleries = await screen.findByRole('region', { name: /^Galleries/ });
    expect(publishedUpdates.filter((u) => u.contentType === 'photo' && /e/i.test(u.fullName)).length).toBeGreaterThan(10);
    expect(galleries).toHaveAccessibleName('Galleries 10');
    expect(within(galleries).getAllByRole('listitem')).toHaveLength(10);
  });

  it("says 'No results found' when nothing matches", async () => {
    await renderAt('/search/xyzzy');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Galleries/ })).not.toBeInTheDocument();
  });

  it('asks for a term when the URL has none', async () => {
    await renderAt('/search');
    expect(screen.getByText('What are you looking for?')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search term' })).toHaveValue('');
  });

  it('searches from the field on the page and puts the term in the URL', async () => {
    const user = userEvent.setup();
    await renderAt('/search/garden');
    await screen.findByRole('region', { name: /^Galleries/ });
    const field = screen.getByRole('searchbox', { name: 'Search term' });
    expect(field).toHaveValue('garden');

    await user.clear(field);
    await user.type(field, 'Anya{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/search/Anya'));
    const models = await screen.findByRole('region', { name: /^Models/ });
    expect(within(models).getByRole('link', { name: /Anya Marlow/ })).toHaveAttribute('href', '/models/anya-marlow');
  });

  it('searches after a pause in typing, without pressing Enter', async () => {
    const user = userEvent.setup();
    await renderAt('/search');
    await user.type(screen.getByRole('searchbox', { name: 'Search term' }), 'harbour');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/search/harbour'), { timeout: 2000 });
    expect(await screen.findByRole('region', { name: /^Videos/ })).toBeInTheDocument();
  });

  it('offers a retry when the search fails', async () => {
    server.use(...serverError);
    await renderAt('/search/garden');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ooops, something went wrong, please try again later');
  });
});
