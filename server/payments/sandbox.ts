// The built-in sandbox: stands in for the card and PayPal provider's hosted join page and for the
// bitcoin invoice page, so the whole signup can be tried without real money. It is a development
// and demo tool: never on in production mode (NODE_ENV=production) nor with PAYMENT_SANDBOX=0,
// labelled on every page, and its pages approve only pending payments of the providers it stands
// in for (server/api/sandbox.ts). Its adapter: server/billing/adapters/sandbox.ts. Gift cards are
// not its business: staff verify them.
import type { Env } from '../env';
import type { PaymentProviderId } from '../../schemas/payment-providers';

/** What every sandbox page says, so nobody takes it for a real payment. */
export const SANDBOX_LABEL = 'Sandbox — no real money';

export type SandboxProviderId = Exclude<PaymentProviderId, 'amazonVoucher'>;
const SANDBOX_PROVIDERS: readonly string[] = ['epochCreditCard', 'epochPaypal', 'bitcoin'] satisfies SandboxProviderId[];

export const isSandboxProvider = (provider: string): provider is SandboxProviderId => SANDBOX_PROVIDERS.includes(provider);

/** Whether this process serves the sandbox: asked for, and not a production site. */
export const sandboxEnabled = (env: Pick<Env, 'PAYMENT_SANDBOX' | 'NODE_ENV'>): boolean => env.PAYMENT_SANDBOX && env.NODE_ENV !== 'production';
