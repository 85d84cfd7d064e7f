// The keys of a data dir's server: MEDIA_SECRET and PAYMENT_SECRET from the environment, else the
// ones the first start generated into <DATA_DIR>/secrets.json. Read by boot() (which generates the
// missing ones) and by tools that must sign as the running server does (npm run sandbox).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from './env';

export const secretsFile = (dataDir: string) => path.join(dataDir, 'secrets.json');

interface Keys {
  media?: string;
  payment?: string;
}

/** What <DATA_DIR>/secrets.json holds; nothing when there is no such file yet. */
function storedSecrets(dataDir: string): Keys {
  const file = secretsFile(dataDir);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Keys) : {};
}

/** The keys as far as they exist yet; writes nothing. */
export function existingSecrets(dataDir: string, env: Pick<Env, 'MEDIA_SECRET' | 'PAYMENT_SECRET'>): Keys {
  const stored = storedSecrets(dataDir);
  return { media: env.MEDIA_SECRET ?? stored.media, payment: env.PAYMENT_SECRET ?? stored.payment };
}

/**
 * The keys, generating into <DATA_DIR>/secrets.json (mode 600) those neither the environment nor
 * the file has. Several processes on one data dir must agree on them and may start at the same
 * moment: the file is never written in place (a process reading it half-written would fail to
 * start), and when another process creates it first, its keys are the ones used.
 */
export function ensureSecrets(dataDir: string, env: Pick<Env, 'MEDIA_SECRET' | 'PAYMENT_SECRET'>): Required<Keys> {
  const stored = storedSecrets(dataDir);
  const found = { media: env.MEDIA_SECRET ?? stored.media, payment: env.PAYMENT_SECRET ?? stored.payment };
  if (found.media && found.payment) return found as Required<Keys>;

  const keys = { media: stored.media ?? newKey(), payment: stored.payment ?? newKey() };
  fs.mkdirSync(dataDir, { recursive: true });
  const file = secretsFile(dataDir);
  const draft = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(draft, JSON.stringify(keys), { mode: 0o600 });
  try {
    if (Object.keys(stored).length === 0) {
      // Appears complete or not at all, and only if no other process has created it meanwhile.
      fs.linkSync(draft, file);
    } else {
      // An older file missing a key: replaced whole.
      fs.renameSync(draft, file);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return existingSecrets(dataDir, env) as Required<Keys>;
}

const newKey = () => crypto.randomBytes(32).toString('hex');
