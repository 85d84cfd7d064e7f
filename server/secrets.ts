// The keys of a data dir's server: MEDIA_SECRET and PAYMENT_SECRET from the environment, else the
// ones the first start generated into <DATA_DIR>/secrets.json. Read by boot() (which generates the
// missing ones) and by tools that must sign as the running server does (npm run sandbox).
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from './env';

export const secretsFile = (dataDir: string) => path.join(dataDir, 'secrets.json');

/** The keys as far as they exist yet; writes nothing. */
export function existingSecrets(dataDir: string, env: Pick<Env, 'MEDIA_SECRET' | 'PAYMENT_SECRET'>): { media?: string; payment?: string } {
  const file = secretsFile(dataDir);
  let stored: { media?: string; payment?: string } = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof stored;
  return { media: env.MEDIA_SECRET ?? stored.media, payment: env.PAYMENT_SECRET ?? stored.payment };
}
