// The sandbox: the built-in emulators of Epoch and BTCPay Server (server/emulators), mounted at
// /sandbox so the real adapters run end to end without real money. A development and demo tool:
// never on in production mode (NODE_ENV=production) nor with PAYMENT_SANDBOX=0, and labelled on
// every emulator page. Gift cards are not its business: staff verify them.
import type { Env } from '../env';

/** What every sandbox page says, so nobody takes it for a real payment. */
export const SANDBOX_LABEL = 'Sandbox — no real money';

/** Whether this process serves the sandbox: asked for, and not a production site. */
export const sandboxEnabled = (env: Pick<Env, 'PAYMENT_SANDBOX' | 'NODE_ENV'>): boolean => env.PAYMENT_SANDBOX && env.NODE_ENV !== 'production';
