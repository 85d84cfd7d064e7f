import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { server } from '../../mock-api/node';
import { paths } from '../../mock-api/handlers/paths';
import { searchMetadata } from '../../mock-api/fixtures/search-metadata';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { SearchPopover } from './search-popover';

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

const renderPopover = () =>
  renderWithApp(
    <>
      <SearchPopover />
      <Routes>
        <Route path="*" element={<Location />} />
      </Routes>
    </>,
    { route: '/' },
  );

/** Records every search request's term (the handler then falls through to the default one). */
const recordSearches = () => {
  const terms: string[] = [];
  server.use(
    http.get(paths.search, ({ params, request }) => {
      terms.push(`${String(params.term)}|s=${new URL(request.url).searchParams.get('s')}`);
    }),
  );
  return terms;
};

const combobox = () => screen.getByRole('combobox', { name: 'Search' });
const selected = () => screen.getAllByRole('option').filter((option) => option.getAttribute('aria-selected') === 'true');

afterEach(() => {
  vi.useRealTimers();
});

describe('header search popover', () => {
  it('opens from the search icon with the most searched keywords, most viewed updates and most rated models', async () => {
    const user = userEvent.setup();
    await renderPopover();
    const toggle = screen.getByRole('button', { name: 'Search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);

    const keywords = await screen.findByRole('group', { name: 'Most searched' });
    expect(within(keywords).getAllByRole('option').map((o) => o.textContent)).toEqual(searchMetadata.mostSearched.map((m) => m.term));
    const updates = screen.getByRole('group', { name: 'Most viewed updates' });
    expect(within(updates).getAllByRole('option')).toHaveLength(6);
    expect(within(updates).getAllByRole('option')[0]).toHaveTextContent(searchMetadata.updates[0]!.fullName);
    const models = screen.getByRole('group', { name: 'Most rated models' });
    expect(within(models).getAllByRole('option')[0]).toHaveTextContent(searchMetadata.models[0]!.fullName);

    await user.click(within(keywords).getByRole('option', { name: 'studio' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search/studio');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('waits for a 500 ms pause in typing before it searches, then shows up to 6 models, photos and videos', async () => {
    const terms = recordSearches();
    await renderPopover();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('group', { name: 'Most searched' });
    // Only setTimeout is faked, for the debounce. Testing Library's async helpers wait on a real
    // setTimeout, so typing goes through fireEvent and real timers return before waiting.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(combobox(), { target: { value: 'ga' } });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    fireEvent.change(combobox(), { target: { value: 'gar' } });
    expect(screen.getByRole('status')).toHaveTextContent('Searching...');
    act(() => {
      vi.advanceTimersByTime(499);
    });
    await act(() => new Promise((resolve) => setImmediate(resolve)));
    expect(terms).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Searching...');

    act(() => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    await waitFor(() => expect(terms).toEqual(['gar|s=6']));
    const photos = await screen.findByRole('group', { name: 'Photos' });
    expect(within(photos).getAllByRole('option')).toHaveLength(6);
    for (const option of within(photos).getAllByRole('option')) expect(option).toHaveTextContent(/Garden/);
    expect(screen.queryByRole('group', { name: 'Videos' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Show all results for “gar”' })).toBeInTheDocument();
    expect(screen.queryByText('Searching...')).not.toBeInTheDocument();
  });

  it('suggests most searched keywords with fuzzy matching while typing', async () => {
    const user = userEvent.setup();
    await renderPopover();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('group', { name: 'Most searched' });
    await user.type(combobox(), 'hrbour');
    const suggestions = screen.getByRole('group', { name: 'Suggestions' });
    expect(within(suggestions).getAllByRole('option').map((o) => o.textContent)).toEqual(['harbour']);
  });

  it("says 'No results found' when the live search finds nothing", async () => {
    const user = userEvent.setup();
    await renderPopover();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(combobox(), 'xyzzy');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results found'), { timeout: 3000 });
  });

  it('moves through the results with the arrow keys and opens the active one with Enter', async () => {
    const user = userEvent.setup();
    await renderPopover();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(combobox(), 'anya');
    const models = await screen.findByRole('group', { name: 'Models' }, { timeout: 3000 });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Anya Marlow', 'Show all results for “anya”→']);
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(selected()).toEqual([options[0]]);
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toEqual([options[1]]);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toEqual([options[0]]);
    await user.keyboard('{ArrowUp}');
    expect(selected()).toEqual([options[1]]);
    await user.keyboard('{ArrowUp}');
    expect(within(models).getByRole('option', { selected: true })).toHaveTextContent('Anya Marlow');
    expect(combobox()).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/models/anya-marlow');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('goes to the search page on Enter without an active option', async () => {
    const user = userEvent.setup();
    await renderPopover();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(combobox(), 'summer{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search/summer');
  });

  it('closes on Escape and gives the focus back to the search icon', async () => {
    const user = userEvent.setup();
    await renderPopover();
    const toggle = screen.getByRole('button', { name: 'Search' });
    await user.click(toggle);
    await user.type(combobox(), 'gar');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
