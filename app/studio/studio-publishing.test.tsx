// Publishing that cannot go wrong, as the studio shows it: a publish over a newer live version is
// refused with who and when and their changes (then load theirs, or publish over it explicitly),
// the live version is watched, editors do not publish, and publishing can be scheduled.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { undo } from '@codemirror/commands';
import { server } from '../../mock-api/node';
import { configsMockFor } from '../../mock-api/handlers/configs';
import { configWith, renderWithApp } from '../../tests/setup/render-with-app';
import { WithUser } from '../../tests/setup/with-user';
import type { SessionUser } from '../../src/state/session';
import StudioPage from './studio-page';
import { toLocalInput } from './publish-dialog';
import { documentJson, editorUser, editorView, installLayoutStandIns, staffUser, typeDocument } from './studio-test-utils';

installLayoutStandIns();

const WAIT = { timeout: 30_000 };

async function openStudio(mock: ReturnType<typeof configsMockFor>, user: SessionUser = staffUser) {
  server.use(...mock.handlers);
  await renderWithApp(
    <WithUser user={user}>
      <StudioPage />
    </WithUser>,
    { route: '/studio' },
  );
  await screen.findByTestId('config-editor', {}, WAIT);
  await screen.findByText('No problems: the configuration is valid.', {}, WAIT);
}

/** Types a document with this slogan and waits until the studio has checked it. */
async function editSlogan(slogan: string) {
  typeDocument(JSON.stringify(configWith((config) => (config.ui.static.headerSlogan = slogan)), null, 2));
  await screen.findByText('Checking…', {}, WAIT);
  await screen.findByText('No problems: the configuration is valid.', {}, WAIT);
}

/** Anna publishes from her own tab while this studio is open (started from version 0). */
const annaPublishes = (mock: ReturnType<typeof configsMockFor>) =>
  mock.publishAs('anna', configWith((config) => (config.ui.static.headerSlogan = 'Anna’s slogan')), 'Anna’s winter sale');

async function publishNow() {
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Publish this configuration?' }));
  fireEvent.click(dialog.getByRole('button', { name: 'Publish now' }));
}

describe('publishing over a newer live version', { timeout: 120_000 }, () => {
  it('is refused with who published what and when and their changes; "Load theirs" replaces the editor and undo brings mine back', async () => {
    const mock = configsMockFor();
    await openStudio(mock);
    await editSlogan('My slogan');
    annaPublishes(mock);
    await publishNow();

    const dialog = within(await screen.findByRole('dialog', { name: 'Someone published in the meantime' }, WAIT));
    expect(dialog.getByRole('alert')).toHaveTextContent(
      /^Version 1 “Anna’s winter sale” was published by anna at Nov 20, 2026, .+ \(after you started from version 0\)\. Your configuration was not published\.$/,
    );
    const theirs = within(dialog.getByRole('region', { name: 'Their changes against yours' }));
    expect(theirs.getByRole('listitem')).toHaveTextContent('/ui/static/headerSlogan');
    expect(theirs.getByRole('listitem')).toHaveTextContent('"My slogan" → "Anna’s slogan"');
    expect(dialog.getByRole('link', { name: 'download yours first' }).getAttribute('href')).toContain(encodeURIComponent('"My slogan"'));
    // Nothing went live: still Anna's version.
    expect(mock.requests.filter((request) => request.path === '/api/configs/publish')).toHaveLength(1);

    fireEvent.click(dialog.getByRole('button', { name: 'Load theirs' }));
    await waitFor(() => expect(documentJson().ui.static.headerSlogan).toBe('Anna’s slogan'), WAIT);
    // The editor takes their text at once; the dialog closes with React's next render (late under load).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    await screen.findByText('Loaded the live version 1. Undo (Ctrl+Z) brings your text back.', {}, WAIT);

    // My text is still in the undo history.
    act(() => {
      undo(editorView());
    });
    expect(documentJson().ui.static.headerSlogan).toBe('My slogan');
    // ... and publishing it now builds on Anna's version (the base moved with "Load theirs").
    await screen.findByText('Checking…', {}, WAIT);
    await screen.findByText('No problems: the configuration is valid.', {}, WAIT);
    await publishNow();
    await screen.findByText('Published: version 2 is live.', {}, WAIT);
    expect(mock.requests.at(-1)?.body).toEqual(expect.objectContaining({ baseVersion: 1 }));
  });

  it('"Publish mine over it" publishes explicitly over their version; Cancel changes nothing', async () => {
    const mock = configsMockFor();
    await openStudio(mock);
    await editSlogan('My slogan');
    annaPublishes(mock);

    await publishNow();
    let dialog = within(await screen.findByRole('dialog', { name: 'Someone published in the meantime' }, WAIT));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(documentJson().ui.static.headerSlogan).toBe('My slogan');

    await publishNow();
    dialog = within(await screen.findByRole('dialog', { name: 'Someone published in the meantime' }, WAIT));
    fireEvent.click(dialog.getByRole('button', { name: 'Publish mine over it' }));
    await screen.findByText('Published: version 2 is live.', {}, WAIT);
    const publishes = mock.requests.filter((request) => request.path === '/api/configs/publish');
    expect(publishes.map((request) => (request.body as { baseVersion: number }).baseVersion)).toEqual([0, 0, 1]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('someone else publishing while the studio is open shows a warning once the window gets focus', async () => {
    const mock = configsMockFor();
    await openStudio(mock);
    expect(screen.queryByRole('alert', { name: 'The live site changed' })).not.toBeInTheDocument();
    annaPublishes(mock);
    // Focus right after opening is throttled: the staff member comes back a minute later.
    const later = Date.now() + 60_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    const warning = await screen.findByRole('alert', { name: 'The live site changed' }, WAIT).finally(() => clock.mockRestore());
    expect(warning).toHaveTextContent('The live site changed (version 1 by anna). Publishing would replace it.');
  });
});

describe('an editor', { timeout: 120_000 }, () => {
  it('saves preview links but is offered no Publish, Restore or Cancel of a scheduled publish', async () => {
    const mock = configsMockFor();
    await openStudio(mock, editorUser);
    expect(screen.getByRole('button', { name: 'Save as preview link' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.getByText('An editor makes preview links; a publisher publishes them.')).toBeInTheDocument();

    mock.publishAs('staff', configWith((config) => (config.ui.static.headerSlogan = 'Published')));
    fireEvent.click(screen.getByRole('button', { name: 'Versions' }));
    const versions = within(await screen.findByRole('dialog', { name: 'Versions' }));
    await versions.findByRole('button', { name: 'Compare Start configuration with live' });
    expect(versions.queryByRole('button', { name: /^Restore/ })).not.toBeInTheDocument();
  });
});

describe('scheduled publishing', { timeout: 120_000 }, () => {
  it('sends the document with its base version and a future UTC time, lists it and cancels it', async () => {
    const mock = configsMockFor();
    await openStudio(mock);
    await editSlogan('Black Friday');
    fireEvent.change(screen.getByRole('textbox', { name: 'Name of the configuration' }), { target: { value: 'Black Friday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Publish this configuration?' }));
    fireEvent.click(dialog.getByRole('radio', { name: 'Publish at' }));
    const field = dialog.getByLabelText('Date and time (your time zone)');

    // A time that has passed is refused in the dialog.
    fireEvent.change(field, { target: { value: toLocalInput(new Date(Date.now() - 3_600_000)) } });
    fireEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('The time has passed: choose one in the future.');
    expect(mock.requests.filter((request) => request.path === '/api/configs/schedule')).toEqual([]);

    const at = new Date(Date.now() + 2 * 86_400_000);
    at.setSeconds(0, 0);
    fireEvent.change(field, { target: { value: toLocalInput(at) } });
    fireEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    await screen.findByText(/^Scheduled: “Black Friday” goes live on /, {}, WAIT);
    const sent = mock.requests.at(-1)!;
    expect(sent.path).toBe('/api/configs/schedule');
    expect(sent.body).toEqual({ config: expect.objectContaining({ ui: expect.anything() }), name: 'Black Friday', baseVersion: 0, publishAt: at.toISOString() });

    fireEvent.click(screen.getByRole('button', { name: 'Versions' }));
    const list = within(await screen.findByRole('region', { name: 'Scheduled publishing' }, WAIT));
    const item = (await list.findByText('Black Friday')).closest('li')!;
    expect(item).toHaveTextContent('scheduled');
    fireEvent.click(within(item).getByRole('button', { name: 'Cancel the scheduled publish Black Friday' }));
    await waitFor(() => expect(list.getByText('Black Friday').closest('li')).toHaveTextContent('cancelled'));
    expect(mock.requests.at(-1)).toEqual({ method: 'DELETE', path: '/api/configs/schedule/1', body: null });
  });

  it('a saved link is scheduled by its token', async () => {
    const mock = configsMockFor();
    await openStudio(mock);
    fireEvent.click(screen.getByRole('button', { name: 'Save as preview link' }));
    await screen.findByRole('region', { name: 'Preview link' }, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Publish this configuration?' }));
    fireEvent.click(dialog.getByRole('radio', { name: 'Publish at' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    await screen.findByText(/^Scheduled: “Configuration 1” goes live on /, {}, WAIT);
    expect(mock.requests.at(-1)?.body).toEqual({ token: 'mock-preview-token-1', baseVersion: 0, publishAt: expect.stringMatching(/Z$/) });
  });
});
