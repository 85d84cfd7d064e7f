import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../../mock-api/node';
import { emptyLists, serverError, slowResponses } from '../../mock-api/scenarios';
import { calendar } from '../../mock-api/fixtures/counters';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { updateCalendar } from './index';
import UpdateCalendar, { groupByYear } from './update-calendar';

const countOf = (value: string) => calendar.find((entry) => entry.value === value)!.updateCount;
const updates = (n: number) => `${n} ${n === 1 ? 'update' : 'updates'}`;

describe('update calendar block', () => {
  it('groups months under their years, newest first, each month linking to /updates?y=&m=', async () => {
    await renderWithApp(<UpdateCalendar {...updateCalendar.defaults} />, { route: '/' });
    expect(screen.getByRole('heading', { level: 2, name: 'Update calendar' })).toBeInTheDocument();

    const years = await screen.findAllByRole('heading', { level: 3 });
    expect(years.map((h) => within(h).getByRole('link').textContent)).toEqual(['2026', '2025', '2024']);
    expect(within(years[0]!).getByRole('link', { name: '2026' })).toHaveAttribute('href', '/updates?y=2026');

    const november = screen.getByRole('link', { name: `November 2026 (${updates(countOf('2026,11'))})` });
    expect(november).toHaveAttribute('href', '/updates?y=2026&m=11');
    expect(screen.getByRole('link', { name: /^December 2024/ })).toHaveAttribute('href', '/updates?y=2024&m=12');

    // Every calendar entry becomes exactly one month link.
    const monthLinks = screen.getAllByRole('link').filter((link) => /[?&]m=\d+$/.test(link.getAttribute('href') ?? ''));
    expect(monthLinks).toHaveLength(calendar.length);
  });

  it('names the months in the active locale (German)', async () => {
    await renderWithApp(<UpdateCalendar {...updateCalendar.defaults} />, { route: '/', locale: 'de_DE' });
    expect(await screen.findByRole('link', { name: /^März 2026/ })).toHaveAttribute('href', '/updates?y=2026&m=3');
    expect(screen.getByRole('link', { name: /^Dezember 2024/ })).toHaveAttribute('href', '/updates?y=2024&m=12');
    expect(screen.getByRole('link', { name: /^Oktober 2026/ })).toHaveAttribute('href', '/updates?y=2026&m=10');
    expect(screen.getByRole('link', { name: /^November 2026/ })).toHaveAttribute('href', '/updates?y=2026&m=11');
    expect(screen.queryByRole('link', { name: /^March/ })).not.toBeInTheDocument();
  });

  it('capitalises month names that a locale writes in lower case (Spanish)', async () => {
    await renderWithApp(<UpdateCalendar {...updateCalendar.defaults} />, { route: '/', locale: 'es_ES' });
    expect(await screen.findByRole('link', { name: /^Noviembre 2026/ })).toHaveAttribute('href', '/updates?y=2026&m=11');
  });

  it('shows a placeholder while loading, nothing without entries, a message on failure', async () => {
    server.use(...slowResponses);
    const first = await renderWithApp(<UpdateCalendar {...updateCalendar.defaults} />, { route: '/' });
    expect(screen.getByRole('status', { name: 'Loading update calendar' })).toBeInTheDocument();
    first.unmount();

    server.resetHandlers(...emptyLists);
    const second = await renderWithApp(<UpdateCalendar {...updateCalendar.defaults} />, { route: '/' });
    await waitFor(() => expect(second.container).toBeEmptyDOMElement());
    second.unmount();

    server.resetHandlers(...serverError);
    await renderWithApp(<UpdateCalendar {...updateCalendar.defaults} />, { route: '/' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The update calendar could not be loaded.');
  });
});

describe('groupByYear', () => {
  it('sorts years and months newest first, adds up totals and skips broken entries', () => {
    expect(
      groupByYear([
        { value: '2025,3', updateCount: 2 },
        { value: '2026,1', updateCount: 1 },
        { value: '2025,11', updateCount: 4 },
        { value: '2025,13', updateCount: 9 },
        { value: 'x,1', updateCount: 9 },
        { value: '2024,5', updateCount: 0 },
      ]),
    ).toEqual([
      { year: 2026, total: 1, months: [{ month: 1, count: 1 }] },
      {
        year: 2025,
        total: 6,
        months: [
          { month: 11, count: 4 },
          { month: 3, count: 2 },
        ],
      },
    ]);
  });
});
