import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useLocation } from 'react-router';
import { server } from '../../mock-api/node';
import { paths } from '../../mock-api/handlers/paths';
import { sortedModelsHandler } from '../../mock-api/handlers/models-sorted';
import { emptyLists, serverError } from '../../mock-api/scenarios';
import { models } from '../../mock-api/fixtures/models';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { modelGrid } from './index';
import ModelGrid from './model-grid';

function Address() {
  const location = useLocation();
  return <p>URL: {location.pathname + location.search}</p>;
}
const url = () => screen.getByText(/^URL:/).textContent!.replace('URL: ', '');

const cards = async () => within(await screen.findByRole('list', { name: 'Models' })).getAllByRole('listitem');
const names = (items: HTMLElement[]) => items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent);

const byName = [...models].sort((a, b) => a.fullName.localeCompare(b.fullName, 'en') || a.id - b.id);
const byRating = [...models].sort((a, b) => b.rating - a.rating || a.id - b.id);

describe('model grid block', () => {
  it('lists the models by name, each linking to its model page, with the total', async () => {
    server.use(sortedModelsHandler);
    await renderWithApp(
      <>
        <ModelGrid {...modelGrid.defaults} />
        <Address />
      </>,
      { route: '/models' },
    );
    const items = await cards();
    expect(names(items)).toEqual(byName.map((m) => m.fullName));
    items.forEach((item, index) => expect(within(item).getByRole('link')).toHaveAttribute('href', `/models/${byName[index]!.permaLink}`));
    expect(screen.getByText(`${models.length} models`)).toBeInTheDocument();
    // Twelve models fit on one page of 24: no page controls.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('sorts by the chosen order, keeps it in ?sort= and returns to the first page', async () => {
    const requested: URL[] = [];
    server.use(
      // The spy comes first and hands every request on to the sorting handler.
      http.get(paths.models, ({ request }) => {
        requested.push(new URL(request.url));
      }),
      sortedModelsHandler,
    );
    await renderWithApp(
      <>
        <ModelGrid {...modelGrid.defaults} />
        <Address />
      </>,
      { route: '/models?p=1' },
    );
    await screen.findByRole('button', { name: 'Go to the first page' });
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Name', 'Newest', 'Top rated']);

    await userEvent.selectOptions(select, 'rating');
    expect(url()).toBe('/models?sort=rating');
    await waitFor(async () => expect(names(await cards())).toEqual(byRating.map((m) => m.fullName)));
    expect(requested.at(-1)!.searchParams.get('sort')).toBe('rating');
    expect(requested.at(-1)!.searchParams.get('p')).toBe('0');

    await userEvent.selectOptions(select, 'name');
    expect(url()).toBe('/models');
  });

  it('reads the sort from the address', async () => {
    server.use(sortedModelsHandler);
    await renderWithApp(<ModelGrid {...modelGrid.defaults} />, { route: '/models?sort=rating' });
    expect(names(await cards())).toEqual(byRating.map((m) => m.fullName));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating');
  });

  it('pages through models with ?p= and ?s=', async () => {
    const many = Array.from({ length: 60 }, (_, index) => ({ ...models[index % models.length]!, id: 500 + index, fullName: `Model ${index + 1}`, permaLink: `model-${index + 1}` }));
    server.use(
      http.get(paths.models, ({ request }) => {
        const asked = new URL(request.url);
        const p = Number(asked.searchParams.get('p'));
        const s = Number(asked.searchParams.get('s'));
        return new Response(JSON.stringify({ data: many.slice(p * s, p * s + s) }), {
          headers: { 'content-type': 'application/json', maxresults: String(many.length) },
        });
      }),
    );
    await renderWithApp(<ModelGrid {...modelGrid.defaults} />, { route: '/models?p=2' });
    expect(names(await cards())).toEqual(many.slice(48).map((m) => m.fullName));
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('49–60 of 60')).toBeInTheDocument();
  });

  it('without the sort select when the configuration turns it off', async () => {
    await renderWithApp(<ModelGrid {...modelGrid.defaults} showSort={false} />, { route: '/models' });
    await cards();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
  });

  it('empty and failing lists', async () => {
    server.use(...emptyLists);
    const { unmount } = await renderWithApp(<ModelGrid {...modelGrid.defaults} />, { route: '/models' });
    expect(await screen.findByText('No models found')).toBeInTheDocument();
    unmount();

    server.use(...serverError);
    await renderWithApp(<ModelGrid {...modelGrid.defaults} />, { route: '/models' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The models could not be loaded. Please try again later.');
  });
});
