// Prints README.md's Environment table from the schema in server/env.ts (tests/unit/env.test.ts
// fails when the README differs): npx tsx scripts/env-reference.ts
import { envReference } from '../server/env';

process.stdout.write(`${envReference().join('\n')}\n`);
