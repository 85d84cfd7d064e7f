import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { server } from '../../mock-api/node';
import { configsHandlersFor } from '../../mock-api/handlers/configs';
import { configWith, renderWithApp } from '../../tests/setup/render-with-app';
import { WithUser } from '../../tests/setup/with-user';
import StudioPage from './studio-page';
import { editorView, installLayoutStandIns, staffUser, typeDocument } from './studio-test-utils';

installLayoutStandIns();

// Generous: the first check compiles the validator, and the machine is shared.
const WAIT = { timeout: 10_000 };

async function openStudio() {
  server.use(...configsHandlersFor());
  await renderWithApp(
    <WithUser user={staffUser}>
      <StudioPage />
    </WithUser>,
    { route: '/studio' },
  );
  await screen.findByTestId('config-editor', {}, WAIT);
  await screen.findByText('No problems: the configuration is valid.', {}, WAIT);
}

const problems = () => within(screen.getByRole('region', { name: 'Problems' }));
const listed = () =>
  problems()
    .getAllByRole('button')
    .map((item) => item.textContent);

// The studio loads the editor, the validator and the preview: slow on a shared machine.
describe('studio: checks beyond the schema', { timeout: 60_000 }, () => {
  it('lists a contrast error with its path, blocks saving and jumps to the colour', async () => {
    await openStudio();
    const whiteOnWhite = configWith((c) => Object.assign(c.ui.themes.available[0]!.colors, { text: '#ffffff', background: '#fefefe' }));
    typeDocument(JSON.stringify(whiteOnWhite, null, 2));

    await problems().findByText('3 problems', {}, WAIT);
    expect(listed()).toContain('/ui/themes/available/0/colors/texttheme "light": text #ffffff on background #fefefe has contrast 1.00:1; WCAG AA needs 4.5:1');
    expect(screen.getByRole('button', { name: 'Save as preview link' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveAccessibleDescription('Saving and publishing are off: 3 problems to fix.');

    fireEvent.click(problems().getByRole('button', { name: /text #ffffff on background #fefefe/ }));
    const { main } = editorView().state.selection;
    const selected = editorView().state.sliceDoc(main.from, main.to);
    expect(selected).toBe('"#ffffff"');
    // The text colour, not some other white (primaryText is white too).
    expect(editorView().state.doc.lineAt(main.from).text.trim()).toBe('"text": "#ffffff",');
  });

  it('shows a locale-key warning as a warning and still saves', async () => {
    await openStudio();
    const typo = configWith((c) => (c.ui.static.headerSlogan = { en_US: 'Hello', en_GB: 'Hello, mate' }));
    typeDocument(JSON.stringify(typo, null, 2));

    await problems().findByText('Valid, with 1 warning: it does not block saving or publishing.', {}, WAIT);
    expect(listed()).toEqual([expect.stringMatching(/^Warning\/ui\/static\/headerSlogan\/en_GB"en_GB" is not a locale of this site/)]);
    expect(problems().queryByText(/problems?$/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Save as preview link' }));
    await screen.findByText('Preview link saved. Nothing changed for visitors.', {}, WAIT);
  });
});
