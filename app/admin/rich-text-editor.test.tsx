// The news editor as staff use it: type, format with the toolbar, add a link through its dialog;
// what it emits is the sanitized HTML the site renders, and pasted scripts or handlers never come out.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { RichTextEditor } from './rich-text-editor';
import { safeLinkUrl } from './link-url';

// ProseMirror measures the selection to scroll it into view; jsdom lays nothing out.
const noRects = { length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] } as unknown as DOMRectList;
Range.prototype.getClientRects = () => noRects;
Range.prototype.getBoundingClientRect = () => new DOMRect();
document.elementFromPoint = () => null;
// After a click ProseMirror checks the caret's side with Selection.modify, which jsdom lacks (without
// it the check throws inside the editor's update on a fast machine).
if (!('modify' in Selection.prototype)) Object.assign(Selection.prototype, { modify: () => undefined });

function Harness({ initial = '', onChange }: { initial?: string; onChange?: (html: string) => void }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor
        value={html}
        onChange={(next) => {
          setHtml(next);
          onChange?.(next);
        }}
        label="Body (German)"
        lang="de-DE"
      />
      <output data-testid="emitted">{html}</output>
    </>
  );
}

const emitted = () => screen.getByTestId('emitted').textContent;

async function setup(initial = '') {
  const user = userEvent.setup();
  const onChange = vi.fn();
  await renderWithApp(<Harness initial={initial} onChange={onChange} />);
  const area = await screen.findByRole('textbox', { name: 'Body (German)' });
  return { user, area, onChange };
}

describe('RichTextEditor', () => {
  it('is a labelled text area in its language with a labelled formatting toolbar', async () => {
    const { area } = await setup('<p>Hallo</p>');
    expect(area).toHaveAttribute('lang', 'de-DE');
    expect(area).toHaveAttribute('aria-multiline', 'true');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(toolbar).toHaveAttribute('aria-controls', area.id);
    for (const name of ['Bold', 'Italic', 'Heading', 'Subheading', 'Bulleted list', 'Numbered list', 'Quote', 'Link', 'Undo', 'Redo']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('emits bold text, a heading and a list as the HTML the site renders', async () => {
    const { user, area } = await setup('<p>Big news</p>');
    await user.click(area);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(emitted()).toBe('<p><strong>Big news</strong></p>'));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    // Back in the text, all of it selected (jsdom puts a click's caret before the paragraph).
    area.focus();
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Heading' }));
    await waitFor(() => expect(emitted()).toBe('<h2><strong>Big news</strong></h2>'));
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(emitted()).toBe('<ul><li><p><strong>Big news</strong></p></li></ul>'));
    // Undo takes back the last steps (quick ones count as one), Redo brings them back.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(emitted()).not.toContain('<ul>'));
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    await waitFor(() => expect(emitted()).toBe('<ul><li><p><strong>Big news</strong></p></li></ul>'));
  });

  it('types text into the editor', async () => {
    const { user, area } = await setup();
    await user.click(area);
    await user.keyboard('Hello world');
    await waitFor(() => expect(emitted()).toBe('<p>Hello world</p>'));
  });

  it('links the selection to the address given in the dialog, and refuses javascript: addresses', async () => {
    const { user, area } = await setup('<p>Read more</p>');
    await user.click(area);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link' });
    const field = screen.getByRole('textbox', { name: 'Web address' });
    await user.type(field, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(dialog).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/web address/);
    expect(emitted()).not.toContain('javascript');

    await user.clear(field);
    await user.type(field, 'example.com/news');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(emitted()).toMatch(/^<p><a [^>]*href="https:\/\/example\.com\/news"[^>]*>Read more<\/a><\/p>$/));
  });

  it('never emits pasted scripts, event handlers or javascript: links', async () => {
    const { area } = await setup('<p>x</p>');
    // jsdom has no DataTransfer: the clipboard as ProseMirror reads it.
    const clipboard: Record<string, string> = {
      'text/html': '<p onclick="steal()">Pasted <img src="x" onerror="alert(1)"><a href="javascript:alert(2)">bad</a><script>alert(3)</script> <b>bold</b></p>',
      'text/plain': 'Pasted bad bold',
    };
    fireEvent.paste(area, { clipboardData: { types: Object.keys(clipboard), files: [], items: [], getData: (type: string) => clipboard[type] ?? '' } });
    await waitFor(() => expect(emitted()).toContain('Pasted'));
    expect(emitted()).toContain('<strong>bold</strong>');
    expect(emitted()).not.toMatch(/script|onclick|onerror|javascript:|<img/);
  });

  it('labels its toolbar in the interface language', async () => {
    await renderWithApp(<RichTextEditor value="" onChange={() => {}} label="Inhalt" lang="de-DE" />, { locale: 'de_DE' });
    expect(await screen.findByRole('toolbar', { name: 'Formatierung' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aufzählung' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fett' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a new value from outside, e.g. another language tab', async () => {
    function Tabs() {
      const [lang, setLang] = useState<'en' | 'de'>('en');
      const [texts, setTexts] = useState({ en: '<p>English</p>', de: '<p>Deutsch</p>' });
      return (
        <>
          <button type="button" onClick={() => setLang('de')}>
            German
          </button>
          <RichTextEditor value={texts[lang]} onChange={(html) => setTexts((t) => ({ ...t, [lang]: html }))} label="Body" lang={lang} />
        </>
      );
    }
    const user = userEvent.setup();
    await renderWithApp(<Tabs />);
    const area = await screen.findByRole('textbox', { name: 'Body' });
    expect(area).toHaveTextContent('English');
    await user.click(screen.getByRole('button', { name: 'German' }));
    await waitFor(() => expect(area).toHaveTextContent('Deutsch'));
    expect(area).toHaveAttribute('lang', 'de');
  });
});

describe('safeLinkUrl', () => {
  it('keeps web, e-mail, phone and site links and refuses script and data URLs', () => {
    expect(safeLinkUrl(' https://example.test/a ')).toBe('https://example.test/a');
    expect(safeLinkUrl('mailto:press@example.test')).toBe('mailto:press@example.test');
    expect(safeLinkUrl('tel:+49301234')).toBe('tel:+49301234');
    expect(safeLinkUrl('/models/anna')).toBe('/models/anna');
    expect(safeLinkUrl('example.test/x')).toBe('https://example.test/x');
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', ' javascript:alert(1)', 'data:text/html,<b>', 'vbscript:x', '//evil.test', '', 'not a url']) {
      expect(safeLinkUrl(bad), bad).toBeNull();
    }
  });
});
