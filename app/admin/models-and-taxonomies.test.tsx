import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { editor, openAdmin, publisher, preloadAdminArea } from './admin-test-utils';

beforeAll(preloadAdminArea, 120_000);

describe('models', () => {
  it('lists models with their state and filters by status', async () => {
    const user = userEvent.setup();
    await openAdmin('/admin/models', editor);
    const draft = await screen.findByRole('link', { name: 'Mia Stone' }, { timeout: 10_000 });
    expect(within(draft.closest('tr')!).getByText('Draft')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Published');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Mia Stone' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Anna Blue' })).toBeInTheDocument();
  });

  it('lets a publisher publish a draft model, and records it', async () => {
    const user = userEvent.setup();
    await openAdmin('/admin/models/202', publisher);
    await user.click(await screen.findByRole('button', { name: 'Publish now' }, { timeout: 10_000 }));
    const publishing = within(screen.getByRole('region', { name: 'Publishing' }));
    expect(await publishing.findByText('Published')).toBeInTheDocument();
    expect(publishing.getByRole('status')).toHaveTextContent('Published.');
    expect(within(screen.getByRole('region', { name: 'History' })).getByText('by staff', { exact: false })).toBeInTheDocument();
  });
});

describe('tags, channels, places and categories', () => {
  it('creates a place with a translated name, and says where a name is still missing', async () => {
    const user = userEvent.setup();
    const { mock } = await openAdmin('/admin/places/new', editor);
    await user.type(await screen.findByRole('textbox', { name: 'Name (English)' }, { timeout: 10_000 }), 'Lake Como');
    await user.type(screen.getByRole('textbox', { name: /Address \(permaLink\)/ }), 'lake-como');
    const tabs = within(screen.getByRole('tablist', { name: 'Languages of Name' }));
    await user.click(tabs.getByRole('tab', { name: 'Deutsch missing' }));
    await user.type(screen.getByRole('textbox', { name: 'Name (Deutsch)' }), 'Comer See');
    expect(tabs.getByRole('tab', { name: 'Deutsch' })).toBeInTheDocument();
    expect(tabs.getByRole('tab', { name: 'Français missing' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { name: 'Lake Como', level: 1 })).toBeInTheDocument();
    expect(mock.requests[0]).toMatchObject({ method: 'POST', body: { fullName: 'Lake Como', permaLink: 'lake-como', names: { fullName_de_DE: 'Comer See' } } });
  });

  it('refuses to delete a tag that updates use, in the server’s words', async () => {
    const user = userEvent.setup();
    await openAdmin('/admin/tags/301', publisher);
    await user.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 10_000 }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Outdoor?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The tag "Outdoor" is used by 1 update(s) or post(s): remove it from them first');
  });

  it('keeps deleting from editors', async () => {
    await openAdmin('/admin/categories/601', editor);
    expect(await screen.findByText('Only publishers delete.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});
