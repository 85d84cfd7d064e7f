#!/usr/bin/env node
// `npm test`: every check of the project, in order, on a fresh machine. Gets Debian's chromium
// when it is missing and we are root; otherwise stops with the exact command to run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const run = (label, command, args, env = {}) => {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
};

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const install = 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium';
  if (process.getuid?.() !== 0) {
    console.error(`Browser tests need Debian's chromium at ${CHROMIUM}. Run:\n  sudo sh -c '${install}'`);
    process.exit(1);
  }
  console.log(`Installing Debian's chromium (${install})`);
  if (!run('chromium', 'sh', ['-c', install]) || !existsSync(CHROMIUM)) {
    console.error(`Could not install chromium. Run:\n  ${install}`);
    process.exit(1);
  }
}

ensureChromium();
rmSync('tests/artifacts/results', { recursive: true, force: true });
mkdirSync('tests/artifacts/results', { recursive: true });

const steps = [
  ['schema is current', 'npx', ['tsx', 'scripts/generate-schema.ts', '--check']],
  ['site configurations', 'npx', ['tsx', 'scripts/validate-config.ts', ...['default', 'dark', 'youth-protection', 'about-enabled'].map((n) => `site-configs/${n}.json`)]],
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['translations complete', 'node', ['scripts/check-translations.mjs']],
  ['storybook builds', 'npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static']],
  ['unit, component and API tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=tests/artifacts/results/unit.json']],
  ['browser tests (Chromium)', 'npx', ['vitest', 'run', '--config', 'vitest.browser.config.ts', '--reporter=default', '--reporter=json', '--outputFile=tests/artifacts/results/browser.json']],
];

const failedLabels = [];
for (const [label, command, args] of steps) {
  if (!run(label, command, args)) {
    failedLabels.push(label);
    console.error(`✖ ${label} failed`);
  }
}
const failedSteps = failedLabels.length;

/** Each failed test of a vitest JSON report as "✖ file > name: first line of the message". */
function failedTests(report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const path = file.name.replace(`${process.cwd()}/`, '');
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const message = (test.failureMessages?.[0] ?? '').split('\n').slice(0, 3).join(' | ').slice(0, 400);
      lines.push(`✖ ${path} > ${test.fullName}: ${message}`);
    }
    if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') {
      lines.push(`✖ ${path}: ${(file.message ?? '').split('\n')[0].slice(0, 400)}`);
    }
  }
  return lines;
}

let passed = 0;
let failed = 0;
const failures = [];
for (const file of ['unit', 'browser']) {
  const path = `tests/artifacts/results/${file}.json`;
  if (!existsSync(path)) continue;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  failures.push(...failedTests(report));
}
// Repeated at the very end: a CI log is often read from its tail only.
for (const label of failedLabels) console.log(`✖ step failed: ${label}`);
for (const line of failures) console.log(line);
console.log(`\nChecks: ${steps.length - failedSteps} of ${steps.length} steps green`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps > 0 || failed > 0 ? 1 : 0);
