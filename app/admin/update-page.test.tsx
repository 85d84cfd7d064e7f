import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { editor, openAdmin, publisher, preloadAdminArea } from './admin-test-utils';
import type { MediaPickerProps } from './media/media-picker';

beforeAll(preloadAdminArea, 120_000);

// The media library's picker is another screen's: a stand-in that offers one file of the asked kind.
vi.mock('./media/media-picker', () => ({
  MediaPicker: ({ kind, onPick, onClose }: MediaPickerProps) => (
    <div role="dialog" aria-label="Media library">
      <button type="button" onClick={() => onPick([{ id: 77, kind: kind ?? 'image', filename: `pick.${kind === 'video' ? 'mp4' : 'jpg'}` } as never])}>
        Pick a file
      </button>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  ),
}));

const opened = async (route: string, user = publisher) => {
  const result = await openAdmin(route, user);
  await screen.findByRole('form', { name: 'Update' }, { timeout: 10_000 });
  return result;
};

describe('an update', () => {
  it('has a tab per site language for its title, marking the missing translations', async () => {
    const user = userEvent.setup();
    const { mock } = await opened('/admin/updates/101');
    const tabs = within(screen.getByRole('tablist', { name: 'Languages of Title' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['English', 'Deutsch', 'Español!', 'Français!']);
    expect(tabs.getByRole('tab', { name: 'Deutsch' })).toBeInTheDocument();
    expect(tabs.getByRole('tab', { name: 'Français missing' })).toBeInTheDocument();

    await user.click(tabs.getByRole('tab', { name: 'Français missing' }));
    await user.type(screen.getByRole('textbox', { name: 'Title (Français)' }), 'Journée à la plage');
    expect(tabs.getByRole('tab', { name: 'Français' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    const put = mock.requests.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({ names: { fullName_de_DE: 'Strandtag', fullName_fr_FR: 'Journée à la plage' } });
  });

  it('creates a draft with a picture from the media library, and names a taken address next to its field', async () => {
    const user = userEvent.setup();
    const { mock } = await opened('/admin/updates/new');
    await user.type(screen.getByRole('textbox', { name: 'Title (English)' }), 'Beach day again');
    await user.type(screen.getByRole('textbox', { name: /Address \(permaLink\)/ }), 'beach-day');
    await user.click(screen.getByRole('button', { name: 'Choose Picture' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Media library' })).getByRole('button', { name: 'Pick a file' }));
    expect(screen.getByText('pick.jpg (#77)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const address = screen.getByRole('textbox', { name: /Address \(permaLink\)/ });
    await waitFor(() => expect(address).toHaveAccessibleDescription(expect.stringContaining('already taken')));
    expect(screen.getByRole('alert')).toHaveTextContent('Another item already has the permaLink "beach-day"');
    const post = mock.requests.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({ fullName: 'Beach day again', imageAssetId: 77 });
    expect(post?.body).not.toHaveProperty('videoAssetId');
    expect(post?.body).not.toHaveProperty('galleryAssetIds');

    await user.clear(address);
    await user.type(address, 'beach-day-again');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('heading', { name: 'Beach day again', level: 1 })).toBeInTheDocument();
  });

  it('lets an editor save a draft but not publish, schedule or delete, and says why', async () => {
    await opened('/admin/updates/102', editor);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    const reason = 'Only publishers publish, schedule, unpublish, delete and restore. You can edit drafts.';
    expect(screen.getByText(reason)).toBeInTheDocument();
    for (const name of ['Publish now', 'Delete', 'Schedule']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(screen.getByRole('button', { name: 'Publish now' })).toHaveAccessibleDescription(reason);
  });

  it('keeps a published update away from an editor', async () => {
    await opened('/admin/updates/101', editor);
    expect(screen.getByText('This update is published or scheduled: only publishers change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('asks before deleting, and restoring undoes it', async () => {
    const user = userEvent.setup();
    await opened('/admin/updates/101');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this update?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Publishing' })).getByText('Published')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this update?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/^Deleted, removed for good on /)).toBeInTheDocument();
    expect(screen.getByText('This update is deleted: restore it to change it.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('button', { name: 'Publish now' })).toBeInTheDocument();
    expect(screen.queryByText(/removed for good/)).not.toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(history.getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent).filter(Boolean)).toEqual(['Restored', 'Deleted', 'Published', 'Created']);
  });

  it('shows why a second video cannot be released on the same day, next to the release date', async () => {
    const user = userEvent.setup();
    await opened('/admin/updates/105');
    const date = screen.getByLabelText('Release date and time');
    fireEvent.change(date, { target: { value: '2026-11-24T12:00' } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const message = 'The DVD update "Night drive" (id 103) is already released on 2026-11-24: two video or DVD updates are never released on the same day';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(date).toHaveAccessibleDescription(message);
    expect(date).toBeInvalid();
  });
});
