// npm run validate-config -- <file>...  Prints `<file>: <JSON path>: <message>` for every problem:
// the schema's, then the checks beyond it (contrast, dead links, size, locale keys). Errors exit 1;
// warnings (`<path>: warning: ...`) are printed and do not fail.
import { readFileSync } from 'node:fs';
import { formatCheckedIssue, isError, validateAndCheck } from '../shared/config-checks/validate-and-check';

const files = process.argv.slice(2).filter((arg) => arg !== '--');
if (files.length === 0) {
  console.error('usage: npm run validate-config -- <site-config.json>...');
  process.exit(2);
}

let failed = false;
for (const file of files) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`${file}: /: ${error instanceof Error ? error.message : String(error)}`);
    failed = true;
    continue;
  }
  const result = validateAndCheck(parsed);
  for (const issue of result.issues) console.error(formatCheckedIssue(file, issue));
  if (result.ok) {
    const warnings = result.issues.length;
    console.log(`${file}: valid${warnings ? ` (${warnings} ${warnings === 1 ? 'warning' : 'warnings'})` : ''}`);
  } else {
    failed = true;
    const errors = result.issues.filter(isError).length;
    console.error(`${file}: ${errors} ${errors === 1 ? 'error' : 'errors'}`);
  }
}
process.exit(failed ? 1 : 0);
