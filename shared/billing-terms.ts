// What a payment endpoint means for the buyer's paperwork: the name on the card statement (billing
// descriptor) and who sells in law (merchant of record, who charges the VAT). From the endpoint's
// configuration, else the default of its biller: Epoch sells card and PayPal payments in its own
// name ("EPOCH.COM* <site>" on the statement); bitcoin (the site's own BTCPay Server) and gift
// cards are sold by the site itself.
import type { SiteConfig } from '../schemas/config/site-config';
import type { PaymentProviderId } from '../schemas/payment-providers';

type Biller = 'epoch' | 'btcpay' | 'giftCard';

const DEFAULT_BILLER: Record<PaymentProviderId, Biller> = { epochCreditCard: 'epoch', epochPaypal: 'epoch', bitcoin: 'btcpay', amazonVoucher: 'giftCard' };
const BILLER_NAME: Record<Biller, string> = { epoch: 'Epoch', btcpay: 'BTCPay Server', giftCard: 'Amazon' };

export interface BillingTerms {
  /** What the card or bank statement shows. */
  descriptor: string;
  /** The biller sells in its own name and charges the VAT. */
  merchantOfRecord: boolean;
  /** The biller's name, for "charged by ...". */
  biller: string;
}

export function billingTermsOf(core: Pick<SiteConfig['core'], 'payment' | 'deployment'>, provider: string): BillingTerms {
  const endpoint = core.payment.endpoints.find((e) => e.provider === provider);
  const biller: Biller = endpoint?.adapter ?? DEFAULT_BILLER[provider as PaymentProviderId] ?? 'giftCard';
  const siteName = core.deployment.siteName;
  const descriptor = endpoint?.billingDescriptor ?? (biller === 'epoch' ? `EPOCH.COM* ${siteName}`.slice(0, 64) : siteName);
  return { descriptor, merchantOfRecord: endpoint?.merchantOfRecord ?? biller === 'epoch', biller: biller === 'epoch' ? BILLER_NAME.epoch : siteName };
}
