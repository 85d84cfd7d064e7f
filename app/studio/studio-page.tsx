// The configuration studio (staff only, loaded on demand): JSON editor with schema help and the
// validator's problems, block palette, live preview in a frame, preview links, publishing and
// the version history. Starts from the live configuration.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import type { Diagnostic } from '@codemirror/lint';
import type { PreviewCreated } from '../../schemas/api/configs';
import { SITE_KEYS } from '../../schemas/config/sites';
import type { BlockDefinition } from '../../blocks/define-block';
import { blockRegistry } from '../../blocks/registry';
import { useApi } from '../../src/api/api-context';
import { below } from '../../src/theme/breakpoints';
import { userAtom } from '../../src/state/session';
import { analyzeDocument, type DocumentIssue } from './analyze-document';
import { BlockPalette } from './block-palette';
import { ConfigEditor } from './config-editor';
import { createPreview, describeFailure, fetchLiveConfig, publishDocument, publishPreview } from './configs-api';
import { planInsert } from './insert-block';
import { PreviewFrame, type ViewportWidth } from './preview-frame';
import { PreviewToolbar } from './preview-toolbar';
import { ProblemsPanel, useDescribeIssue } from './problems-panel';
import { PublishDialog } from './publish-dialog';
import { ShareBar } from './share-bar';
import { PanelTitle, ToolButton, ToolInput } from './studio-ui';
import { useDebouncedValue } from '../../src/ui/use-debounced-value';
import { VersionsDialog } from './versions-dialog';

/** Typing pauses this long before the document is checked and the preview re-rendered. */
export const PREVIEW_DEBOUNCE_MS = 400;

const BLOCKS = Object.values(blockRegistry) as unknown as BlockDefinition[];

type Status = { tone: 'info' | 'success' | 'error'; text: string } | null;

export default function StudioPage() {
  const { t } = useLingui();
  const api = useApi();
  const [initial, setInitial] = useState<{ doc: string } | { failed: string } | null>(null);
  useEffect(() => {
    let active = true;
    fetchLiveConfig(api)
      .then((config) => active && setInitial({ doc: JSON.stringify(config, null, 2) }))
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
  return <Studio initialDoc={initial.doc} />;
}

function Studio({ initialDoc }: { initialDoc: string }) {
  const { t } = useLingui();
  const api = useApi();
  const user = useAtomValue(userAtom);
  const viewRef = useRef<EditorView | null>(null);
  const [docState, setDocState] = useState<EditorState | null>(null);
  const settled = useDebouncedValue(docState, PREVIEW_DEBOUNCE_MS);
  const analysis = useMemo(() => (settled ? analyzeDocument(settled) : null), [settled]);
  const checking = analysis === null || settled !== docState;
  const issues = useMemo(() => analysis?.issues ?? [], [analysis]);
  const describe = useDescribeIssue();
  const diagnostics = useMemo<Diagnostic[]>(
    () => issues.map((issue) => ({ from: issue.from, to: issue.to, severity: 'error', source: 'site-config', message: issue.kind === 'config' ? `${issue.path || '/'}: ${issue.message}` : describe(issue) })),
    [issues, describe],
  );
  const previewConfig = analysis?.parsed ? analysis.config : undefined;

  const [site, setSite] = useState('homesite');
  const [path, setPath] = useState('/');
  const [width, setWidth] = useState<ViewportWidth>(1440);
  const [name, setName] = useState('');
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState<'save' | null>(null);
  const [saved, setSaved] = useState<{ created: PreviewCreated; doc: EditorState['doc'] } | null>(null);
  const [dialog, setDialog] = useState<'publish' | 'versions' | null>(null);

  const onChange = useCallback((state: EditorState) => setDocState(state), []);

  // Leaving with changes that are neither saved as a link nor published asks first.
  const [storedDoc, setStoredDoc] = useState<EditorState['doc'] | null>(null);
  const dirty = docState !== null && storedDoc !== null && !docState.doc.eq(storedDoc);
  useEffect(() => {
    if (docState && storedDoc === null) setStoredDoc(docState.doc);
  }, [docState, storedDoc]);
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const blockedReason = checking
    ? t`Checking the configuration…`
    : issues.length > 0
      ? t`Fix the problems listed under the editor first.`
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

  /** The editor's document checked right now (not the debounced result), when it can be stored. */
  const currentValid = () => {
    const view = viewRef.current;
    if (!view) return null;
    const fresh = analyzeDocument(view.state);
    return fresh.parsed && fresh.issues.length === 0 ? { config: fresh.config, doc: view.state.doc } : null;
  };

  const save = async () => {
    const current = currentValid();
    if (!current) return;
    setBusy('save');
    setStatus({ tone: 'info', text: t`Saving…` });
    try {
      const created = await createPreview(api, { config: current.config, ...(name.trim() ? { name: name.trim() } : {}) });
      setSaved({ created, doc: current.doc });
      setStoredDoc(current.doc);
      setStatus({ tone: 'success', text: t`Preview link saved. Nothing changed for visitors.` });
    } catch (error) {
      const failure = await describeFailure(error);
      setStatus({ tone: 'error', text: failure.issues.length ? `${failure.message}: ${failure.issues.map((i) => `${i.path} ${i.message}`).join('; ')}` : failure.message });
    } finally {
      setBusy(null);
    }
  };

  const publish = async () => {
    const current = currentValid();
    if (!current) throw new Error(t`The configuration has problems; it was not published.`);
    try {
      // A saved link of exactly this document is published as it is (the version keeps its name).
      const result =
        saved && saved.doc.eq(current.doc)
          ? await publishPreview(api, saved.created.token)
          : await publishDocument(api, current.config, name.trim() || undefined);
      setDialog(null);
      setStoredDoc(current.doc);
      setStatus({ tone: 'success', text: t`Published: version ${result.version} is live.` });
    } catch (error) {
      throw new Error((await describeFailure(error)).message);
    }
  };

  const outdated = saved !== null && docState !== null && !saved.doc.eq(docState.doc);
  return (
    <Screen>
      <Header>
        <Brand>
          <Trans>Configuration studio</Trans>
        </Brand>
        <StatusLine role="status" data-tone={status?.tone}>
          {status?.text}
        </StatusLine>
        <Actions>
          <NameField aria-label={t`Name of the configuration`} placeholder={t`Name (optional)`} value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />
          <ToolButton type="button" onClick={() => setDialog('versions')}>
            <Trans>Versions</Trans>
          </ToolButton>
          <ToolButton type="button" onClick={() => void save()} disabled={blockedReason !== null || busy !== null} aria-describedby={blockedReason ? 'studio-blocked' : undefined}>
            {busy === 'save' ? <Trans>Saving…</Trans> : <Trans>Save as preview link</Trans>}
          </ToolButton>
          <ToolButton type="button" $tone="primary" onClick={() => setDialog('publish')} disabled={blockedReason !== null || busy !== null} aria-describedby={blockedReason ? 'studio-blocked' : undefined}>
            <Trans>Publish</Trans>
          </ToolButton>
        </Actions>
        <Account>
          {user ? <span>{user.username}</span> : null}
          <Link to="/">
            <Trans>Back to the site</Trans>
          </Link>
        </Account>
        {blockedReason && !checking ? (
          <Blocked id="studio-blocked">
            <Plural value={issues.length} one="Saving and publishing are off: # problem to fix." other="Saving and publishing are off: # problems to fix." />
          </Blocked>
        ) : blockedReason ? (
          <Blocked id="studio-blocked" data-tone="info">
            {blockedReason}
          </Blocked>
        ) : null}
      </Header>
      {saved ? <ShareBar created={saved.created} outdated={outdated} onDismiss={() => setSaved(null)} /> : null}
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
          <ConfigEditor initialDoc={initialDoc} label={t`Site configuration (JSON)`} diagnostics={diagnostics} onChange={onChange} viewRef={viewRef} />
          <ProblemsPanel issues={issues} checking={checking} onSelect={jumpTo} />
        </EditorColumn>
        <PreviewColumn aria-label={t`Preview`}>
          <PreviewToolbar path={path} onPathChange={setPath} width={width} onWidthChange={setWidth} />
          <PreviewFrame path={path} width={width} config={previewConfig} />
        </PreviewColumn>
      </Workspace>
      <PublishDialog open={dialog === 'publish'} name={saved && docState && saved.doc.eq(docState.doc) ? saved.created.name : name.trim()} onCancel={() => setDialog(null)} onConfirm={publish} />
      <VersionsDialog
        open={dialog === 'versions'}
        onClose={() => setDialog(null)}
        onRestored={(version, restoredName) => setStatus({ tone: 'success', text: t`Restored “${restoredName}”: version ${version} is live.` })}
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

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.headerBackground};
  color: ${({ theme }) => theme.colors.headerText};
`;

const Brand = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 1rem;
  font-weight: 800;
  letter-spacing: 0.04em;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.headerText};
  &::before {
    content: '';
    display: inline-block;
    width: 10px;
    height: 10px;
    margin-right: 8px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const StatusLine = styled.p`
  flex: 1 1 200px;
  margin: 0;
  min-width: 0;
  font-size: 0.85rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &[data-tone='success'] {
    color: color-mix(in srgb, ${({ theme }) => theme.colors.success} 55%, ${({ theme }) => theme.colors.headerText});
  }
  &[data-tone='error'] {
    color: color-mix(in srgb, ${({ theme }) => theme.colors.danger} 55%, ${({ theme }) => theme.colors.headerText});
    white-space: normal;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
`;

const NameField = styled(ToolInput)`
  width: 200px;
`;

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: 0.82rem;
  span {
    opacity: 0.8;
  }
  a {
    color: inherit;
    text-decoration: underline;
  }
`;

const Blocked = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: 0.8rem;
  text-align: right;
  color: color-mix(in srgb, ${({ theme }) => theme.colors.danger} 50%, ${({ theme }) => theme.colors.headerText});
  &[data-tone='info'] {
    color: color-mix(in srgb, ${({ theme }) => theme.colors.headerText} 70%, transparent);
  }
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
