import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../mock-api/node';
import { configsHandlersFor } from '../../mock-api/handlers/configs';
import { configWith, renderWithApp } from '../../tests/setup/render-with-app';
import { WithUser } from '../../tests/setup/with-user';
import StudioPage from './studio-page';
import { documentJson, editorView, installLayoutStandIns, staffUser, typeDocument } from './studio-test-utils';

installLayoutStandIns();

// Generous: the first check compiles the validator, and the machine is shared.
const WAIT = { timeout: 10_000 };

async function openStudio() {
  server.use(...configsHandlersFor());
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

describe('configuration studio', () => {
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

  it('saves the document as a preview link and copies it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openStudio();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name of the configuration' }), { target: { value: 'Counter bar first' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as preview link' }));

    const bar = within(await screen.findByRole('region', { name: 'Preview link' }, WAIT));
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
    await links.findByText('No preview links yet.');
  });

  it('publishes after confirmation, and the versions list compares and restores', async () => {
    await openStudio();
    typeDocument(JSON.stringify(configWith((config) => (config.ui.static.headerSlogan = 'Published from the studio')), null, 2));
    await settled('Checking…');
    await settled('No problems: the configuration is valid.');

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Publish this configuration?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Publish now' }));
    await screen.findByText('Published: version 1 is live.', {}, WAIT);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

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
  });
});
