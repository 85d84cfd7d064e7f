// The configuration studio (staff only, loaded on demand): JSON editor with schema help and the
// validator's problems, outline and block palette, a props form for the selected block, live
// preview in a frame, preview links, publishing and the version history. Starts from the live
// configuration. The JSON text is the one source of truth: the outline, form and palette edit it
// through CodeMirror transactions (document-edits.ts), so undo/redo covers every edit. This file is
// the layout: the document's state and actions are in use-studio-document.ts, the top bar in
// studio-toolbar.tsx.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { EditorView } from '@codemirror/view';
import type { EditorState } from '@codemirror/state';
import { redo, redoDepth, undo, undoDepth } from '@codemirror/commands';
import { SITE_KEYS } from '../../schemas/config/sites';
import type { BlockDefinition } from '../../blocks/define-block';
import { blockRegistry } from '../../blocks/registry';
import { useApi } from '../../src/api/api-context';
import { below } from '../../src/theme/breakpoints';
// Publishing safely: the live version (base), who may publish, conflicts.
import { useAtomValue } from 'jotai';
import type { LiveConfig } from '../../schemas/api/configs';
import { mayPublishSiteConfig } from '../../shared/roles';
import { userAtom } from '../../src/state/session';
import { ConflictDialog } from './conflict-dialog';
import { LiveChangedBar, useLiveWatch } from './live-watch';
import { blockingIssues, type DocumentIssue } from './analyze-document';
import { BlockPalette } from './block-palette';
import { BlockForm } from './block-form/block-form';
import { duplicateEntry, moveEntry, removeEntry, setValue, valueAt, type EditResult } from './document-edits';
import { pointerRanges } from './json-pointers';
import { Outline } from './outline/outline';
import { ConfigEditor } from './config-editor';
import { CustomJsNote } from './custom-js-note';
import { describeFailure, fetchLiveConfig } from './configs-api';
import { planInsert } from './insert-block';
import { PreviewFrame, type ViewportWidth } from './preview-frame';
import { PreviewToolbar, usePreviewOptions } from './preview-toolbar';
import { entryTypeAt, revealPointer } from './reveal-selection';
import { ProblemsPanel } from './problems-panel';
import { PublishDialog } from './publish-dialog';
import { ShareBar } from './share-bar';
import { StudioToolbar } from './studio-toolbar';
import { useStudioDocument, type PublishWhen } from './use-studio-document';
import { VersionsDialog } from './versions-dialog';

const BLOCKS = Object.values(blockRegistry) as unknown as BlockDefinition[];

const hasCustomJs = (config: unknown) => {
  const code = (config as { ui?: { customJS?: unknown } } | undefined)?.ui?.customJS;
  return typeof code === 'string' && code.trim() !== '';
};

export default function StudioPage() {
  const { t } = useLingui();
  const api = useApi();
  const [initial, setInitial] = useState<{ live: LiveConfig } | { failed: string } | null>(null);
  useEffect(() => {
    let active = true;
    fetchLiveConfig(api)
      .then((live) => active && setInitial({ live }))
      .catch(async (error: unknown) => active && setInitial({ failed: (await describeFailure(error)).message }));
    return () => {
      active = false;
    };
  }, [api]);

  if (initial === null) return <Loading aria-busy="true" aria-label={t`Loading the live configuration`} />;
  if ('failed' in initial) {
    return (
      <Loading role="alert">
        <Trans>The live configuration could not be loaded: {initial.failed}</Trans>
      </Loading>
    );
  }
  return <Studio start={initial.live} />;
}

function Studio({ start }: { start: LiveConfig }) {
  const { t } = useLingui();
  const viewRef = useRef<EditorView | null>(null);
  // The document starts as the live configuration and remembers its version (the base).
  const [initialDoc] = useState(() => JSON.stringify(start.config, null, 2));
  const doc = useStudioDocument(viewRef, start.version);
  const live = useLiveWatch(start);
  const mayPublish = mayPublishSiteConfig(useAtomValue(userAtom));
  const { analysis, checking, issues, setStatus } = doc;
  const [site, setSite] = useState('homesite');
  const [path, setPath] = useState('/');
  const [width, setWidth] = useState<ViewportWidth>(1440);
  const [dialog, setDialog] = useState<'publish' | 'versions' | null>(null);
  // The selected layout entry (a JSON pointer): chosen in the outline or the preview, its form opens.
  const [selectedPath, setSelectedPath] = useState<string | null>(null);
  const [sideTab, setSideTab] = useState<'outline' | 'palette'>('outline');
  const [mainTab, setMainTab] = useState<'form' | 'json'>('json');
  // The editor's state as it changes (not debounced): the outline and form follow every keystroke.
  const [editorState, setEditorState] = useState<EditorState | null>(null);
  const onEditorChange = useCallback(
    (state: EditorState) => {
      doc.onChange(state);
      setEditorState(state);
    },
    [doc.onChange], // eslint-disable-line react-hooks/exhaustive-deps -- onChange is stable
  );
  const config = useMemo(() => {
    if (!editorState) return null;
    try {
      return JSON.parse(editorState.doc.toString()) as unknown;
    } catch {
      return null;
    }
  }, [editorState]);
  const locales = useMemo(() => {
    const core = (config as { core?: { locales?: { available?: unknown; default?: unknown } } } | null)?.core?.locales;
    const available = Array.isArray(core?.available) ? (core.available as string[]) : ['en_US'];
    return { available, default: typeof core?.default === 'string' ? core.default : (available[0] ?? 'en_US') };
  }, [config]);
  const selectedEntry = selectedPath && config ? valueAt(config, selectedPath) : undefined;

  const select = useCallback((pointer: string | null, openForm = true) => {
    setSelectedPath(pointer);
    const site = pointer ? /^\/ui\/sites\/([^/]+)\//.exec(pointer)?.[1] : undefined;
    if (site) setSite(site);
    if (pointer && openForm) setMainTab('form');
  }, []);

  /** Applies a visual edit to the editor (one history step each); false when it could not apply. */
  const apply = (result: EditResult) => {
    const view = viewRef.current;
    if (!view) return false;
    if (!('spec' in result)) {
      setStatus({ tone: 'error', text: result.error === 'syntax' ? t`Fix the JSON syntax first.` : t`That place is not in the document.` });
      return false;
    }
    view.dispatch(result.spec);
    return true;
  };
  const edit = (pointer: string, value: unknown) => {
    if (viewRef.current) apply(setValue(viewRef.current.state, pointer, value, 'input.type.form'));
  };
  const move = (from: string, toList: string, index: number) => {
    if (!viewRef.current) return;
    const result = moveEntry(viewRef.current.state, from, toList, index);
    if (apply(result) && result.pointer) select(result.pointer);
  };
  const duplicate = (pointer: string) => {
    if (!viewRef.current) return;
    const result = duplicateEntry(viewRef.current.state, pointer);
    if (apply(result) && result.pointer) select(result.pointer);
  };
  const remove = (pointer: string) => {
    if (!viewRef.current) return;
    if (apply(removeEntry(viewRef.current.state, pointer)) && selectedPath && (selectedPath === pointer || selectedPath.startsWith(`${pointer}/`))) setSelectedPath(null);
  };
  const history = (command: typeof undo) => {
    const view = viewRef.current;
    if (view) command(view);
  };
  const showJson = () => {
    const view = viewRef.current;
    const range = view && selectedPath ? pointerRanges(view.state).get(selectedPath) : undefined;
    setMainTab('json');
    if (!view || !range) return;
    // After the JSON tab is shown, so CodeMirror can measure and scroll.
    requestAnimationFrame(() => {
      view.dispatch({ selection: { anchor: range.valueFrom }, effects: EditorView.scrollIntoView(range.valueFrom, { y: 'start' }) });
      view.focus();
    });
  };

  // Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y undo and redo the document from the form, the outline
  // and the palette too (inside the editor, CodeMirror's own keymap does it).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (!(event.ctrlKey || event.metaKey) || event.altKey || target?.closest('.cm-editor, [role="dialog"], header')) return;
      const key = event.key.toLowerCase();
      const command = key === 'z' ? (event.shiftKey ? redo : undo) : key === 'y' && event.ctrlKey ? redo : null;
      if (!command || !viewRef.current) return;
      event.preventDefault();
      command(viewRef.current);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const preview = usePreviewOptions();
  // A click in the preview selects like the outline does, and puts the editor's cursor there.
  const selectBlock = useCallback(
    ({ path: pointer }: { path: string }) => {
      select(pointer);
      if (viewRef.current) revealPointer(viewRef.current, pointer);
    },
    [select],
  );
  const selectedType = selectedPath && analysis?.parsed ? entryTypeAt(analysis.config, selectedPath) : undefined;
  const selection = selectedPath
    ? { path: selectedPath, title: selectedType === 'container' ? t`Container` : (BLOCKS.find((block) => block.type === selectedType)?.title ?? selectedType ?? '') }
    : null;

  const jumpTo = useCallback((issue: DocumentIssue) => {
    const view = viewRef.current;
    if (!view) return;
    setMainTab('json');
    const end = view.state.doc.length;
    const anchor = Math.min(issue.from, end);
    view.dispatch({ selection: { anchor, head: Math.min(issue.to, end) }, effects: EditorView.scrollIntoView(anchor, { y: 'center' }) });
    view.focus();
  }, []);

  const insert = (block: BlockDefinition) => {
    const view = viewRef.current;
    if (!view) return;
    // While the JSON is shown its cursor says where; otherwise the selected block does.
    const plan = planInsert(view.state, block, site, mainTab === 'json' ? null : selectedPath);
    if ('error' in plan) {
      const text =
        plan.error === 'syntax'
          ? t`Fix the JSON syntax first.`
          : plan.error === 'no-ui'
            ? t`The configuration has no "ui" object.`
            : t`${plan.list} is not a list.`;
      setStatus({ tone: 'error', text });
      return;
    }
    view.dispatch(plan.spec);
    select(`${plan.list}/${plan.index}`, false);
    if (mainTab === 'json') view.focus();
    setStatus({ tone: 'info', text: t`Inserted ${block.title} at ${plan.list}/${plan.index}.` });
  };

  const publish = async (when: PublishWhen) => {
    await doc.publish(when);
    setDialog(null);
    void live.mutate();
  };

  return (
    <Screen>
      <StudioToolbar
        status={doc.status}
        name={doc.name}
        onNameChange={doc.setName}
        checking={checking}
        issues={issues}
        busy={doc.busy}
        onVersions={() => setDialog('versions')}
        onSave={() => void doc.save()}
        onPublish={() => setDialog('publish')}
        canUndo={editorState ? undoDepth(editorState) > 0 : false}
        canRedo={editorState ? redoDepth(editorState) > 0 : false}
        onUndo={() => history(undo)}
        onRedo={() => history(redo)}
      />
      <LiveChangedBar live={live.data} base={doc.base} onReload={doc.reloadLive} />
      {doc.saved ? <ShareBar created={doc.saved.created} outdated={doc.outdated} onDismiss={doc.dismissSaved} locales={locales.available} /> : null}
      <Workspace>
        <Side>
          <Tabs role="tablist" aria-label={t`Side panel`}>
            <Tab type="button" role="tab" id="tab-outline" aria-controls="panel-outline" aria-selected={sideTab === 'outline'} onClick={() => setSideTab('outline')}>
              <Trans>Outline</Trans>
            </Tab>
            <Tab type="button" role="tab" id="tab-palette" aria-controls="panel-palette" aria-selected={sideTab === 'palette'} onClick={() => setSideTab('palette')}>
              <Trans>Blocks</Trans>
            </Tab>
          </Tabs>
          <TabPanel role="tabpanel" id="panel-outline" aria-labelledby="tab-outline" hidden={sideTab !== 'outline'}>
            <Outline
              config={config}
              sites={SITE_KEYS}
              site={site}
              onSiteChange={setSite}
              selectedPath={selectedPath}
              onSelect={select}
              onMove={move}
              onDuplicate={duplicate}
              onDelete={remove}
            />
          </TabPanel>
          <TabPanel role="tabpanel" id="panel-palette" aria-labelledby="tab-palette" hidden={sideTab !== 'palette'}>
            <BlockPalette
              blocks={BLOCKS}
              sites={SITE_KEYS}
              site={site}
              onSiteChange={setSite}
              onInsert={insert}
              disabledReason={analysis && !analysis.parsed ? t`Fix the JSON syntax to insert blocks.` : undefined}
            />
          </TabPanel>
        </Side>
        <EditorColumn aria-label={t`Configuration`}>
          <ColumnHead>
            <Tabs role="tablist" aria-label={t`Edit as`}>
              <Tab type="button" role="tab" id="tab-form" aria-controls="panel-form" aria-selected={mainTab === 'form'} onClick={() => setMainTab('form')}>
                <Trans>Form</Trans>
              </Tab>
              <Tab type="button" role="tab" id="tab-json" aria-controls="panel-json" aria-selected={mainTab === 'json'} onClick={() => setMainTab('json')}>
                <Trans>Configuration (JSON)</Trans>
              </Tab>
            </Tabs>
            {mainTab === 'json' ? (
              <Hint>
                <Trans>Ctrl+Space completes, hovering explains a key, Esc then Tab leaves the editor.</Trans>
              </Hint>
            ) : null}
          </ColumnHead>
          <TabPanel role="tabpanel" id="panel-form" aria-labelledby="tab-form" hidden={mainTab !== 'form'}>
            {selectedPath && selectedEntry !== undefined ? (
              <BlockForm key={selectedPath} pointer={selectedPath} entry={selectedEntry} locales={locales} onChange={edit} onShowJson={showJson} />
            ) : (
              <NoSelection>
                {selectedPath && config ? <Trans>The selected block is no longer in the document.</Trans> : <Trans>Choose a block in the outline or in the preview to edit its props here.</Trans>}
              </NoSelection>
            )}
          </TabPanel>
          {/* The editor stays mounted (hidden) under the form: its view is the document. */}
          <TabPanel role="tabpanel" id="panel-json" aria-labelledby="tab-json" hidden={mainTab !== 'json'}>
            <ConfigEditor initialDoc={initialDoc} label={t`Site configuration (JSON)`} diagnostics={doc.diagnostics} onChange={onEditorChange} viewRef={viewRef} />
          </TabPanel>
          <ProblemsPanel issues={issues} checking={checking} onSelect={jumpTo} />
          {hasCustomJs(doc.previewConfig) ? <CustomJsNote /> : null}
        </EditorColumn>
        <PreviewColumn aria-label={t`Preview`}>
          <PreviewToolbar
            path={path}
            onPathChange={setPath}
            width={width}
            onWidthChange={setWidth}
            options={preview.options}
            onOptionsChange={preview.setOptions}
            selection={selection}
            onClearSelection={() => setSelectedPath(null)}
          />
          <PreviewFrame
            path={path}
            width={width}
            config={doc.previewConfig}
            selectedPath={selectedPath}
            onSelectBlock={selectBlock}
            onNavigate={setPath}
            stale={analysis && blockingIssues(issues).length ? { problems: blockingIssues(issues).length } : null}
            {...preview.options}
          />
        </PreviewColumn>
      </Workspace>
      <PublishDialog
        open={dialog === 'publish' && mayPublish}
        name={doc.publishName}
        before={live.data?.config}
        after={doc.previewConfig}
        onCancel={() => setDialog(null)}
        onConfirm={publish}
      />
      <ConflictDialog conflict={doc.conflict} onLoadTheirs={doc.reloadLive} onPublishMine={doc.publishOver} onCancel={doc.dismissConflict} currentText={doc.currentText} />
      <VersionsDialog
        open={dialog === 'versions'}
        onClose={() => setDialog(null)}
        mayPublish={mayPublish}
        onRestored={(version, restoredName) => {
          setStatus({ tone: 'success', text: t`Restored “${restoredName}”: version ${version} is live.` });
          // The editor still holds the document from before: the live-changed bar offers Reload.
          void live.mutate();
        }}
      />
    </Screen>
  );
}

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Screen = styled.div`
  display: flex;
  flex-direction: column;
  height: 100vh;
  height: 100dvh;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font.body};
`;

const Workspace = styled.div`
  flex: 1;
  min-height: 0;
  display: grid;
  grid-template-columns: 300px minmax(380px, 1fr) minmax(420px, 1.15fr);
  ${below('xl')} {
    grid-template-columns: 250px minmax(0, 1fr) minmax(0, 1fr);
  }
  /* Narrow screens: one column after the other, the page scrolls. */
  ${below('lg')} {
    display: flex;
    flex-direction: column;
    overflow-y: auto;
    > * {
      flex: none;
      height: 75vh;
      border-right: 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
  }
`;

const Side = styled.aside`
  display: flex;
  flex-direction: column;
  min-height: 0;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

const Tabs = styled.div`
  display: flex;
  gap: 2px;
`;

const Tab = styled.button`
  padding: 6px 12px;
  border: 0;
  border-bottom: 2px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: 0.78rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  cursor: pointer;
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.heading};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

/** A tab's content fills the rest of its column; hidden ones stay mounted. */
const TabPanel = styled.div`
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
  &[hidden] {
    display: none;
  }
  > section,
  > form,
  > [data-testid='config-editor'] {
    flex: 1;
    min-height: 0;
  }
`;

const NoSelection = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const EditorColumn = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
`;

const ColumnHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Hint = styled.span`
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PreviewColumn = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
`;
