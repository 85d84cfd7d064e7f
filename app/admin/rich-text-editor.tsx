// The news editor: Tiptap (ProseMirror) with the few marks and blocks a post needs. What it emits
// goes through the browser's sanitizer (src/ui/html.ts), so it is the HTML the site renders; the
// server sanitizes it again on write.
import { useEffect, useId, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { sanitizeHtml } from '../../src/ui/html';
import { proseElements } from '../../src/ui/prose';
import { RichTextToolbar } from './rich-text-toolbar';
import { safeLinkUrl } from './link-url';

export interface RichTextEditorProps {
  /** The HTML to edit. */
  value: string;
  /** The edited HTML, sanitized (an empty document is ''). */
  onChange(html: string): void;
  label: string;
  /** The language of the text (a BCP 47 tag such as de-DE), for spell checking and screen readers. */
  lang: string;
  /** Shown, not editable (a post the reader may not change); the toolbar is left out. */
  readOnly?: boolean;
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Label = styled.span`
  font-weight: 700;
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.heading};
`;

const Box = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  overflow: hidden;
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.accent};
  }
  .ProseMirror {
    min-height: 12em;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    color: ${({ theme }) => theme.colors.text};
    line-height: 1.6;
    outline: none;
    overflow-wrap: break-word;
    ${proseElements}
  }
  .ProseMirror h2,
  .ProseMirror h3 {
    margin: 1em 0 0.5em;
    color: ${({ theme }) => theme.colors.heading};
  }
  .ProseMirror h2 {
    font-size: 1.4rem;
  }
  .ProseMirror h3 {
    font-size: 1.15rem;
  }
`;

// Pasted HTML is parsed by this schema (unknown tags and attributes dropped); the output is sanitized again.
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // The document is what the author wrote: no empty paragraph kept after the last block.
    trailingNode: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', isAllowedUri: (url) => safeLinkUrl(url) !== null },
  }),
];

/** How many emitted values a parent may still echo back. */
const RECENT = 20;

/** The editor's HTML as the site would render it; an empty document (one empty paragraph) is ''. */
export function emittedHtml(html: string): string {
  return (sanitizeHtml(html) ?? '').replace(/(<p><\/p>)+$/, '');
}

export function RichTextEditor({ value, onChange, label, lang, readOnly = false }: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const areaId = `${id}-area`;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  /**
   * What this editor emitted lately: a parent echoing one back (even an older one, rendered while
   * the next keystroke was on its way) is no new value and must not reset the document.
   */
  const emitted = useRef<string[]>([value]);
  const initial = useRef(value).current;

  // Stable options: useEditor hands changed ones to the view on every render, which drops typing in flight.
  const editorProps = useMemo(() => ({ attributes: { id: areaId, role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, lang, spellcheck: 'true' } }), [areaId, labelId, lang]);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initial,
    editorProps,
    immediatelyRender: false,
    editable: !readOnly,
    onUpdate: ({ editor: e }) => {
      const html = emittedHtml(e.getHTML());
      emitted.current = [...emitted.current.slice(-(RECENT - 1)), html];
      onChangeRef.current(html);
    },
  });

  // A new value from outside (another post, another locale's tab) replaces the document.
  useEffect(() => {
    if (!editor || emitted.current.includes(value)) return;
    emitted.current = [value];
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Frame>
      <Label id={labelId}>{label}</Label>
      <Box>
        {editor && !readOnly && <RichTextToolbar editor={editor} controls={areaId} />}
        <EditorContent editor={editor} />
      </Box>
    </Frame>
  );
}
