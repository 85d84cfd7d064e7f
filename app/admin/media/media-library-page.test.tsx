import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { server } from '../../../mock-api/node';
import { mediaLibraryHandlersFor } from '../../../mock-api/handlers/media-library';
import { renderWithApp } from '../../../tests/setup/render-with-app';
import { WithUser } from '../../../tests/setup/with-user';
import type { SessionUser } from '../../../src/state/session';
import MediaLibraryPage from './media-library-page';
import { CHUNK_BYTES } from './use-uploads';
import { editorUser, fileOf, publisherUser } from './media-test-utils';

// The app's bundle uses tus-js-client's browser build (XMLHttpRequest, File, localStorage); vitest
// would load its Node build, which takes no File.
vi.mock('tus-js-client', () => vi.importActual('tus-js-client/lib.es5/browser/index.js'));

function Where() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

const renderPage = (user: SessionUser = publisherUser, route = '/admin/media', options: Parameters<typeof mediaLibraryHandlersFor>[0] = {}) => {
  server.use(...mediaLibraryHandlersFor(options));
  return renderWithApp(
    <WithUser user={user}>
      <Routes>
        <Route
          path="/admin/media"
          element={
            <>
              <MediaLibraryPage />
              <Where />
            </>
          }
        />
      </Routes>
    </WithUser>,
    { route },
  );
};

const grid = () => screen.findByRole('list', { name: 'Library files' });
const tiles = (list: HTMLElement) => within(list).getAllByRole('listitem');
const names = (list: HTMLElement) => tiles(list).map((item) => item.querySelector('span')?.textContent);

describe('MediaLibraryPage', () => {
  it('lists the files with their kind, size, dimensions, processing state and usage', async () => {
    await renderPage();
    const list = await grid();
    expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('beach-sunset-01.jpg');
    expect(first).toHaveTextContent('Picture');
    expect(first).toHaveTextContent('3840 × 2560 px');
    expect(first).toHaveTextContent('Used by update 412 (Summer Beach)');
    const running = within(list).getAllByRole('listitem')[1]!;
    expect(within(running).getByRole('progressbar', { name: 'Processing of beach-sunset-02.jpg' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(list).getAllByRole('listitem')[3]).toHaveTextContent('Not used');
    expect(within(list).getAllByRole('listitem')[5]).toHaveTextContent('Failed: ffmpeg: the file ends before its last frame');
    // Pictures show through their signed preview link.
    await waitFor(() => expect(first.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^\/media\/library\/31\?u=7&expires=\d+&sig=/)));
    expect(within(list).getAllByRole('listitem')[2]!.querySelector('img')).toBeNull();
  });

  it('searches by name and filters by kind through the address', async () => {
    const user = userEvent.setup();
    await renderPage();
    await grid();
    await user.type(screen.getByRole('searchbox', { name: 'Search by file name' }), 'BEACH');
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?q=BEACH'));
    await waitFor(() => expect(screen.getByTestId('media-grid')).not.toHaveTextContent('city-night.webp'));
    expect(names(await grid())).toEqual(['beach-sunset-01.jpg', 'beach-sunset-02.jpg', 'summer-beach-full.mp4', 'summer-beach-gallery.zip']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'video');
    await waitFor(() => expect(screen.getByTestId('media-grid')).not.toHaveTextContent('beach-sunset-01.jpg'));
    expect(names(await grid())).toEqual(['summer-beach-full.mp4']);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?q=BEACH&kind=video');

    await user.clear(screen.getByRole('searchbox', { name: 'Search by file name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by file name' }), 'nothing like it');
    expect(await screen.findByText('No file matches this search.')).toBeInTheDocument();
  });

  it('opens with the search the address gives', async () => {
    await renderPage(publisherUser, '/admin/media?q=set-picture');
    const list = await grid();
    await waitFor(() => expect(tiles(list)).toHaveLength(21));
    expect(screen.getByRole('searchbox', { name: 'Search by file name' })).toHaveValue('set-picture');
  });

  it('pages through the library with the page in the address', async () => {
    const user = userEvent.setup();
    await renderPage();
    const list = await grid();
    expect(list).not.toHaveTextContent('set-picture-18.jpg');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Library files' })).toHaveTextContent('set-picture-18.jpg'));
    expect(tiles(screen.getByRole('list', { name: 'Library files' }))).toHaveLength(4);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?p=1');
  });

  it('uploads a chosen file with a progress bar, then shows it in the grid', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await renderPage(editorUser, '/admin/media', { holdPatch: () => held });
    await grid();
    await user.upload(screen.getByLabelText('Choose files'), fileOf('new-shoot.jpg', 'image/jpeg', 4096));
    const bar = await screen.findByRole('progressbar', { name: 'Upload of new-shoot.jpg' });
    expect(bar).toHaveAttribute('aria-valuetext', expect.stringMatching(/^Uploading: \d+%$/));
    expect(screen.getByRole('button', { name: 'Pause new-shoot.jpg' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', 'Uploaded'));
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    const list = await grid();
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('new-shoot.jpg'));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Waiting to be processed');
  });

  it('uploads files dropped on the drop zone, several at once', async () => {
    await renderPage();
    await grid();
    const files = [fileOf('drop-1.jpg', 'image/jpeg'), fileOf('drop-2.mp4', 'video/mp4')];
    fireEvent.drop(screen.getByTestId('media-drop-zone'), { dataTransfer: { files, types: ['Files'] } });
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    await waitFor(() => expect(within(uploads).getByRole('progressbar', { name: 'Upload of drop-1.jpg' })).toHaveAttribute('aria-valuetext', 'Uploaded'));
    await waitFor(() => expect(within(uploads).getByRole('progressbar', { name: 'Upload of drop-2.mp4' })).toHaveAttribute('aria-valuetext', 'Uploaded'));
    await waitFor(() => expect(screen.getByTestId('media-grid')).toHaveTextContent('drop-2.mp4'));
  });

  it('pauses an upload and resumes it', async () => {
    const user = userEvent.setup();
    let patches = 0;
    // The first request is stopped by Pause and never answered; the resumed upload's are.
    await renderPage(editorUser, '/admin/media', { holdPatch: () => (++patches === 1 ? new Promise(() => {}) : undefined) });
    await grid();
    await user.upload(screen.getByLabelText('Choose files'), fileOf('paused.jpg', 'image/jpeg'));
    // Paused while its bytes are on the way.
    await waitFor(() => expect(patches).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Pause paused.jpg' }));
    const bar = screen.getByRole('progressbar', { name: 'Upload of paused.jpg' });
    expect(bar).toHaveAttribute('aria-valuetext', expect.stringMatching(/^Paused at \d+%$/));
    await user.click(screen.getByRole('button', { name: 'Resume paused.jpg' }));
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', 'Uploaded'));
    await waitFor(() => expect(screen.getByTestId('media-grid')).toHaveTextContent('paused.jpg'));
  });

  it('sends three files at a time and the others when their turn comes', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await renderPage(editorUser, '/admin/media', { holdPatch: () => held });
    await grid();
    const files = ['a', 'b', 'c', 'd', 'e'].map((n) => fileOf(`set-${n}.jpg`, 'image/jpeg'));
    fireEvent.drop(screen.getByTestId('media-drop-zone'), { dataTransfer: { files, types: ['Files'] } });
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    await waitFor(() => expect(within(uploads).getAllByText(/^Uploading/)).toHaveLength(3));
    expect(within(uploads).getAllByText('Waiting for its turn')).toHaveLength(2);
    release();
    await waitFor(() => expect(within(uploads).getAllByText('Uploaded')).toHaveLength(5));
  });

  it('resumes an upload where it stopped after the page was left, when the same file is chosen again', async () => {
    const user = userEvent.setup();
    // Two parts; the connection "drops" during the second: its request never gets an answer.
    const file = fileOf('long-video.mp4', 'video/mp4', CHUNK_BYTES + 1_000_000);
    let reloaded = false;
    // After the reload a request for the first part would never be answered either: only an
    // upload that resumes at the second part can finish.
    const lost = (offset: number) => (offset > 0 ? !reloaded : reloaded);
    server.use(...mediaLibraryHandlersFor({ holdPatch: (offset) => (lost(offset) ? new Promise(() => {}) : undefined) }));
    const page = (
      <WithUser user={editorUser}>
        <MediaLibraryPage />
      </WithUser>
    );
    const first = await renderWithApp(page, { route: '/admin/media' });
    await user.upload(screen.getByLabelText('Choose files'), file);
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Upload of long-video.mp4' })).toHaveAttribute('aria-valuetext', 'Uploading: 84%'));
    first.unmount();

    reloaded = true;
    await renderWithApp(page, { route: '/admin/media' });
    await user.upload(screen.getByLabelText('Choose files'), file);
    // Only the missing part is sent again: the bar starts where the first attempt stopped.
    const bar = await screen.findByRole('progressbar', { name: 'Upload of long-video.mp4' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', 'Uploaded'));
    expect(screen.getByTestId('media-grid')).toHaveTextContent('long-video.mp4');
  });

  it("shows the server's words for a file it refuses, and uploads the others", async () => {
    const user = userEvent.setup();
    await renderPage();
    await grid();
    await user.upload(screen.getByLabelText('Choose files'), [fileOf('anim.gif', 'image/gif'), fileOf('clip.mp4', 'video/mp4')]);
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    expect(await within(uploads).findByRole('alert')).toHaveTextContent('anim.gif: image/gif is not taken. Accepted: JPEG, PNG, WebP and AVIF pictures');
    expect(within(uploads).queryByRole('progressbar', { name: 'Upload of anim.gif' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(uploads).getByRole('progressbar', { name: 'Upload of clip.mp4' })).toHaveAttribute('aria-valuetext', 'Uploaded'));
  });

  it('refuses a picture over the size limit with the limit named', async () => {
    const user = userEvent.setup();
    await renderPage();
    await grid();
    await user.upload(screen.getByLabelText('Choose files'), fileOf('huge.png', 'image/png', 21_000_000));
    expect(await screen.findByRole('alert')).toHaveTextContent('huge.png is 21 MB: a picture may be at most 20 MB');
  });

  it('lets a publisher delete after confirming', async () => {
    const user = userEvent.setup();
    await renderPage(publisherUser);
    const list = await grid();
    await user.click(within(list).getByRole('button', { name: 'Delete city-night.webp' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete city-night.webp?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(list).toHaveTextContent('city-night.webp');

    await user.click(within(list).getByRole('button', { name: 'Delete city-night.webp' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Library files' })).not.toHaveTextContent('city-night.webp'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows an editor no delete button and says why', async () => {
    await renderPage(editorUser);
    const list = await grid();
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.getByText('Editors upload and choose files; only publishers can delete them.')).toBeInTheDocument();
  });
});
