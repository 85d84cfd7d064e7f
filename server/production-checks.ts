// Production mode (NODE_ENV=production): the start refuses every development default that would
// make a real site unsafe, and lists them all at once, one line each naming what to change.
// `npm start` without NODE_ENV stays the zero-setup demo (demo logins, demo catalogue, sandbox).
// bootstrap.ts calls productionProblems() after migrating and before seeding or listening.
import type { Kysely } from 'kysely';
import type { SiteConfig } from '../schemas/config/site-config';
import type { Database } from './db/schema';
import type { Env } from './env';
import { verifyPassword } from './auth/passwords';
import { isWellKnownPassphrase } from './auth/password-policy';
import { ROLE } from '../shared/roles';
import { isLoopbackHost } from './loopback-host';

export { isLoopbackHost };
import { DEMO_ACCOUNT_LIST, DEMO_PAYMENT_TOKEN } from './seed/demo-accounts';
import { epochSettingsProblems } from './billing/adapters/epoch/settings';
import { btcpayProductionProblems } from './billing/adapters/btcpay/settings';
import { DEFAULT_ADAPTER } from './billing/registry';
import { s3ProductionProblems } from './media/storage/s3-settings';

export class ProductionError extends Error {
  constructor(public problems: string[]) {
    super(`Refusing to start in production mode:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

export const SECRET_MIN_LENGTH = 32;
/** Below this estimate a key is a phrase, a pattern or a placeholder; 32 random hex digits estimate 90 or more. */
const SECRET_MIN_BITS = 80;
const GENERATE = '`openssl rand -hex 32`';

/**
 * Rough strength of a key: the Shannon entropy of its characters times the length of its shortest
 * repeating unit (so "changeme-changeme-..." counts as one "changeme-"). Catches placeholders,
 * repeated characters and repeated words; a random key from any generator passes.
 */
export function estimatedSecretBits(secret: string): number {
  const chars = [...secret];
  const counts = new Map<string, number>();
  for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1);
  let perChar = 0;
  for (const n of counts.values()) perChar -= (n / chars.length) * Math.log2(n / chars.length);
  let unit = chars.length;
  for (let p = 1; p <= chars.length / 2; p++) {
    if (chars.every((c, i) => i < p || c === chars[i - p])) {
      unit = p;
      break;
    }
  }
  return perChar * unit;
}

function secretProblems(name: 'MEDIA_SECRET' | 'PAYMENT_SECRET', value: string | undefined): string[] {
  if (value === undefined) return [`${name} is not set: the key generated into <DATA_DIR>/secrets.json is a development convenience; set ${name} to ${SECRET_MIN_LENGTH} or more random characters (${GENERATE})`];
  if (value.length < SECRET_MIN_LENGTH) return [`${name} is too short (${value.length} characters): set ${SECRET_MIN_LENGTH} or more random characters (${GENERATE})`];
  if (estimatedSecretBits(value) < SECRET_MIN_BITS) return [`${name} is guessable (a repeated or placeholder-like value): set ${SECRET_MIN_LENGTH} or more random characters (${GENERATE})`];
  // The common and breached password list, also with simple variations, and phrases of listed words.
  if (isWellKnownPassphrase(value)) {
    return [`${name} is a well-known passphrase (a common password or common words): set ${SECRET_MIN_LENGTH} or more random characters (${GENERATE})`];
  }
  return [];
}

/** The variables: each development default that is still on. */
export function settingProblems(env: Env): string[] {
  const problems: string[] = [];
  if (env.DEMO_ACCOUNTS) problems.push('DEMO_ACCOUNTS is on: seeding would create the demo logins, whose passwords are public; set DEMO_ACCOUNTS=0');
  if (env.SEED_DEMO_CONTENT) problems.push('SEED_DEMO_CONTENT is on: an empty database would start with the demo catalogue; set SEED_DEMO_CONTENT=0 (a production database starts empty)');
  if (env.PAYMENT_SANDBOX) problems.push('PAYMENT_SANDBOX is on: its pages approve payments without any money; set PAYMENT_SANDBOX=0');
  problems.push(...secretProblems('MEDIA_SECRET', env.MEDIA_SECRET), ...secretProblems('PAYMENT_SECRET', env.PAYMENT_SECRET));
  if (env.MEDIA_SECRET && env.MEDIA_SECRET === env.PAYMENT_SECRET) problems.push('MEDIA_SECRET and PAYMENT_SECRET are the same: a leaked media key would also sign payment postbacks; set two different keys');
  if (env.DISABLE_RATE_LIMITS) problems.push('DISABLE_RATE_LIMITS is on: logins and forms would have no limit against guessing; unset it (it is for tests)');
  if (env.BENCH_STATIC_DIR) problems.push('BENCH_STATIC_DIR is set: it serves a folder at /__bench-static/ for `npm run bench`; unset it');
  problems.push(...s3ProductionProblems(env));
  if (!env.SMTP_URL) problems.push('SMTP_URL is not set: password reset links, receipts and every other mail would only be written to <DATA_DIR>/mail/*.eml and never reach a member; set SMTP_URL to your mail server (smtps://user:password@smtp.example:465)');
  return problems;
}

/** The active configuration's public address: links, sitemaps, canonical URLs and preview links use it. */
export function siteUrlProblems(config: SiteConfig, source: string): string[] {
  const setting = `core.deployment.siteUrl of ${source}`;
  const value = config.core.deployment.siteUrl;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return [`${setting} (${value}) is not a URL: set the site's public https:// address`];
  }
  if (isLoopbackHost(url.hostname)) return [`${setting} (${value}) is a loopback address: set the site's public https:// address`];
  // Logins, bearer tokens and signed media URLs would cross the network in clear text.
  if (url.protocol !== 'https:') return [`${setting} (${value}) is not https: set the site's public https:// address`];
  return [];
}

/**
 * Demo logins still in the database: staff and editor accounts, and the account holding the demo member's
 * seeded payment, whose password is a public demo password, whatever their name now. Visitors can
 * create neither. A name alone proves nothing: in production the names `staff` and `member` are
 * free, and refusing on them would let anyone who signs up as `member` block the next start; for
 * the same reason members' passwords are not tried (there may also be many, at tens of ms each).
 */
export async function accountProblems(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'password_hash'])
    .where((eb) => eb.or([eb('role_id', 'in', [ROLE.staff, ROLE.editor]), eb('id', 'in', eb.selectFrom('payments').select('user_id').where('token', '=', DEMO_PAYMENT_TOKEN))]))
    .orderBy('id')
    .execute();
  const problems: string[] = [];
  for (const row of rows) {
    for (const demo of DEMO_ACCOUNT_LIST) {
      if (row.password_hash && (await verifyPassword(row.password_hash, demo.password))) {
        problems.push(`account "${row.username}" (id ${row.id}) has the public password of the demo login "${demo.username}": delete the account or change its password`);
        break;
      }
    }
  }
  return problems;
}

export interface ProductionCheckInput {
  env: Env;
  /** The active configuration (the newest published version, else the file) and which one it is, for the message. */
  config: SiteConfig;
  configSource: string;
  db: Kysely<Database>;
}

/** The billers' settings: complete, over https (the environment's own check for Epoch), never the emulators. */
export const billerSettingProblems = (env: Env): string[] => [...epochSettingsProblems(env), ...btcpayProductionProblems(env)];

/**
 * Every active payment endpoint needs its biller configured: without it card, PayPal or bitcoin
 * signups are refused, which a visitor sees as a broken join page. Gift cards need only staff.
 */
export function endpointProblems(env: Env, config: SiteConfig, source: string): string[] {
  const configured: Record<string, boolean> = { epoch: !!env.EPOCH_JOIN_URL, btcpay: !!env.BTCPAY_URL, giftCard: true };
  return config.core.payment.endpoints
    .filter((endpoint) => endpoint.isActive)
    .map((endpoint) => ({ endpoint, adapter: endpoint.adapter ?? DEFAULT_ADAPTER[endpoint.provider] }))
    .filter(({ adapter }) => configured[adapter] === false)
    .map(({ endpoint, adapter }) =>
      adapter === 'epoch'
        ? `the ${endpoint.provider} payment endpoint of ${source} is active but EPOCH_JOIN_URL is not set: set the EPOCH_* variables (docs/billers.md) or switch the endpoint off`
        : `the ${endpoint.provider} payment endpoint of ${source} is active but BTCPAY_URL is not set: set the BTCPAY_* variables (docs/billers.md) or switch the endpoint off`,
    );
}

/** SITE_URL: the address in mail links and given to the billers; it must be the configured public one. */
export function siteUrlSettingProblems(env: Env, config: SiteConfig, source: string): string[] {
  if (!env.SITE_URL) return [`SITE_URL is not set: mail links and the billers' return addresses would point at http://localhost:${env.PORT}; set it to the site's public https:// address`];
  const url = new URL(env.SITE_URL);
  if (url.protocol !== 'https:' || isLoopbackHost(url.hostname)) return [`SITE_URL (${env.SITE_URL}) is not a public https:// address: set the site's public address`];
  let configured: string | undefined;
  try {
    configured = new URL(config.core.deployment.siteUrl).origin;
  } catch {
    configured = undefined; // reported by siteUrlProblems
  }
  if (configured && configured !== url.origin) return [`SITE_URL (${env.SITE_URL}) differs from core.deployment.siteUrl of ${source} (${configured}): set both to the same public address`];
  return [];
}

/** Every reason not to serve in production, in a fixed order; empty when the site may start. */
export async function productionProblems({ env, config, configSource, db }: ProductionCheckInput): Promise<string[]> {
  return [
    ...settingProblems(env),
    ...billerSettingProblems(env),
    ...siteUrlProblems(config, configSource),
    ...siteUrlSettingProblems(env, config, configSource),
    ...endpointProblems(env, config, configSource),
    ...(await accountProblems(db)),
  ];
}
