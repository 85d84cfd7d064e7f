// Writes schemas/site-config.schema.json from the TypeBox config schema and every registered
// block's props schema, and schemas/site-config.validator.js (the ajv validator generated from it,
// so that no browser has to compile code at runtime), and blocks/client-registry.ts (the registry
// without schemas, for the browser bundle), and schemas/block-check-data.ts (each block's module and default
// links, for the configuration checks). `--check` fails when any of them is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSiteConfigJsonSchema } from '../schemas/build-json-schema';
import { standaloneValidatorSource } from '../schemas/standalone-validator';
import { buildClientRegistrySource } from './build-client-registry';
import { buildBlockCheckDataSource } from './build-block-check-data';
import type { BlockDefinition } from '../blocks/define-block';
import { blockRegistry } from '../blocks/registry';

const blocks = Object.values(blockRegistry) as unknown as BlockDefinition[];
const schema = buildSiteConfigJsonSchema(blocks);
const outputs = [
  { file: '../schemas/site-config.schema.json', text: `${JSON.stringify(schema, null, 2)}\n` },
  { file: '../schemas/site-config.validator.js', text: standaloneValidatorSource(schema) },
  { file: '../blocks/client-registry.ts', text: buildClientRegistrySource(blocks, fileURLToPath(new URL('../blocks', import.meta.url))) },
  { file: '../schemas/block-check-data.ts', text: buildBlockCheckDataSource(blocks) },
].map((output) => ({ ...output, target: fileURLToPath(new URL(output.file, import.meta.url)) }));

if (process.argv.includes('--check')) {
  const current = (target: string) => {
    try {
      return readFileSync(target, 'utf8');
    } catch {
      return '';
    }
  };
  const stale = outputs.filter((output) => current(output.target) !== output.text);
  for (const output of stale) console.error(`${output.file.slice(3)} is out of date: run \`npm run schema:generate\` and commit it.`);
  if (stale.length) process.exit(1);
  console.log('schemas/site-config.schema.json, its validator, blocks/client-registry.ts and schemas/block-check-data.ts are current.');
} else {
  for (const output of outputs) {
    writeFileSync(output.target, output.text);
    console.log(`wrote ${output.target}`);
  }
}
