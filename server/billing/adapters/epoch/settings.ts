// Where the Epoch adapter sends buyers and asks for cancellations, and the keys it checks: from the
// EPOCH_* variables for a real Epoch account, or, with none set and the sandbox on, the built-in
// Epoch emulator on the site's own origin (server/emulators/epoch) with keys derived from the
// payment secret. Neither: card and PayPal are unavailable.
import crypto from 'node:crypto';
import type { Env } from '../../../env';

export interface EpochSettings {
  /** Epoch's join page; site-relative for the emulator. */
  joinUrl: string;
  coCode: string;
  reseller: string;
  digestKey: string;
  /** The member cancel API; absent: this account cannot cancel through Epoch. */
  api?: { url: string; user: string; password: string; refundUrl?: string };
  /** The settings point at the built-in emulator (sandbox pages, no real money). */
  emulated: boolean;
  /** Whether Epoch's test approvals (`ans=YGOODTEST...`, test cards) may grant access: the emulator only. */
  acceptTestTransactions: boolean;
}

type EpochEnv = Pick<Env, 'EPOCH_JOIN_URL' | 'EPOCH_CO_CODE' | 'EPOCH_RESELLER' | 'EPOCH_DIGEST_KEY' | 'EPOCH_API_URL' | 'EPOCH_API_USER' | 'EPOCH_API_PASSWORD'> & Partial<Pick<Env, 'EPOCH_REFUND_URL'>>;

/** Where the emulator lives on the site (the lead mounts its router here, sandbox only). */
export const EMULATOR_PATH = '/sandbox/epoch';
export const EMULATOR_CO_CODE = 'SBX';
export const EMULATOR_API_USER = 'sandbox';

/** The emulator's keys: derived from the payment secret, so every process of one site agrees. */
export const emulatorSecret = (paymentSecret: string, purpose: 'digest-key' | 'api-password') =>
  crypto.createHmac('sha256', paymentSecret).update(`epoch-emulator:${purpose}`).digest('hex');

/** The emulator's settings: join page and cancel API on the site's own origin. */
export function emulatorSettings(siteUrl: string, paymentSecret: string): EpochSettings {
  return {
    joinUrl: `${EMULATOR_PATH}/join`,
    coCode: EMULATOR_CO_CODE,
    reseller: 'a',
    digestKey: emulatorSecret(paymentSecret, 'digest-key'),
    api: {
      url: `${siteUrl.replace(/\/+$/, '')}${EMULATOR_PATH}/api/cancel`,
      refundUrl: `${siteUrl.replace(/\/+$/, '')}${EMULATOR_PATH}/api/refund`,
      user: EMULATOR_API_USER,
      password: emulatorSecret(paymentSecret, 'api-password'),
    },
    emulated: true,
    acceptTestTransactions: true,
  };
}

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return undefined;
  }
};

/** What is wrong with the EPOCH_* variables as a set (one line each); empty when none or all needed are set. */
export function epochSettingsProblems(env: EpochEnv): string[] {
  const problems: string[] = [];
  const anySet = [env.EPOCH_JOIN_URL, env.EPOCH_CO_CODE, env.EPOCH_DIGEST_KEY, env.EPOCH_API_URL, env.EPOCH_API_USER, env.EPOCH_API_PASSWORD, env.EPOCH_REFUND_URL].some((v) => v !== undefined);
  if (!anySet) return problems;
  if (!env.EPOCH_JOIN_URL) problems.push('EPOCH_JOIN_URL is not set while other EPOCH_* variables are: set the join URL Epoch gave you');
  if (!env.EPOCH_CO_CODE) problems.push('EPOCH_CO_CODE is not set: set your Epoch company code');
  if (!env.EPOCH_DIGEST_KEY) problems.push('EPOCH_DIGEST_KEY is not set: without it no Epoch notification can be verified; set the digest key Epoch gave you');
  for (const name of ['EPOCH_JOIN_URL', 'EPOCH_API_URL', 'EPOCH_REFUND_URL'] as const) {
    const value = env[name];
    if (value === undefined) continue;
    const pathname = pathOf(value);
    if (pathname === undefined) problems.push(`${name} is not a URL: set the address Epoch gave you`);
    else if (pathname.startsWith(EMULATOR_PATH)) problems.push(`${name} points at the Epoch emulator: set the address of your Epoch account`);
  }
  const api = [env.EPOCH_API_URL, env.EPOCH_API_USER, env.EPOCH_API_PASSWORD];
  if (env.EPOCH_REFUND_URL !== undefined && env.EPOCH_API_URL === undefined) problems.push('EPOCH_REFUND_URL needs the cancel API login: set EPOCH_API_URL, EPOCH_API_USER and EPOCH_API_PASSWORD too');
  if (api.some((v) => v !== undefined) && !api.every((v) => v !== undefined)) problems.push('EPOCH_API_URL, EPOCH_API_USER and EPOCH_API_PASSWORD go together: set all three for Cancel subscription through Epoch, or none');
  return problems;
}

export class EpochSettingsError extends Error {
  constructor(public problems: string[]) {
    super(`Invalid Epoch settings:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

/**
 * The Epoch settings of this site: the real account when EPOCH_JOIN_URL is set (throws
 * EpochSettingsError when the set is incomplete), else the emulator when the sandbox is on
 * (`sandboxEnabled(env)`), else null: no card or PayPal.
 */
export function epochSettingsFromEnv(env: EpochEnv, options: { sandbox: boolean; siteUrl: string; paymentSecret: string }): EpochSettings | null {
  const problems = epochSettingsProblems(env);
  if (problems.length) throw new EpochSettingsError(problems);
  if (env.EPOCH_JOIN_URL && env.EPOCH_CO_CODE && env.EPOCH_DIGEST_KEY) {
    return {
      joinUrl: env.EPOCH_JOIN_URL,
      coCode: env.EPOCH_CO_CODE,
      reseller: env.EPOCH_RESELLER ?? 'a',
      digestKey: env.EPOCH_DIGEST_KEY,
      api:
        env.EPOCH_API_URL && env.EPOCH_API_USER && env.EPOCH_API_PASSWORD
          ? { url: env.EPOCH_API_URL, user: env.EPOCH_API_USER, password: env.EPOCH_API_PASSWORD, ...(env.EPOCH_REFUND_URL ? { refundUrl: env.EPOCH_REFUND_URL } : {}) }
          : undefined,
      emulated: false,
      acceptTestTransactions: false,
    };
  }
  return options.sandbox ? emulatorSettings(options.siteUrl, options.paymentSecret) : null;
}
