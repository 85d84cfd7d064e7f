// The news editor's toolbar: one tab stop (arrow keys move between buttons, as WAI-ARIA toolbars
// do), toggle buttons that say whether they are on, and a dialog that asks for a link's address.
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { useEditorState, type Editor } from '@tiptap/react';
import { Modal } from '../../src/ui/modal';
import { TextField } from '../../src/ui/text-field';
import { Button } from '../../src/ui/button';
import { safeLinkUrl } from './link-url';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Tool = styled.button`
  min-width: 2.5em;
  min-height: 2.5em;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.border};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

const Separator = styled.span`
  width: 1px;
  align-self: stretch;
  background: ${({ theme }) => theme.colors.border};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

interface ToolProps {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}

function ToolButton({ label, pressed, disabled, onClick, children }: ToolProps) {
  return (
    <Tool type="button" aria-label={label} title={label} aria-pressed={pressed} disabled={disabled} tabIndex={-1} onMouseDown={(e) => e.preventDefault()} onClick={onClick}>
      <span aria-hidden="true">{children}</span>
    </Tool>
  );
}

export interface RichTextToolbarProps {
  editor: Editor;
  /** The id of the editable area the toolbar controls. */
  controls: string;
}

export function RichTextToolbar({ editor, controls }: RichTextToolbarProps) {
  const { t } = useLingui();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const bar = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string>();

  const chain = () => editor.chain().focus();
  const openLink = () => {
    setUrl(state.href);
    setUrlError(undefined);
    setLinkOpen(true);
  };
  const closeLink = () => {
    setLinkOpen(false);
    editor.commands.focus();
  };
  const applyLink = () => {
    const safe = safeLinkUrl(url);
    if (!safe) {
      setUrlError(t`Enter a web address (https://…), an e-mail (mailto:…) or a phone number (tel:…).`);
      return;
    }
    setLinkOpen(false);
    const linked = editor.chain().focus().extendMarkRange('link');
    // With nothing selected, the address itself becomes the link's text.
    if (editor.state.selection.empty && !state.link) linked.insertContent({ type: 'text', text: safe, marks: [{ type: 'link', attrs: { href: safe } }] }).run();
    else linked.setLink({ href: safe }).run();
  };
  const removeLink = () => {
    setLinkOpen(false);
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
  };

  /** Arrow keys, Home and End move between the buttons; Tab leaves the toolbar. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(bar.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined || !buttons.length) return;
    event.preventDefault();
    const index = (next + buttons.length) % buttons.length;
    setCurrent(index);
    buttons[index]!.focus();
  };
  // The one tab stop: the last button used with the keyboard (or the first).
  const tabStop = (node: HTMLDivElement | null) => {
    bar.current = node;
    const buttons = [...(node?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    buttons.forEach((b, i) => (b.tabIndex = i === Math.min(current, buttons.length - 1) ? 0 : -1));
  };

  return (
    <>
      <Bar ref={tabStop} role="toolbar" aria-label={t`Formatting`} aria-controls={controls} onKeyDown={onKeyDown}>
        <ToolButton label={t`Bold`} pressed={state.bold} onClick={() => chain().toggleBold().run()}>
          B
        </ToolButton>
        <ToolButton label={t`Italic`} pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
          <i>I</i>
        </ToolButton>
        <Separator />
        <ToolButton label={t`Heading`} pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          H2
        </ToolButton>
        <ToolButton label={t`Subheading`} pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          H3
        </ToolButton>
        <Separator />
        <ToolButton label={t`Bulleted list`} pressed={state.bullets} onClick={() => chain().toggleBulletList().run()}>
          •≡
        </ToolButton>
        <ToolButton label={t`Numbered list`} pressed={state.numbers} onClick={() => chain().toggleOrderedList().run()}>
          1≡
        </ToolButton>
        <ToolButton label={t`Quote`} pressed={state.quote} onClick={() => chain().toggleBlockquote().run()}>
          ❝
        </ToolButton>
        <ToolButton label={t`Link`} pressed={state.link} onClick={openLink}>
          🔗
        </ToolButton>
        <Separator />
        <ToolButton label={t`Undo`} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          ↶
        </ToolButton>
        <ToolButton label={t`Redo`} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          ↷
        </ToolButton>
      </Bar>
      <Modal open={linkOpen} onClose={closeLink} title={t`Link`} size="small">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            applyLink();
          }}
          noValidate
        >
          <TextField label={t`Web address`} name="url" type="url" value={url} onChange={setUrl} error={urlError} placeholder="https://" autoComplete="url" />
          <Actions>
            <Button type="submit">{t`Apply`}</Button>
            {state.link && (
              <Button type="button" $variant="secondary" onClick={removeLink}>
                {t`Remove link`}
              </Button>
            )}
            <Button type="button" $variant="ghost" onClick={closeLink}>
              {t`Cancel`}
            </Button>
          </Actions>
        </form>
      </Modal>
    </>
  );
}
