// The configuration studio (staff only, loaded on demand): JSON editor with schema help and the
// validator's problems, block palette, live preview in a frame, preview links, publishing and
// the version history. Starts from the live configuration. This file is the layout: the
// document's state and actions are in use-studio-document.ts, the top bar in studio-toolbar.tsx.
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { EditorView } from '@codemirror/view';
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
import type { DocumentIssue } from './analyze-document';
import { BlockPalette } from './block-palette';
import { ConfigEditor } from './config-editor';
import { describeFailure, fetchLiveConfig } from './configs-api';
import { planInsert } from './insert-block';
import { PreviewFrame, type ViewportWidth } from './preview-frame';
import { PreviewToolbar, usePreviewOptions } from './preview-toolbar';
import { entryTypeAt, revealPointer } from './reveal-selection';
import { ProblemsPanel } from './problems-panel';
import { PublishDialog } from './publish-dialog';
import { ShareBar } from './share-bar';
import { StudioToolbar } from './studio-toolbar';
import { PanelTitle } from './studio-ui';
import { useStudioDocument, type PublishWhen } from './use-studio-document';
import { VersionsDialog } from './versions-dialog';

const BLOCKS = Object.values(blockRegistry) as unknown as BlockDefinition[];

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
  // The selected layout entry (a JSON pointer), shared by the preview frame and the editor.
  const [selectedPath, setSelectedPath] = useState<string | null>(null);
  const preview = usePreviewOptions();
  const selectBlock = useCallback(({ path: pointer }: { path: string }) => {
    setSelectedPath(pointer);
    if (viewRef.current) revealPointer(viewRef.current, pointer);
  }, []);
  const selectedType = selectedPath && analysis?.parsed ? entryTypeAt(analysis.config, selectedPath) : undefined;
  const selection = selectedPath
    ? { path: selectedPath, title: selectedType === 'container' ? t`Container` : (BLOCKS.find((block) => block.type === selectedType)?.title ?? selectedType ?? '') }
    : null;

  const jumpTo = useCallback((issue: DocumentIssue) => {
    const view = viewRef.current;
    if (!view) return;
    const end = view.state.doc.length;
    const anchor = Math.min(issue.from, end);
    view.dispatch({ selection: { anchor, head: Math.min(issue.to, end) }, effects: EditorView.scrollIntoView(anchor, { y: 'center' }) });
    view.focus();
  }, []);

  const insert = (block: BlockDefinition) => {
    const view = viewRef.current;
    if (!view) return;
    const plan = planInsert(view.state, block, site);
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
    view.focus();
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
      />
      <LiveChangedBar live={live.data} base={doc.base} onReload={doc.reloadLive} />
      {doc.saved ? <ShareBar created={doc.saved.created} outdated={doc.outdated} onDismiss={doc.dismissSaved} /> : null}
      <Workspace>
        <Side>
          <BlockPalette
            blocks={BLOCKS}
            sites={SITE_KEYS}
            site={site}
            onSiteChange={setSite}
            onInsert={insert}
            disabledReason={analysis && !analysis.parsed ? t`Fix the JSON syntax to insert blocks.` : undefined}
          />
        </Side>
        <EditorColumn aria-label={t`Configuration`}>
          <ColumnHead>
            <PanelTitle>
              <Trans>Configuration (JSON)</Trans>
            </PanelTitle>
            <Hint>
              <Trans>Ctrl+Space completes, hovering explains a key, Esc then Tab leaves the editor.</Trans>
            </Hint>
          </ColumnHead>
          <ConfigEditor initialDoc={initialDoc} label={t`Site configuration (JSON)`} diagnostics={doc.diagnostics} onChange={doc.onChange} viewRef={viewRef} />
          <ProblemsPanel issues={issues} checking={checking} onSelect={jumpTo} />
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
            stale={analysis && issues.length ? { problems: issues.length } : null}
            {...preview.options}
          />
        </PreviewColumn>
      </Workspace>
      <PublishDialog open={dialog === 'publish' && mayPublish} name={doc.publishName} onCancel={() => setDialog(null)} onConfirm={publish} />
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
  grid-template-columns: 270px minmax(380px, 1fr) minmax(420px, 1.15fr);
  ${below('xl')} {
    grid-template-columns: 220px minmax(0, 1fr) minmax(0, 1fr);
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
  > section {
    flex: 1;
  }
`;

const EditorColumn = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  > [data-testid='config-editor'] {
    flex: 1;
  }
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
