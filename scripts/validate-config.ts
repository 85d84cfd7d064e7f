// npm run validate-config -- <file>...  Prints `<file>: <JSON path>: <message>` for every problem.
import { readFileSync } from 'node:fs';
import { formatIssue, validateSiteConfig } from '../schemas/validate-site-config';

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
  const result = validateSiteConfig(parsed);
  if (result.ok) {
    console.log(`${file}: valid`);
  } else {
    failed = true;
    for (const issue of result.issues) console.error(formatIssue(file, issue));
  }
}
process.exit(failed ? 1 : 0);
