// The two Greenfield calls a purchase needs, over fetch with `Authorization: token <apikey>`:
// create the invoice, then read its on-chain payment method (address and BTC amount). Every
// failure becomes one BtcpayApiError: a 502 for the buyer, and a detail for the operator's log
// naming the call, BTCPay's answer and the setting to check.
import type { TSchema, Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { HttpError } from '../../../http-error';
import { InvoiceData, InvoicePaymentMethods, type CreateInvoiceRequest, type InvoicePaymentMethod } from './wire';

export class BtcpayApiError extends HttpError {
  constructor(
    /** For the log: what failed and what to check. Not shown to the buyer. */
    public detail: string,
  ) {
    super(502, 'provider_unavailable', 'Bitcoin payments are unavailable right now. Please try again later or choose another payment method.');
  }
}

export interface GreenfieldTarget {
  url: string;
  storeId: string;
  apiKey: string;
}

const TIMEOUT_MS = 15_000;

/** What to check for an answer BTCPay gives to a good request. */
function hint(status: number): string {
  if (status === 401) return 'check BTCPAY_API_KEY';
  if (status === 403) return 'the API key lacks a permission: it needs "Create invoice" and "View invoices" on this store';
  if (status === 404) return 'check BTCPAY_STORE_ID and BTCPAY_URL';
  if (status === 400 || status === 422) return 'BTCPay refused the invoice (currency without a rate, or an amount it does not take)';
  return 'BTCPay Server is failing or unreachable';
}

async function call<S extends TSchema>(target: GreenfieldTarget, method: 'GET' | 'POST', path: string, schema: S, body?: unknown): Promise<Static<S>> {
  const url = `${target.url}/api/v1/stores/${encodeURIComponent(target.storeId)}${path}`;
  const what = `${method} ${url}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: { Authorization: `token ${target.apiKey}`, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (err) {
    throw new BtcpayApiError(`${what} failed: ${(err as Error).message}; check BTCPAY_URL and that BTCPay Server is up`);
  }
  const text = await res.text().catch(() => '');
  if (!res.ok) throw new BtcpayApiError(`${what} answered ${res.status}: ${text.slice(0, 300)}; ${hint(res.status)}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BtcpayApiError(`${what} answered ${res.status} with something other than JSON; check BTCPAY_URL points at BTCPay Server`);
  }
  if (!Value.Check(schema, json)) throw new BtcpayApiError(`${what} answered ${res.status} with an unexpected shape: ${text.slice(0, 300)}`);
  return json;
}

export const createInvoice = (target: GreenfieldTarget, request: CreateInvoiceRequest) => call(target, 'POST', '/invoices', InvoiceData, request);

export const getInvoice = (target: GreenfieldTarget, invoiceId: string) => call(target, 'GET', `/invoices/${encodeURIComponent(invoiceId)}`, InvoiceData);

/** The invoice's on-chain bitcoin payment method (BTCPay 2: BTC-CHAIN; 1.x: BTC). */
export async function onChainPaymentMethod(target: GreenfieldTarget, invoiceId: string): Promise<InvoicePaymentMethod> {
  const methods = await call(target, 'GET', `/invoices/${encodeURIComponent(invoiceId)}/payment-methods`, InvoicePaymentMethods);
  const onChain = methods.find((m) => m.paymentMethodId === 'BTC-CHAIN' || m.paymentMethodId === 'BTC' || (m.paymentMethodId === undefined && m.paymentMethod === 'BTC'));
  if (!onChain || !onChain.destination) throw new BtcpayApiError(`invoice ${invoiceId} has no on-chain BTC payment method: set up the store's bitcoin wallet in BTCPay Server`);
  return onChain;
}
