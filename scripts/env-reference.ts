// Prints the Environment table of docs/configuration.md from the schema in server/env.ts
// (tests/unit/env.test.ts fails when that page differs): npx tsx scripts/env-reference.ts
import { envReference } from '../server/env';

process.stdout.write(`${envReference().join('\n')}\n`);
