import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../mock-api/node';
import { configsMockFor } from '../../mock-api/handlers/configs';
import { configWith, renderWithApp } from '../../tests/setup/render-with-app';
import { WithUser } from '../../tests/setup/with-user';
import StudioPage from './studio-page';
import { documentJson, editorView, installLayoutStandIns, staffUser, typeDocument } from './studio-test-utils';

installLayoutStandIns();

// Generous: the first check compiles the validator, and the machine is shared.
const WAIT = { timeout: 30_000 };

async function openStudio(mock = configsMockFor()) {
  server.use(...mock.handlers);
  const result = await renderWithApp(
    <WithUser user={staffUser}>
      <StudioPage />
    </WithUser>,
    { route: '/studio' },
  );
  await screen.findByTestId('config-editor', {}, WAIT);
  await screen.findByText('No problems: the configuration is valid.', {}, WAIT);
  return result;
}

/** The live configuration with a bad slider prop and a misspelt block type. */
const brokenConfig = () =>
  configWith((config) => {
    const home = config.ui.sites.homesite!.containers as unknown as Record<string, any>[];
    home[0] = { type: 'slider', id: 'home-slider', props: { autoplayMs: 'fast' } };
    home[11]!.blocks[0] = { type: 'tagClouds', id: 'tag-cloud', props: {} };
  });

/** Waits until the studio has checked the latest edit (the debounce has run). */
async function settled(text: string) {
  await screen.findByText(text, {}, WAIT);
}

const problems = () => within(screen.getByRole('region', { name: 'Problems' }));

describe('configuration studio', { timeout: 120_000 }, () => {
  it('starts from the live configuration', async () => {
    await openStudio();
    expect(documentJson().ui.sites.homesite.containers[0].type).toBe('slider');
    expect(screen.getByRole('button', { name: 'Save as preview link' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
    expect(screen.getByTitle('Site preview')).toHaveAttribute('src', '/?studioframe=1');
  });

  it('shows a bad prop and an unknown block type inline and in the problem list, with their paths', async () => {
    await openStudio();
    typeDocument(JSON.stringify(brokenConfig(), null, 2));

    await problems().findByText('2 problems', {}, WAIT);
    const listed = problems()
      .getAllByRole('button')
      .map((item) => item.textContent);
    expect(listed).toEqual(
      expect.arrayContaining([
        '/ui/sites/homesite/containers/0/props/autoplayMsmust be integer',
        '/ui/sites/homesite/containers/11/blocks/0/typeunknown block type "tagClouds"',
      ]),
    );
    // Inline: the wrong value and the wrong type name are underlined in the text.
    await waitFor(() => {
      const marked = [...document.querySelectorAll('.cm-lintRange-error')].map((mark) => mark.textContent);
      expect(marked).toEqual(expect.arrayContaining(['"fast"', '"tagClouds"']));
    }, WAIT);
    // Nothing invalid can be saved or published, and the studio says why.
    expect(screen.getByRole('button', { name: 'Save as preview link' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveAccessibleDescription('Saving and publishing are off: 2 problems to fix.');

    // Choosing a problem selects its place in the editor.
    fireEvent.click(problems().getByRole('button', { name: /containers\/11\/blocks\/0\/type/ }));
    const { main } = editorView().state.selection;
    expect(editorView().state.sliceDoc(main.from, main.to)).toBe('"tagClouds"');
  });

  it('reports JSON syntax errors with their line and keeps the last preview', async () => {
    await openStudio();
    typeDocument('{\n  "core": {,\n}');
    const item = await problems().findByRole('button', { name: /JSON syntax error/ }, WAIT);
    expect(item).toHaveTextContent(/^line 2/);
    fireEvent.click(screen.getByRole('tab', { name: 'Blocks' }));
    expect(screen.getByRole('button', { name: 'Insert Tag cloud' })).toBeDisabled();
  });

  it('inserts a block from the palette with its default props, at the cursor or at the end of the chosen site', async () => {
    await openStudio();
    fireEvent.click(screen.getByRole('tab', { name: 'Blocks' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search blocks' }), { target: { value: 'tag cl' } });
    expect(screen.getByRole('list', { name: 'Registered blocks' })).toHaveTextContent('Tag cloud');
    expect(screen.getByRole('list', { name: 'Registered blocks' })).not.toHaveTextContent('Slider');

    // Cursor outside any layout: appended to the chosen site (home).
    fireEvent.click(screen.getByRole('button', { name: 'Insert Tag cloud' }));
    let home = documentJson().ui.sites.homesite.containers;
    expect(home[home.length - 1]).toEqual({ type: 'tagCloud', id: 'tag-cloud-2', props: { limit: 40 } });

    // Cursor inside the second home entry: inserted right after it.
    const view = editorView();
    const welcome = view.state.doc.toString().indexOf('"id": "welcome"');
    view.dispatch({ selection: { anchor: welcome } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert Tag cloud' }));
    home = documentJson().ui.sites.homesite.containers;
    expect(home[1].id).toBe('welcome');
    expect(home[2]).toEqual({ type: 'tagCloud', id: 'tag-cloud-3', props: { limit: 40 } });
    await screen.findByText('No problems: the configuration is valid.', {}, WAIT);
  });

  it('saves the document as a preview link and copies it; deleting it asks first and stays in the history', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const mock = configsMockFor();
    await openStudio(mock);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name of the configuration' }), { target: { value: 'Counter bar first' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as preview link' }));

    const bar = within(await screen.findByRole('region', { name: 'Preview link' }, WAIT));
    // The link names the live version it was started from.
    expect(mock.requests).toEqual([{ method: 'POST', path: '/api/configs', body: expect.objectContaining({ baseVersion: 0, name: 'Counter bar first' }) }]);
    expect(bar.getByRole('textbox', { name: 'Preview link' })).toHaveValue('http://localhost/?previewtoken=mock-preview-token-1');
    expect(bar.getByText('“Counter bar first”')).toBeInTheDocument();
    fireEvent.click(bar.getByRole('button', { name: 'Copy link' }));
    await bar.findByRole('button', { name: 'Copied' });
    expect(writeText).toHaveBeenCalledWith('http://localhost/?previewtoken=mock-preview-token-1');

    // An edit after saving: the link still shows the saved state, and the studio says so.
    typeDocument(JSON.stringify(configWith((config) => (config.ui.showThemeToggler = true)), null, 2));
    await bar.findByText('The editor has changed since: save again to share the changes.', {}, WAIT);

    // The saved links are listed with the versions, and one nobody sees live can be deleted.
    fireEvent.click(screen.getByRole('button', { name: 'Versions' }));
    const links = within(await screen.findByRole('region', { name: 'Preview links' }, WAIT));
    const item = (await links.findByText('Counter bar first')).closest('li')!;
    expect(item).toHaveTextContent('preview');
    fireEvent.click(within(item).getByRole('button', { name: 'Delete the preview link Counter bar first' }));
    // Nothing is deleted before the confirmation, which names the link; keeping it changes nothing.
    let confirm = within(links.getByRole('alertdialog', { name: 'Delete the preview link “Counter bar first”?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Keep it' }));
    expect(links.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(mock.requests.filter((request) => request.method === 'DELETE')).toEqual([]);

    fireEvent.click(within(item).getByRole('button', { name: 'Delete the preview link Counter bar first' }));
    confirm = within(links.getByRole('alertdialog', { name: 'Delete the preview link “Counter bar first”?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Delete “Counter bar first”' }));
    // The deletion is in the history: who and when, no Delete any more.
    await waitFor(() => expect((links.getByText('Counter bar first').closest('li') as HTMLElement).dataset.status).toBe('deleted'));
    const deleted = links.getByText('Counter bar first').closest('li')!;
    expect(deleted).toHaveTextContent(/deleted Nov 20, 2026, .* by staff/);
    expect(within(deleted).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(mock.requests.at(-1)).toEqual({ method: 'DELETE', path: '/api/configs/mock-preview-token-1', body: null });
  });

  it('publishes after confirmation, and the versions list compares and restores; then the editor warns that live moved', async () => {
    const mock = configsMockFor();
    await openStudio(mock);
    typeDocument(JSON.stringify(configWith((config) => (config.ui.static.headerSlogan = 'Published from the studio')), null, 2));
    await settled('Checking…');
    await settled('No problems: the configuration is valid.');

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Publish this configuration?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Publish now' }));
    await screen.findByText('Published: version 1 is live.', {}, WAIT);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mock.requests.at(-1)).toEqual({ method: 'POST', path: '/api/configs/publish', body: expect.objectContaining({ baseVersion: 0 }) });

    fireEvent.click(screen.getByRole('button', { name: 'Versions' }));
    const versions = within(await screen.findByRole('dialog', { name: 'Versions' }));
    const rows = await versions.findAllByRole('row');
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(['Version', 'Version 1live', 'Start configuration']);

    fireEvent.click(versions.getByRole('button', { name: 'What Version 1 changed' }));
    const changes = within(await versions.findByRole('list', { name: 'Changes' }));
    expect(changes.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('/ui/static/headerSlogan'),
    ]);
    expect(changes.getByRole('listitem')).toHaveTextContent('Published from the studio');

    fireEvent.click(versions.getByRole('button', { name: 'Restore Start configuration' }));
    const confirm = within(versions.getByRole('group', { name: 'Confirm restore' }));
    expect(confirm.getByText(/Make Start configuration \(“Start configuration”\) live again\?/)).toBeInTheDocument();
    fireEvent.click(confirm.getByRole('button', { name: 'Restore Start configuration' }));
    await screen.findByText('Restored “Start configuration”: version 2 is live.', {}, WAIT);
    // The restore names the live version the list showed.
    expect(mock.requests.at(-1)).toEqual({ method: 'POST', path: '/api/configs/versions/0/restore', body: { baseVersion: 1 } });

    // The editor still holds the slogan version: it says so instead of letting it be re-published silently.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const warning = within(await screen.findByRole('alert', { name: 'The live site changed' }, WAIT));
    expect(warning.getByText('The live site changed (version 2 by staff). Publishing would replace it.')).toBeInTheDocument();
    fireEvent.click(warning.getByRole('button', { name: 'Compare' }));
    expect(await warning.findByText('/ui/static/headerSlogan')).toBeInTheDocument();
    fireEvent.click(warning.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(documentJson().ui.static.headerSlogan).not.toBe('Published from the studio'), WAIT);
    // The warning goes once the reloaded document is the editor's new base (a render after the text).
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'The live site changed' })).not.toBeInTheDocument(), WAIT);
  });
});
