// One check of the editor's document: JSON syntax first, then the site-config validator (ajv with
// schemas/site-config.schema.json plus the cross-reference checks), the same code the server, the
// CLI and token previews run. Every issue gets the text range its JSON path points at.
import type { EditorState } from '@codemirror/state';
import { validateSiteConfig, type ConfigIssue } from '../../schemas/validate-site-config';
import { pointerRanges, rangeForPath } from './json-pointers';

export interface DocumentIssue extends ConfigIssue {
  from: number;
  to: number;
  /** 'syntax': the text is not JSON (`path` is empty); 'unchecked': the validator itself failed. */
  kind: 'syntax' | 'config' | 'unchecked';
  line: number;
}

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
  return { path: '', message: message.replace(/ in JSON at position \d+.*$/, ''), from, to, kind: 'syntax', line: state.doc.lineAt(from).number };
}

export function analyzeDocument(state: EditorState): DocumentAnalysis {
  const text = state.doc.toString();
  let config: unknown;
  try {
    config = JSON.parse(text);
  } catch (error) {
    return { parsed: false, issues: [syntaxIssue(state, error)] };
  }
  let issues: ConfigIssue[];
  try {
    ({ issues } = validateSiteConfig(config));
  } catch (error) {
    // The validator itself failed (e.g. a browser policy forbids it): say so rather than pass it.
    const message = error instanceof Error ? error.message : String(error);
    return { parsed: true, config, issues: [{ path: '', message, from: 0, to: Math.min(1, state.doc.length), kind: 'unchecked', line: 1 }] };
  }
  if (issues.length === 0) return { parsed: true, config, issues: [] };
  const ranges = pointerRanges(state);
  return {
    parsed: true,
    config,
    issues: issues.map((issue) => {
      const range = rangeForPath(ranges, issue.path, NAMES_THE_KEY.test(issue.message)) ?? { from: 0, to: Math.min(1, state.doc.length) };
      return { ...issue, ...range, kind: 'config' as const, line: state.doc.lineAt(range.from).number };
    }),
  };
}
