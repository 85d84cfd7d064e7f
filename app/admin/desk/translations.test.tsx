// The interface texts: a tab per language, the missing ones first and marked, and a text saved in
// its own row.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { editor, openAdmin, preloadAdminArea } from '../admin-test-utils';
import { server } from '../../../mock-api/node';
import { deskTranslationsMockFor } from '../../../mock-api/handlers/desk-translations';

beforeAll(preloadAdminArea, 120_000);

describe('the translations table', () => {
  it('shows a language’s texts, missing first, and saves one row', async () => {
    const user = userEvent.setup();
    const desk = deskTranslationsMockFor();
    server.use(...desk.handlers);
    await openAdmin('/admin/translations', editor);
    const tabs = await screen.findByRole('tablist', { name: 'Languages' }, { timeout: 10_000 });
    expect(within(tabs).getByRole('tab', { name: 'Deutsch' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Interface texts in Deutsch, missing first' });
    await within(table).findByText('Members area');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('missing')).toBeInTheDocument();
    const field = within(rows[0]!).getByRole('textbox', { name: 'Text for “Members area”' });
    await user.type(field, 'Mitgliederbereich');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Save the text for “Members area”' }));
    expect(await within(rows[0]!).findByText('Saved.')).toBeInTheDocument();
    expect(desk.requests).toEqual([{ method: 'PUT', path: '/api/staff/translations/de_DE/Members%20area', body: { text: 'Mitgliederbereich' } }]);

    await user.click(within(tabs).getByRole('tab', { name: 'Français' }));
    expect(await screen.findByRole('table', { name: 'Interface texts in Français, missing first' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Rechercher')).toBeInTheDocument();
  });
});
