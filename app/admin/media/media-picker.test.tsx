import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../mock-api/node';
import { mediaLibraryHandlersFor, mockMediaAssets } from '../../../mock-api/handlers/media-library';
import { renderWithApp } from '../../../tests/setup/render-with-app';
import { WithUser } from '../../../tests/setup/with-user';
import { MediaPicker, type MediaPickerProps } from './media-picker';
import { editorUser, fileOf } from './media-test-utils';

// The app's bundle uses tus-js-client's browser build (see media-library-page.test.tsx).
vi.mock('tus-js-client', () => vi.importActual('tus-js-client/lib.es5/browser/index.js'));

/** The library's first seven files (every kind and state) unless the whole library is asked for. */
const renderPicker = (props: Partial<MediaPickerProps> = {}, assets = mockMediaAssets().slice(0, 7)) => {
  server.use(...mediaLibraryHandlersFor({ assets }));
  const onPick = vi.fn();
  const onClose = vi.fn();
  const result = renderWithApp(
    <WithUser user={editorUser}>
      <MediaPicker onPick={onPick} onClose={onClose} {...props} />
    </WithUser>,
  );
  return { onPick, onClose, result };
};

const options = () => screen.findAllByRole('option');
const option = (name: string) => screen.findByRole('option', { name });
const picked = (onPick: ReturnType<typeof vi.fn>) => (onPick.mock.calls[0]![0] as { filename: string }[]).map((a) => a.filename);

describe('MediaPicker', () => {
  it('offers only the kind asked for and returns the chosen picture on Choose', async () => {
    const user = userEvent.setup();
    const { onPick, onClose } = renderPicker({ kind: 'image' });
    const dialog = await screen.findByRole('dialog', { name: 'Choose a picture' });
    expect(await option('beach-sunset-01.jpg')).toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: 'summer-beach-full.mp4' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Kind' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Choose' })).toBeDisabled();

    await user.click(await option('anna-portrait.png'));
    expect(await option('anna-portrait.png')).toHaveAttribute('aria-selected', 'true');
    // One file only: choosing another replaces it.
    await user.click(await option('city-night.webp'));
    expect(await option('anna-portrait.png')).toHaveAttribute('aria-selected', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'Choose' }));
    await waitFor(() => expect(onPick).toHaveBeenCalled());
    expect(picked(onPick)).toEqual(['city-night.webp']);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('returns nothing on Cancel', async () => {
    const user = userEvent.setup();
    const { onPick, onClose } = renderPicker({ kind: 'image' });
    await user.click(await option('anna-portrait.png'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onPick).not.toHaveBeenCalled();
  });

  it('chooses several by keyboard: arrow keys move, Space and Enter choose', async () => {
    const user = userEvent.setup();
    const { onPick } = renderPicker({ kind: 'image', multiple: true, selected: [27] });
    const dialog = await screen.findByRole('dialog', { name: 'Choose pictures' });
    expect(within(dialog).getByRole('listbox', { name: 'Library files' })).toHaveAttribute('aria-multiselectable', 'true');
    expect(await option('anna-portrait.png')).toHaveAttribute('aria-selected', 'true');
    const all = await options();
    // One tab stop for the whole grid.
    expect(all.filter((el) => el.tabIndex === 0)).toHaveLength(1);
    all[0]!.focus();
    await user.keyboard(' ');
    expect(all[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(all[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(all[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}{ArrowLeft}{ArrowLeft}');
    expect(all[0]).toHaveFocus();
    // Space again takes it back out.
    await user.keyboard(' ');
    expect(all[0]).toHaveAttribute('aria-selected', 'false');
    expect(within(dialog).getByText('2 chosen')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Choose' }));
    await waitFor(() => expect(onPick).toHaveBeenCalled());
    expect(picked(onPick)).toEqual(['anna-portrait.png', 'beach-sunset-02.jpg']);
  });

  it('returns a file chosen before that the first page does not show', async () => {
    const user = userEvent.setup();
    const { onPick } = renderPicker({ kind: 'image', selected: [4] }, mockMediaAssets());
    const dialog = await screen.findByRole('dialog', { name: 'Choose a picture' });
    await options();
    await user.click(within(dialog).getByRole('button', { name: 'Choose' }));
    await waitFor(() => expect(onPick).toHaveBeenCalled());
    expect(picked(onPick)).toEqual(['set-picture-21.jpg']);
  });

  it('searches by name', async () => {
    const user = userEvent.setup();
    renderPicker({ kind: 'image' });
    await option('beach-sunset-01.jpg');
    await user.type(screen.getByRole('searchbox', { name: 'Search by file name' }), 'anna');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'beach-sunset-01.jpg' })).not.toBeInTheDocument());
    expect((await options()).map((el) => el.getAttribute('aria-label'))).toEqual(['anna-portrait.png']);
  });

  it('uploads from the picker and chooses the new file', async () => {
    const user = userEvent.setup();
    const { onPick } = renderPicker({ kind: 'video' });
    const dialog = await screen.findByRole('dialog', { name: 'Choose a video' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await user.upload(within(dialog).getByLabelText('Choose files'), fileOf('new-trailer.mp4', 'video/mp4'));
    expect(await option('new-trailer.mp4')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Choose' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Choose' }));
    await waitFor(() => expect(onPick).toHaveBeenCalled());
    expect(picked(onPick)).toEqual(['new-trailer.mp4']);
  });
});
