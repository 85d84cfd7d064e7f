// The configuration's customJS checked by parsing it, never by running it (the CSP has no
// unsafe-eval, and the studio must not execute operator code against a staff session). The studio,
// the CLI and the server (which serves a no-op instead of unparsable code) share this check.
import { parse } from 'acorn';

/** Where the operator's script stops parsing: line and column count from 1, as editors show them. */
export interface CustomJsSyntaxError {
  line: number;
  column: number;
  message: string;
}

/** The configuration path the issue is reported at. */
export const CUSTOM_JS_PATH = '/ui/customJS';

/** The first syntax error of `code` as a classic script (how the site runs it), or null. */
export function customJsSyntaxError(code: string): CustomJsSyntaxError | null {
  try {
    // A hashbang is only valid at the very start of a file; the server wraps the code in a function.
    parse(code, { ecmaVersion: 'latest', sourceType: 'script', allowHashBang: false });
    return null;
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    if (error instanceof SyntaxError && loc) {
      return { line: loc.line, column: loc.column + 1, message: error.message.replace(/ \(\d+:\d+\)$/, '') };
    }
    // Not a plain syntax error (a nesting too deep for the parser's stack): still not runnable.
    return { line: 1, column: 1, message: `cannot be parsed (${error instanceof Error ? error.message : String(error)})` };
  }
}

/** The configuration issue for a customJS that does not parse, or null. */
export function customJsIssue(code: string): { path: string; message: string } | null {
  const error = customJsSyntaxError(code);
  if (!error) return null;
  return {
    path: CUSTOM_JS_PATH,
    message: `syntax error at line ${error.line}, column ${error.column}: ${error.message} (the site does not run a customJS that does not parse)`,
  };
}
