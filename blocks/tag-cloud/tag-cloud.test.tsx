import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../../mock-api/node';
import { emptyLists, serverError, slowResponses } from '../../mock-api/scenarios';
import { tags } from '../../mock-api/fixtures/tags';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { tagCloud } from './index';
import TagCloud from './tag-cloud';

const used = tags.filter((tag) => (tag.updateCount ?? 0) > 0);
const links = async () => within(await screen.findByRole('list')).getAllByRole('link');

describe('tag cloud block', () => {
  it('links every used tag to /updates?tag={permaLink}, in alphabetical order', async () => {
    await renderWithApp(<TagCloud {...tagCloud.defaults} />, { route: '/' });
    expect(screen.getByRole('heading', { level: 2, name: 'Tags' })).toBeInTheDocument();

    const found = await links();
    const expected = [...used].sort((a, b) => a.fullName.localeCompare(b.fullName, 'en-US'));
    expect(found).toHaveLength(expected.length);
    found.forEach((link, index) => {
      const tag = expected[index]!;
      expect(link).toHaveAttribute('href', `/updates?tag=${tag.permaLink}`);
      expect(link).toHaveAccessibleName(`${tag.fullName} (${tag.updateCount} ${tag.updateCount === 1 ? 'update' : 'updates'})`);
    });
    expect(screen.getByRole('link', { name: /^Black and White/ })).toHaveAttribute('href', '/updates?tag=black-and-white');
  });

  it('keeps only the `limit` most used tags', async () => {
    await renderWithApp(<TagCloud limit={5} />, { route: '/' });
    const found = await links();
    expect(found).toHaveLength(5);
    const leastShown = Math.min(...found.map((link) => used.find((t) => link.getAttribute('href') === `/updates?tag=${t.permaLink}`)!.updateCount!));
    const left = used.filter((t) => !found.some((link) => link.getAttribute('href') === `/updates?tag=${t.permaLink}`));
    for (const tag of left) expect(tag.updateCount!).toBeLessThanOrEqual(leastShown);
  });

  it('shows a configured heading in the active locale', async () => {
    await renderWithApp(<TagCloud limit={3} heading={{ en_US: 'Popular tags', es_ES: 'Etiquetas populares' }} />, {
      route: '/',
      locale: 'es_ES',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Etiquetas populares' })).toBeInTheDocument();
    expect(await links()).toHaveLength(3);
  });

  it('shows a placeholder while loading, nothing for no tags, a message on failure', async () => {
    server.use(...slowResponses);
    const first = await renderWithApp(<TagCloud {...tagCloud.defaults} />, { route: '/' });
    expect(screen.getByRole('status', { name: 'Loading tags' })).toBeInTheDocument();
    first.unmount();

    server.resetHandlers(...emptyLists);
    const second = await renderWithApp(<TagCloud {...tagCloud.defaults} />, { route: '/' });
    await waitFor(() => expect(second.container).toBeEmptyDOMElement());
    second.unmount();

    server.resetHandlers(...serverError);
    await renderWithApp(<TagCloud {...tagCloud.defaults} />, { route: '/' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The tags could not be loaded.');
  });
});
