import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { editor, openAdmin, preloadAdminArea } from './admin-test-utils';

beforeAll(preloadAdminArea, 120_000);
import { daysFromNow } from '../../mock-api/fixtures/clock';

// In the test machine's time zone, as staff see it.
const shown = (iso: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en', options).format(new Date(iso));

const titles = () =>
  within(screen.getByRole('table', { name: 'Updates' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.querySelector('a')!.textContent);

describe('the updates list', () => {
  it('shows every update with its state: scheduled with its date, deleted with the day it goes for good', async () => {
    await openAdmin('/admin/updates', editor);
    expect(await screen.findByRole('link', { name: 'Beach day' }, { timeout: 10_000 })).toHaveAttribute('href', '/admin/updates/101');
    const row = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;
    expect(within(row('Beach day')).getByText('Published')).toBeInTheDocument();
    expect(within(row('Autumn light')).getByText('Draft')).toBeInTheDocument();
    expect(within(row('Autumn light')).getByText('Picture set')).toBeInTheDocument();
    expect(within(row('Night drive')).getByText(`Scheduled for ${shown(daysFromNow(4), { dateStyle: 'medium', timeStyle: 'short' })}`)).toBeInTheDocument();
    expect(within(row('Old studio')).getByText(`Deleted, removed for good on ${shown(daysFromNow(28), { dateStyle: 'medium' })}`)).toBeInTheDocument();
  });

  it('opens with the filters of its address, then searches and filters by type and status', async () => {
    const user = userEvent.setup();
    await openAdmin('/admin/updates?status=draft', editor);
    await screen.findByRole('link', { name: 'Autumn light' }, { timeout: 10_000 });
    expect(titles().sort()).toEqual(['Autumn light', 'Garden morning']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Picture set');
    await waitFor(() => expect(titles()).toEqual(['Autumn light']));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Any status');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'All types');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'drive');
    await waitFor(() => expect(titles()).toEqual(['Night drive']));
  });

  it('sorts by title', async () => {
    const user = userEvent.setup();
    await openAdmin('/admin/updates', editor);
    await screen.findByRole('link', { name: 'Beach day' }, { timeout: 10_000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'By title');
    await waitFor(() => expect(titles()).toEqual(['Autumn light', 'Beach day', 'Garden morning', 'Night drive', 'Old studio']));
  });

  it('says so when nothing matches', async () => {
    await openAdmin('/admin/updates?q=nothing-like-this', editor);
    expect(await screen.findByText('No update matches.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
