// The studio's document: the editor's JSON as it changes, checked once typing pauses (JSON syntax,
// then the site-config validator), whether it differs from what was last stored, and the two ways
// to store it: a preview link, publishing now or at a time. Every store names the live version the
// document was based on; a 409 from the server becomes `conflict` for the conflict dialog instead
// of a silent overwrite. The studio page around it is layout only.
import { useCallback, useEffect, useMemo, useState, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { EditorState } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import type { Diagnostic } from '@codemirror/lint';
import type { LiveConfig, PreviewCreated } from '../../schemas/api/configs';
import { useApi } from '../../src/api/api-context';
import { useDebouncedValue } from '../../src/ui/use-debounced-value';
import { analyzeDocument, blockingIssues } from './analyze-document';
import { createPreview, describeFailure, fetchLiveConfig, publishDocument, publishPreview, readConflict, schedulePublish, type ConfigConflict } from './configs-api';
import { useDescribeIssue } from './problems-panel';

/** Typing pauses this long before the document is checked and the preview re-rendered. */
export const PREVIEW_DEBOUNCE_MS = 400;

export type StudioStatus = { tone: 'info' | 'success' | 'error'; text: string } | null;

type Doc = EditorState['doc'];

/** Publishing now, or at a time (scheduled). */
export type PublishWhen = { at: Date } | null;

/** A store the server refused because the live version moved: who did it, and how to go on. */
export interface StudioConflict extends ConfigConflict {
  /** What was being done, to repeat it over the new live version ("Publish mine over it"). */
  when: PublishWhen;
}

export function useStudioDocument(viewRef: RefObject<EditorView | null>, initialBase: number) {
  const { t, i18n } = useLingui();
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
  /** The live version the document was based on: sent with every save, publish and schedule. */
  const [base, setBase] = useState(initialBase);
  const [conflict, setConflict] = useState<StudioConflict | null>(null);
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
      const created = await createPreview(api, { config: current.config, baseVersion: base, ...(name.trim() ? { name: name.trim() } : {}) });
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

  /**
   * Publishes now or schedules; resolves once done or once a conflict is recorded (the conflict
   * dialog takes over); rejects with a message for the publish dialog.
   */
  const publish = async (when: PublishWhen = null, baseVersion = base) => {
    const current = currentValid();
    if (!current) throw new Error(t`The configuration has problems; it was not published.`);
    // A saved link of exactly this document is published as it is (the version keeps its name).
    const token = saved && saved.doc.eq(current.doc) ? saved.created.token : null;
    const named = name.trim() ? { name: name.trim() } : {};
    try {
      if (when) {
        const scheduled = await schedulePublish(api, {
          ...(token ? { token } : { config: current.config, ...named }),
          baseVersion,
          publishAt: when.at.toISOString(),
        });
        setStoredDoc(current.doc);
        const at = i18n.date(scheduled.publishAt, { dateStyle: 'medium', timeStyle: 'short' });
        setStatus({ tone: 'success', text: t`Scheduled: “${scheduled.name}” goes live on ${at}.` });
        return;
      }
      const result = token
        ? await publishPreview(api, token, { baseVersion })
        : await publishDocument(api, { config: current.config, baseVersion, ...named });
      setStoredDoc(current.doc);
      setBase(result.version);
      setConflict(null);
      setStatus({ tone: 'success', text: t`Published: version ${result.version} is live.` });
    } catch (error) {
      const refused = await readConflict(error);
      if (refused) {
        setConflict({ ...refused, when });
        return;
      }
      throw new Error((await describeFailure(error)).message);
    }
  };

  /** Replaces the editor's text with the live configuration (one undoable change) and rebases on it. */
  const loadLive = (live: LiveConfig) => {
    const view = viewRef.current;
    if (!view) return;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: JSON.stringify(live.config, null, 2) }, userEvent: 'input.replace' });
    setBase(live.version);
    setStoredDoc(view.state.doc);
    setConflict(null);
    setStatus({ tone: 'info', text: t`Loaded the live version ${live.version}. Undo (Ctrl+Z) brings your text back.` });
  };

  const reloadLive = async () => {
    try {
      loadLive(await fetchLiveConfig(api));
    } catch (error) {
      setStatus({ tone: 'error', text: (await describeFailure(error)).message });
    }
  };

  /** "Publish mine over it": the same action again, now explicitly based on the live version. */
  const publishOver = async () => {
    if (!conflict) return;
    const { when, live } = conflict;
    setConflict(null);
    setBase(live.version);
    try {
      await publish(when, live.version);
    } catch (error) {
      setStatus({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
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
    base,
    conflict,
    dismissConflict: () => setConflict(null),
    publishOver,
    reloadLive,
    /** The text the editor holds now (kept for the conflict dialog's copy and download). */
    currentText: () => viewRef.current?.state.doc.toString() ?? '',
  };
}
