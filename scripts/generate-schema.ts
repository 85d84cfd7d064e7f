// Writes schemas/site-config.schema.json from the TypeBox config schema and every registered
// block's props schema. `--check` fails when the committed file is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSiteConfigJsonSchema } from '../schemas/build-json-schema';
import { blockRegistry } from '../blocks/registry';

const target = fileURLToPath(new URL('../schemas/site-config.schema.json', import.meta.url));
const text = `${JSON.stringify(buildSiteConfigJsonSchema(Object.values(blockRegistry)), null, 2)}\n`;

if (process.argv.includes('--check')) {
  const current = readFileSync(target, 'utf8');
  if (current !== text) {
    console.error('schemas/site-config.schema.json is out of date: run `npm run schema:generate` and commit it.');
    process.exit(1);
  }
  console.log('schemas/site-config.schema.json is current.');
} else {
  writeFileSync(target, text);
  console.log(`wrote ${target}`);
}
