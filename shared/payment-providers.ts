// Rules about payment providers that server and client apply alike.
import type { PaymentProviderId } from '../schemas/payment-providers';

const REDIRECT_PROVIDERS: readonly string[] = ['epochCreditCard', 'epochPaypal'] satisfies PaymentProviderId[];

/** Card and PayPal send the browser to the provider's hosted join page (POST createEpochInvoice). */
export const isRedirectProvider = (provider: string): boolean => REDIRECT_PROVIDERS.includes(provider);
