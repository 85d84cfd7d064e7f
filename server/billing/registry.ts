// Which provider adapter serves which payment endpoint. Adapters register at boot by name; an
// endpoint is served by the adapter its configuration names (`adapter`), else by the default for
// its provider. In the sandbox the real Epoch and BTCPay adapters are registered too, pointed at the
// built-in emulators (billing/provider-adapters.ts): there is no stand-in adapter.
import type { PaymentProviderId } from '../../schemas/payment-providers';
import type { SiteConfig } from '../../schemas/config/site-config';
import type { ProviderAdapter } from './adapter';

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
}

export class BillingRegistry {
  private readonly adapters = new Map<string, ProviderAdapter>();

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
    return this.adapters.get(this.configuredName(provider, where.config));
  }

  /** An adapter by its name in the notification URL. */
  named(name: string): ProviderAdapter | undefined {
    return this.adapters.get(name);
  }

  /** The providers an adapter serves under this configuration: what its notifications may touch. */
  providersOf(adapter: ProviderAdapter, where: Where): PaymentProviderId[] {
    return PROVIDER_IDS.filter((p) => this.adapterFor(p, where) === adapter);
  }
}
