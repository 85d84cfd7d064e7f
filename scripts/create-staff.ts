// npm run create-staff -- --username <u> --email <e> [--password <p>] [--role editor|publisher]
// Adds a staff account (publisher, role 2: configuration studio, preview links, publishing; or
// editor, role 4: the studio and preview links, no publishing) to the database
// the server uses: DATABASE_URL, else <DATA_DIR>/site.db (server/env.ts). Without --password it asks on a
// terminal (empty answer: generate one) or, when not interactive, generates one and prints it.
// Exit codes: 0 created, 1 the username or email exists, 2 usage.
import crypto from 'node:crypto';
import readline from 'node:readline/promises';
import { Writable } from 'node:stream';
import { openDatabase } from '../server/db';
import { databaseUrlOf, loadEnvOrExit } from '../server/env';
import { migrate } from '../server/db/migrations';
import { hashPassword } from '../server/auth/passwords';
import { ROLE } from '../shared/roles';
import { USERNAME_PATTERN } from '../schemas/api/requests';

const USAGE = 'usage: npm run create-staff -- --username <name> --email <address> [--password <at least 8 characters>] [--role editor|publisher]';
const ROLES = { publisher: ROLE.staff, editor: ROLE.editor } as const;
const fail = (message: string, code = 2): never => {
  process.stderr.write(`${message}\n`);
  process.exit(code);
};

function parseArgs(argv: string[]) {
  const options: { username?: string; email?: string; password?: string; role?: string } = {};
  const args = argv.filter((arg) => arg !== '--');
  for (let i = 0; i < args.length; i++) {
    const key = args[i]!.replace(/^--/, '');
    const value = args[++i];
    if (!['username', 'email', 'password', 'role'].includes(key) || value === undefined) fail(USAGE);
    options[key as keyof typeof options] = value;
  }
  if (!options.username || !options.email) fail(USAGE);
  if (!new RegExp(USERNAME_PATTERN).test(options.username!)) fail('--username: 3-32 letters, digits, _ . or -');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(options.email!)) fail('--email: not a valid email address');
  if (options.password !== undefined && options.password.length < 8) fail('Password must be at least 8 characters');
  if (options.role !== undefined && !(options.role in ROLES)) fail('--role: editor or publisher');
  return options as { username: string; email: string; password?: string; role?: keyof typeof ROLES };
}

/** Asks for a password twice on the terminal without echoing it; empty first answer = generate. */
async function promptPassword(): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, callback) {
      if (!muted) process.stdout.write(chunk, encoding);
      callback();
    },
  });
  // Lines are read through one buffered iterator, so input typed (or pasted) ahead is not lost.
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  const lines = rl[Symbol.asyncIterator]();
  const ask = async (question: string) => {
    process.stdout.write(question);
    muted = true;
    try {
      const next = await lines.next();
      if (next.done) throw new Error('end of input');
      return next.value;
    } finally {
      muted = false;
      process.stdout.write('\n');
    }
  };
  try {
    const first = await ask('Password (at least 8 characters; empty to generate one): ');
    if (!first) return '';
    if (first.length < 8) fail('Password must be at least 8 characters');
    if ((await ask('Repeat the password: ')) !== first) fail('The passwords differ');
    return first;
  } catch {
    return fail('Aborted');
  } finally {
    rl.close();
  }
}

async function choosePassword(given: string | undefined): Promise<{ password: string; generated: boolean }> {
  if (given) return { password: given, generated: false };
  const typed = process.stdin.isTTY ? await promptPassword() : '';
  if (typed) return { password: typed, generated: false };
  return { password: crypto.randomBytes(15).toString('base64url'), generated: true };
}

const options = parseArgs(process.argv.slice(2));
const env = loadEnvOrExit();
const url = databaseUrlOf(env);
const database = openDatabase({ url, poolSize: env.PG_POOL_SIZE });
try {
  await migrate(database.db, database.dialect);
  const username = options.username;
  const email = options.email.toLowerCase();
  const taken = await database.db
    .selectFrom('users')
    .select(['username', 'email_lower'])
    .where((eb) => eb.or([eb('username_lower', '=', username.toLowerCase()), eb('email_lower', '=', email)]))
    .executeTakeFirst();
  if (taken) fail(taken.username.toLowerCase() === username.toLowerCase() ? `The username ${username} already exists` : `The email ${email} is already in use`, 1);
  const { password, generated } = await choosePassword(options.password);
  await database.db
    .insertInto('users')
    .values({
      role_id: ROLES[options.role ?? 'publisher'],
      username,
      username_lower: username.toLowerCase(),
      email: options.email,
      email_lower: email,
      password_hash: await hashPassword(password),
      avatar: null,
      customer: 0,
      created_at: new Date().toISOString(),
    })
    .execute();
  process.stdout.write(`Created ${options.role === 'editor' ? 'editor' : 'staff'} account ${username} <${options.email}> in ${database.dialect.name === 'sqlite' ? url : 'PostgreSQL'}.\n`);
  if (generated) process.stdout.write(`Password: ${password}\n(shown only now; keep it in a password manager)\n`);
} finally {
  await database.close();
}
