// npm run seed [-- --updates 100000]: reset the database and load the demo catalogue.
import { openDatabase } from '../db';
import { databaseUrlOf, isProduction, loadEnvOrExit } from '../env';
import { migrate } from '../db/migrations';
import { reset, seed } from './seed';

const args = process.argv.slice(2);
const i = args.indexOf('--updates');
const updates = i >= 0 ? Number(args[i + 1]) : 200;
if (!Number.isInteger(updates) || updates < 10) {
  process.stderr.write('--updates needs an integer >= 10\n');
  process.exit(1);
}
const env = loadEnvOrExit();
if (isProduction(env)) {
  // It deletes every row (members, payments, configurations) before loading the demo catalogue.
  process.stderr.write('Refusing to seed in production mode (NODE_ENV=production): the seed deletes every row of the database and loads the demo catalogue.\n');
  process.exit(1);
}
// The server's database: DATABASE_URL, else <DATA_DIR>/site.db.
const database = openDatabase({ url: databaseUrlOf(env), poolSize: env.PG_POOL_SIZE });
const t = Date.now();
await migrate(database.db, database.dialect);
await reset(database.db, database.dialect);
const result = await seed(database.db, database.dialect, { updates, demoAccounts: env.DEMO_ACCOUNTS });
await database.close();
process.stdout.write(`Seeded ${result.updates} updates, ${result.models} models in ${((Date.now() - t) / 1000).toFixed(1)} s (${database.dialect.name}).\n`);
