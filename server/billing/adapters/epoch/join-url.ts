// The join link a card or PayPal buyer is sent to: Epoch's join page with our company and product
// codes, the buyer's login name and address, our payment token as a pass-through `x_` field and
// where Epoch sends the browser back. The password never leaves the site: `no_userpass` tells
// Epoch not to ask for or carry one.
import type { StartRequest } from '../../adapter';
import type { EpochSettings } from './settings';
import { JOIN, PAYMENT_TYPE, TOKEN_FIELD } from './fields';

const RELATIVE_BASE = 'http://relative.invalid';

export function epochJoinUrl(settings: EpochSettings, request: StartRequest): string {
  const site = request.siteUrl.replace(/\/+$/, '');
  const url = new URL(settings.joinUrl, RELATIVE_BASE);
  const query: [string, string][] = [
    [JOIN.coCode, settings.coCode],
    [JOIN.productCode, request.productCode],
    [JOIN.reseller, settings.reseller],
    [JOIN.username, request.payment.username],
    [JOIN.email, request.payment.email],
    [JOIN.noUserPass, '1'],
    [JOIN.paymentType, request.provider === 'epochPaypal' ? PAYMENT_TYPE.paypal : PAYMENT_TYPE.card],
    [JOIN.language, request.locale.slice(0, 2).toLowerCase()],
    [JOIN.returnUrl, `${site}/signupSuccess`],
    [JOIN.declineUrl, `${site}/signupDenial`],
    [TOKEN_FIELD, request.payment.token],
  ];
  for (const [name, value] of query) url.searchParams.set(name, value);
  return url.origin === RELATIVE_BASE ? `${url.pathname}${url.search}` : url.toString();
}
