// The emulator's store and keys, derived from the site's payment secret: the adapter (through
// btcpaySettingsFromEnv) and the emulator agree on them without any setting, and they change with
// PAYMENT_SECRET like every other payment key of a development site.
import crypto from 'node:crypto';

export const EMULATOR_STORE_ID = 'SandboxStore';
/** Where the site mounts the emulator (server/app.ts); the adapter's BTCPay URL is `<site origin><this>`. */
export const EMULATOR_MOUNT = '/sandbox/btcpay';

const derive = (paymentSecret: string, purpose: string) => crypto.createHmac('sha256', paymentSecret).update(`btcpay-emulator:${purpose}`).digest('hex');

export interface EmulatorCredentials {
  storeId: string;
  apiKey: string;
  webhookSecret: string;
}

export const emulatorCredentials = (paymentSecret: string): EmulatorCredentials => ({
  storeId: EMULATOR_STORE_ID,
  apiKey: derive(paymentSecret, 'api-key'),
  webhookSecret: derive(paymentSecret, 'webhook-secret'),
});
