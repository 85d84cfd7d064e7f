// The studio's document: the editor's JSON as it changes, checked once typing pauses (JSON syntax,
// then the site-config validator), whether it differs from what was last stored, and the two ways
// to store it: a preview link, or publishing. The studio page around it is layout only.
import { useCallback, useEffect, useMemo, useState, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { EditorState } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import type { Diagnostic } from '@codemirror/lint';
import type { PreviewCreated } from '../../schemas/api/configs';
import { useApi } from '../../src/api/api-context';
import { useDebouncedValue } from '../../src/ui/use-debounced-value';
import { analyzeDocument, blockingIssues } from './analyze-document';
import { createPreview, describeFailure, publishDocument, publishPreview } from './configs-api';
import { useDescribeIssue } from './problems-panel';

/** Typing pauses this long before the document is checked and the preview re-rendered. */
export const PREVIEW_DEBOUNCE_MS = 400;

export type StudioStatus = { tone: 'info' | 'success' | 'error'; text: string } | null;

type Doc = EditorState['doc'];

export function useStudioDocument(viewRef: RefObject<EditorView | null>) {
  const { t } = useLingui();
  const api = useApi();
  const [docState, setDocState] = useState<EditorState | null>(null);
  const onChange = useCallback((state: EditorState) => setDocState(state), []);

  const settled = useDebouncedValue(docState, PREVIEW_DEBOUNCE_MS);
  const analysis = useMemo(() => (settled ? analyzeDocument(settled) : null), [settled]);
  const checking = analysis === null || settled !== docState;
  const issues = useMemo(() => analysis?.issues ?? [], [analysis]);
  const describe = useDescribeIssue();
  const diagnostics = useMemo<Diagnostic[]>(
    () => issues.map((issue) => ({ from: issue.from, to: issue.to, severity: issue.severity, source: 'site-config', message: issue.kind === 'config' ? `${issue.path || '/'}: ${issue.message}` : describe(issue) })),
    [issues, describe],
  );

  const [name, setName] = useState('');
  const [status, setStatus] = useState<StudioStatus>(null);
  const [busy, setBusy] = useState<'save' | null>(null);
  const [saved, setSaved] = useState<{ created: PreviewCreated; doc: Doc } | null>(null);
  const savedIsCurrent = saved !== null && docState !== null && saved.doc.eq(docState.doc);

  // Leaving with changes that are neither saved as a link nor published asks first.
  const [storedDoc, setStoredDoc] = useState<Doc | null>(null);
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

  /** The editor's document checked right now (not the debounced result), when it can be stored. */
  const currentValid = () => {
    const view = viewRef.current;
    if (!view) return null;
    const fresh = analyzeDocument(view.state);
    return fresh.parsed && blockingIssues(fresh.issues).length === 0 ? { config: fresh.config, doc: view.state.doc } : null;
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

  /** Resolves once published; rejects with a message for the publish dialog. */
  const publish = async () => {
    const current = currentValid();
    if (!current) throw new Error(t`The configuration has problems; it was not published.`);
    try {
      // A saved link of exactly this document is published as it is (the version keeps its name).
      const result =
        saved && saved.doc.eq(current.doc)
          ? await publishPreview(api, saved.created.token)
          : await publishDocument(api, current.config, name.trim() || undefined);
      setStoredDoc(current.doc);
      setStatus({ tone: 'success', text: t`Published: version ${result.version} is live.` });
    } catch (error) {
      throw new Error((await describeFailure(error)).message);
    }
  };

  return {
    onChange,
    /** The last check's result (null before the first); `checking` while typing has not paused. */
    analysis,
    checking,
    issues,
    diagnostics,
    /** The configuration the preview shows: the last one that parsed. */
    previewConfig: analysis?.parsed ? analysis.config : undefined,
    name,
    setName,
    /** The name publishing gives the version: the saved link's when publishing exactly that. */
    publishName: savedIsCurrent ? saved.created.name : name.trim(),
    status,
    setStatus,
    busy,
    saved,
    /** The saved link shows an earlier state than the editor. */
    outdated: saved !== null && docState !== null && !savedIsCurrent,
    dismissSaved: () => setSaved(null),
    save,
    publish,
  };
}
