// Where bitcoin invoices are made: a real BTCPay Server store (BTCPAY_URL, BTCPAY_STORE_ID,
// BTCPAY_API_KEY, BTCPAY_WEBHOOK_SECRET), else the sandbox's BTCPay emulator on this site, else
// nowhere (bitcoin unavailable). A half-configured store is refused, never guessed around.
import type { Env } from '../../../env';
import { EMULATOR_MOUNT, emulatorCredentials } from '../../../emulators/btcpay/credentials';

export interface BtcpaySettings {
  /**
   * The BTCPay Server's base URL, without a trailing slash. Null for the emulator when the site's
   * origin is not known up front: each purchase then uses `<StartRequest.siteUrl>/sandbox/btcpay`.
   */
  url: string | null;
  storeId: string;
  apiKey: string;
  webhookSecret: string;
  /** True for the sandbox's emulator: the invoice is labelled sandbox in the signup UI. */
  emulated: boolean;
  /** How long an invoice can be paid at its rate (BTCPay's default is 15). */
  expirationMinutes: number;
}

export const BTCPAY_VARIABLES = ['BTCPAY_URL', 'BTCPAY_STORE_ID', 'BTCPAY_API_KEY', 'BTCPAY_WEBHOOK_SECRET'] as const;
type BtcpayEnv = Pick<Env, (typeof BTCPAY_VARIABLES)[number]>;

const DEFAULT_EXPIRATION_MINUTES = 15;

/** Problems of the BTCPay variables in any mode: a store needs all four or none. */
export function btcpaySettingProblems(env: BtcpayEnv): string[] {
  const missing = BTCPAY_VARIABLES.filter((name) => !env[name]);
  if (missing.length === 0 || missing.length === BTCPAY_VARIABLES.length) return [];
  return [`${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set: a BTCPay Server store needs BTCPAY_URL, BTCPAY_STORE_ID, BTCPAY_API_KEY and BTCPAY_WEBHOOK_SECRET together (or none, for no bitcoin)`];
}

/**
 * Production mode's refusals about bitcoin: a half-configured store, a BTCPay Server reached over
 * plain http (the API key and invoices would cross the network in clear), and a webhook secret
 * short enough to guess. Unset altogether is fine: bitcoin is then unavailable.
 */
export function btcpayProductionProblems(env: BtcpayEnv): string[] {
  const problems = btcpaySettingProblems(env);
  if (env.BTCPAY_URL && !env.BTCPAY_URL.startsWith('https://')) problems.push('BTCPAY_URL is not https: the API key and the invoices would travel unencrypted; use the https:// address of your BTCPay Server');
  if (env.BTCPAY_WEBHOOK_SECRET && env.BTCPAY_WEBHOOK_SECRET.length < 16) problems.push("BTCPAY_WEBHOOK_SECRET is shorter than 16 characters: use the secret BTCPay generates for the webhook (Store settings, Webhooks)");
  return problems;
}

/**
 * The settings of the bitcoin adapter, or null when bitcoin is unavailable (no store and no
 * sandbox). Throws on a half-configured store. `siteUrl` fixes the emulator's address; without it
 * the adapter uses each purchase's site URL.
 */
export function btcpaySettingsFromEnv(env: BtcpayEnv, options: { sandbox: boolean; paymentSecret: string; siteUrl?: string }): BtcpaySettings | null {
  const problems = btcpaySettingProblems(env);
  if (problems.length) throw new Error(problems.join('\n'));
  if (env.BTCPAY_URL && env.BTCPAY_STORE_ID && env.BTCPAY_API_KEY && env.BTCPAY_WEBHOOK_SECRET) {
    return {
      url: env.BTCPAY_URL.replace(/\/+$/, ''),
      storeId: env.BTCPAY_STORE_ID,
      apiKey: env.BTCPAY_API_KEY,
      webhookSecret: env.BTCPAY_WEBHOOK_SECRET,
      emulated: false,
      expirationMinutes: DEFAULT_EXPIRATION_MINUTES,
    };
  }
  if (!options.sandbox) return null;
  return {
    url: options.siteUrl ? `${options.siteUrl.replace(/\/+$/, '')}${EMULATOR_MOUNT}` : null,
    ...emulatorCredentials(options.paymentSecret),
    emulated: true,
    expirationMinutes: DEFAULT_EXPIRATION_MINUTES,
  };
}
