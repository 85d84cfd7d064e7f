// Extracts the interface texts and fails when a German, French or Spanish text is missing.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const extract = spawnSync('npx', ['lingui', 'extract', '--clean'], { encoding: 'utf8' });
if (extract.status !== 0) {
  process.stderr.write(extract.stdout + extract.stderr);
  process.exit(1);
}

// In CI the committed catalogs must already be current: a fresh clone builds from them.
if (process.env.CI) {
  const diff = spawnSync('git', ['diff', '--stat', '--exit-code', '--', 'src/i18n/locales'], { encoding: 'utf8' });
  if (diff.status !== 0) {
    console.error(`The committed catalogs are out of date; run \`npm run i18n:extract\` and commit:\n${diff.stdout}`);
    process.exit(1);
  }
}

let missing = 0;
for (const locale of ['de', 'fr', 'es']) {
  const po = readFileSync(`src/i18n/locales/${locale}/messages.po`, 'utf8');
  // An entry: optional comments, msgid "...", msgstr "..." (possibly multi-line).
  const entries = po.split(/\n\n+/).filter((block) => /^msgid "./m.test(block) || /^msgid ""\n"/m.test(block));
  for (const entry of entries) {
    const msgid = entry.match(/msgid ((?:".*"\n?)+)/)?.[1] ?? '';
    const msgstr = entry.match(/msgstr ((?:".*"\n?)+)/)?.[1] ?? '';
    if (msgid.replace(/"|\n/g, '') && !msgstr.replace(/"|\n/g, '')) {
      missing += 1;
      console.error(`${locale}: missing translation for ${msgid.trim()}`);
    }
  }
}
if (missing) {
  console.error(`${missing} translations missing: add them to src/i18n/locales/<locale>/messages.po`);
  process.exit(1);
}
console.log('All interface texts are translated into de, fr and es.');
