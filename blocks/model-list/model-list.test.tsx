import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../mock-api/node';
import { paths } from '../../mock-api/handlers/paths';
import { emptyLists, serverError, slowResponses } from '../../mock-api/scenarios';
import { models } from '../../mock-api/fixtures/models';
import { seededShuffle } from '../../shared/seeded-random';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { modelList } from './index';
import ModelList from './model-list';

const cards = async () => within(await screen.findByRole('list')).getAllByRole('listitem');

describe('model list block', () => {
  it('renders `count` models, each linking to /models/{permaLink}', async () => {
    await renderWithApp(<ModelList {...modelList.defaults} />, { route: '/' });
    expect(screen.getByRole('heading', { level: 2, name: 'Models' })).toBeInTheDocument();

    const items = await cards();
    expect(items).toHaveLength(modelList.defaults.count);
    items.forEach((item, index) => {
      const model = models[index]!;
      const link = within(item).getByRole('link');
      expect(link).toHaveAttribute('href', `/models/${model.permaLink}`);
      expect(within(link).getByRole('heading', { name: model.fullName })).toBeInTheDocument();
      expect(within(link).getByRole('img', { name: /^Rating: [\d.]+ of 5$/ })).toBeInTheDocument();
    });
  });

  it('takes random models from the random list and honours `count`', async () => {
    await renderWithApp(<ModelList {...modelList.defaults} source="random" count={6} moreLink="/models" />, { route: '/' });
    const items = await cards();
    expect(items).toHaveLength(6);
    const expected = seededShuffle(models, 7).slice(0, 6);
    items.forEach((item, index) => {
      expect(within(item).getByRole('link')).toHaveAttribute('href', `/models/${expected[index]!.permaLink}`);
    });
    expect(screen.getByRole('link', { name: /Show all/ })).toHaveAttribute('href', '/models');
  });

  it('asks for the most rated models sorted by rating', async () => {
    const requested: URL[] = [];
    server.use(
      http.get(paths.models, ({ request }) => {
        requested.push(new URL(request.url));
      }),
    );
    await renderWithApp(<ModelList {...modelList.defaults} source="mostRated" count={4} heading="Top rated" />, {
      route: '/',
    });
    expect(await cards()).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 2, name: 'Top rated' })).toBeInTheDocument();
    expect(requested[0]!.searchParams.get('sort')).toBe('rating');
    expect(requested[0]!.searchParams.get('s')).toBe('4');
  });

  it('shows placeholders while loading', async () => {
    server.use(...slowResponses);
    await renderWithApp(<ModelList {...modelList.defaults} />, { route: '/' });
    expect(screen.getByRole('status', { name: 'Loading models' }).children).toHaveLength(modelList.defaults.count);
  });

  it('renders nothing without models', async () => {
    server.use(...emptyLists);
    const { container } = await renderWithApp(<ModelList {...modelList.defaults} />, { route: '/' });
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('shows a short message when the request fails', async () => {
    server.use(...serverError);
    await renderWithApp(<ModelList {...modelList.defaults} />, { route: '/' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The models could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
