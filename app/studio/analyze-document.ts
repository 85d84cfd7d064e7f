// One check of the editor's document: JSON syntax first, then the site-config validator (ajv with
// schemas/site-config.schema.json plus the cross-reference checks) and the checks beyond the schema
// (shared/config-checks: contrast, dead links, size, locale keys), the same code the server and the
// CLI run. Every issue gets the text range its JSON path points at.
import type { EditorState } from '@codemirror/state';
import type { ConfigIssue } from '../../schemas/validate-site-config';
import type { ConfigCheckName, IssueSeverity } from '../../schemas/config-check-issue';
import { validateAndCheck } from '../../shared/config-checks/validate-and-check';
import { pointerRanges, rangeForPath } from './json-pointers';

export interface DocumentIssue extends ConfigIssue {
  from: number;
  to: number;
  /** 'syntax': the text is not JSON (`path` is empty); 'unchecked': the validator itself failed. */
  kind: 'syntax' | 'config' | 'unchecked';
  /** Errors block saving and publishing; warnings (unknown locale keys) do not. */
  severity: IssueSeverity;
  /** Which check beyond the schema found it (absent for the schema's own issues). */
  check?: ConfigCheckName;
  line: number;
}

/** Issues that keep the document from being saved or published. */
export const blockingIssues = (issues: readonly DocumentIssue[]) => issues.filter((issue) => issue.severity === 'error');

export type DocumentAnalysis =
  | { parsed: true; config: unknown; issues: DocumentIssue[] }
  | { parsed: false; issues: DocumentIssue[] };

/** Messages for properties the schema does not allow: the name is what is wrong, not the value. */
const NAMES_THE_KEY = /^unknown (property|module|site) /;

function syntaxIssue(state: EditorState, error: unknown): DocumentIssue {
  const message = error instanceof Error ? error.message : String(error);
  // V8: "... in JSON at position 123 (line 5 column 3)"; the end of the text otherwise.
  const position = Number(/position (\d+)/.exec(message)?.[1] ?? state.doc.length);
  const from = Math.min(position, state.doc.length);
  const to = Math.min(from + 1, state.doc.length);
  return { path: '', message: message.replace(/ in JSON at position \d+.*$/, ''), from, to, kind: 'syntax', severity: 'error', line: state.doc.lineAt(from).number };
}

export function analyzeDocument(state: EditorState): DocumentAnalysis {
  const text = state.doc.toString();
  let config: unknown;
  try {
    config = JSON.parse(text);
  } catch (error) {
    return { parsed: false, issues: [syntaxIssue(state, error)] };
  }
  let issues: ReturnType<typeof validateAndCheck>['issues'];
  try {
    ({ issues } = validateAndCheck(config));
  } catch (error) {
    // The validator itself failed (e.g. a browser policy forbids it): say so rather than pass it.
    const message = error instanceof Error ? error.message : String(error);
    return { parsed: true, config, issues: [{ path: '', message, from: 0, to: Math.min(1, state.doc.length), kind: 'unchecked', severity: 'error', line: 1 }] };
  }
  if (issues.length === 0) return { parsed: true, config, issues: [] };
  const ranges = pointerRanges(state);
  return {
    parsed: true,
    config,
    issues: issues.map((issue) => {
      const namesTheKey = NAMES_THE_KEY.test(issue.message) || issue.check === 'locale-key';
      const range = rangeForPath(ranges, issue.path, namesTheKey) ?? { from: 0, to: Math.min(1, state.doc.length) };
      return { ...issue, ...range, kind: 'config' as const, severity: issue.severity ?? 'error', line: state.doc.lineAt(range.from).number };
    }),
  };
}
