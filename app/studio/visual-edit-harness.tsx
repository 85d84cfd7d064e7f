// Test harness for the studio's visual editing: the outline and the props form wired to an editor
// state through the same document edits the studio uses, with the editor's history (undo/redo)
// and the document shown as JSON data to assert on.
import { useMemo, useState } from 'react';
import { EditorState } from '@codemirror/state';
import { json } from '@codemirror/lang-json';
import { history, redo, undo } from '@codemirror/commands';
import { BlockForm } from './block-form/block-form';
import { duplicateEntry, moveEntry, removeEntry, setValue, valueAt, type EditResult } from './document-edits';
import { Outline } from './outline/outline';

export interface HarnessHandle {
  state: () => EditorState;
  undo: () => void;
  redo: () => void;
}

export function VisualEditHarness({ initial, selected = null, handle }: { initial: unknown; selected?: string | null; handle: { current: HarnessHandle | null } }) {
  const [state, setState] = useState(() => EditorState.create({ doc: JSON.stringify(initial, null, 2), extensions: [json(), history()] }));
  const [selectedPath, setSelectedPath] = useState<string | null>(selected);
  const config = useMemo(() => JSON.parse(state.doc.toString()) as unknown, [state]);
  const apply = (result: EditResult & { pointer?: string }) => {
    if (!('spec' in result)) throw new Error(result.error);
    setState((current) => current.update(result.spec).state);
    if (result.pointer) setSelectedPath(result.pointer);
  };
  const command = (run: typeof undo) => run({ state, dispatch: (transaction) => setState(transaction.state) });
  handle.current = { state: () => state, undo: () => command(undo), redo: () => command(redo) };
  const entry = selectedPath ? valueAt(config, selectedPath) : undefined;
  return (
    <>
      <Outline
        config={config}
        sites={['homesite', 'aboutsite']}
        site="homesite"
        onSiteChange={() => {}}
        selectedPath={selectedPath}
        onSelect={setSelectedPath}
        onMove={(from, to, index) => apply(moveEntry(state, from, to, index))}
        onDuplicate={(pointer) => apply(duplicateEntry(state, pointer))}
        onDelete={(pointer) => apply(removeEntry(state, pointer))}
      />
      {selectedPath && entry !== undefined ? (
        <BlockForm
          key={selectedPath}
          pointer={selectedPath}
          entry={entry}
          locales={{ available: ['de_DE', 'en_US'], default: 'en_US' }}
          onChange={(pointer, value) => apply(setValue(state, pointer, value, 'input.type.form'))}
        />
      ) : null}
    </>
  );
}
