// The JSON editor (CodeMirror 6). It owns its document; the studio reads it through `onChange`
// and `viewRef`, and pushes problems in as diagnostics. Completion and hover docs load just after
// the editor appears (they bring their own schema engine and markdown renderer).
import { useEffect, useRef, type RefObject } from 'react';
import styled, { useTheme } from 'styled-components';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { editorHighlighting, editorSetup, editorTheme } from './editor-setup';

export interface ConfigEditorProps {
  initialDoc: string;
  /** Accessible name of the text area. */
  label: string;
  diagnostics: readonly Diagnostic[];
  onChange: (state: EditorState) => void;
  viewRef: RefObject<EditorView | null>;
}

export function ConfigEditor({ initialDoc, label, diagnostics, onChange, viewRef }: ConfigEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const themeSlot = useRef(new Compartment());
  const assistSlot = useRef(new Compartment());
  const changeHandler = useRef(onChange);
  useEffect(() => {
    changeHandler.current = onChange;
  });

  // One view per mount; the studio remounts the editor to load another document.
  useEffect(() => {
    const view = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: initialDoc,
        extensions: [
          editorSetup(label),
          themeSlot.current.of([]),
          assistSlot.current.of([]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changeHandler.current(update.state);
          }),
        ],
      }),
    });
    viewRef.current = view;
    changeHandler.current(view.state);
    let cancelled = false;
    import('./schema-assist')
      .then(({ schemaAssist }) => {
        if (!cancelled) view.dispatch({ effects: assistSlot.current.reconfigure(schemaAssist()) });
      })
      .catch((error: unknown) => console.warn('Schema completion and hover docs are unavailable', error));
    return () => {
      cancelled = true;
      viewRef.current = null;
      view.destroy();
    };
    // The document and label are read once, at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: themeSlot.current.reconfigure([editorTheme(theme), editorHighlighting(theme)]) });
  }, [theme, viewRef]);

  useEffect(() => {
    const view = viewRef.current;
    if (view) view.dispatch(setDiagnostics(view.state, diagnostics));
  }, [diagnostics, viewRef]);

  return <Host ref={host} data-testid="config-editor" />;
}

const Host = styled.div`
  height: 100%;
  min-height: 0;
  overflow: hidden;
  .cm-editor {
    height: 100%;
  }
  .cm-editor.cm-focused {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;
