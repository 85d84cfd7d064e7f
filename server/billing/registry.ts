// Which provider adapter serves which payment endpoint. Adapters register at boot by name; an
// endpoint is served by the adapter its configuration names (`adapter`), else by the default for
// its provider. Where no real adapter is registered, the development sandbox stands in for card,
// PayPal and bitcoin (never in production mode nor with PAYMENT_SANDBOX=0).
import type { Env } from '../env';
import type { PaymentProviderId } from '../../schemas/payment-providers';
import type { SiteConfig } from '../../schemas/config/site-config';
import type { ProviderAdapter } from './adapter';
import { isSandboxProvider, sandboxEnabled } from '../payments/sandbox';

export const PROVIDER_IDS: readonly PaymentProviderId[] = ['epochCreditCard', 'epochPaypal', 'bitcoin', 'amazonVoucher'];

export const DEFAULT_ADAPTER: Record<PaymentProviderId, string> = {
  epochCreditCard: 'epoch',
  epochPaypal: 'epoch',
  bitcoin: 'btcpay',
  amazonVoucher: 'giftCard',
};

/** Providers one biller serves by default (Epoch takes card and PayPal): its notifications may name either. */
export const siblingProviders = (provider: PaymentProviderId): PaymentProviderId[] => PROVIDER_IDS.filter((p) => DEFAULT_ADAPTER[p] === DEFAULT_ADAPTER[provider]);

interface Where {
  config: SiteConfig;
  env: Pick<Env, 'PAYMENT_SANDBOX' | 'NODE_ENV'>;
}

export class BillingRegistry {
  private readonly adapters = new Map<string, ProviderAdapter>();

  /** @param sandbox the development stand-in, used only where sandboxEnabled() says so. */
  constructor(private readonly sandbox?: ProviderAdapter) {}

  register(adapter: ProviderAdapter): this {
    this.adapters.set(adapter.name, adapter);
    return this;
  }

  /** The adapter the configuration names for a provider (whether or not it is registered). */
  configuredName(provider: PaymentProviderId, config: SiteConfig): string {
    return config.core.payment.endpoints.find((e) => e.provider === provider)?.adapter ?? DEFAULT_ADAPTER[provider];
  }

  /** The adapter that serves a provider here and now, if any. */
  adapterFor(provider: PaymentProviderId, where: Where): ProviderAdapter | undefined {
    const registered = this.adapters.get(this.configuredName(provider, where.config));
    if (registered) return registered;
    if (this.sandbox && isSandboxProvider(provider) && sandboxEnabled(where.env)) return this.sandbox;
    return undefined;
  }

  /** An adapter by its name in the notification URL (the sandbox only while it is enabled). */
  named(name: string, where: Pick<Where, 'env'>): ProviderAdapter | undefined {
    if (this.sandbox && name === this.sandbox.name) return sandboxEnabled(where.env) ? this.sandbox : undefined;
    return this.adapters.get(name);
  }

  /** The providers an adapter serves under this configuration: what its notifications may touch. */
  providersOf(adapter: ProviderAdapter, where: Where): PaymentProviderId[] {
    return PROVIDER_IDS.filter((p) => this.adapterFor(p, where) === adapter);
  }
}
