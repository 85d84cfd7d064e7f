// Single-update purchases as server/api/purchases.ts answers them: POST payment/purchase starts the
// payment (card and PayPal: the join page; bitcoin: an invoice); gift cards buy plans only.
import { http, HttpResponse } from 'msw';
import type { SignupResult } from '../../schemas/api/membership';
import type { PurchaseBody } from '../../schemas/api/requests';
import { publishedUpdates } from '../fixtures/updates';
import { api } from './paths';
import { apiError } from './respond';

export const purchasePaths = { purchase: api('payment/purchase') } as const;

export const PURCHASE_TOKEN = 'mock-purchase-token';
/** The sandbox emulators' pages for the mock purchase: Epoch's join link, BTCPay's checkout link. */
export const PURCHASE_JOIN_URL = `/sandbox/epoch/join?co_code=SBX&pi_code=UPDATE&reseller=a&payment_type=CC&x_ans_token=${PURCHASE_TOKEN}`;
export const PURCHASE_INVOICE_URL = 'http://localhost:3000/sandbox/btcpay/i/MockPurchase1234567890';

/** The updates that may be bought one by one: those with a price. */
export const priceOf = (updateId: number): number | undefined => publishedUpdates.find((u) => u.id === updateId)?.price;

export const purchaseHandlers = [
  http.post(purchasePaths.purchase, async ({ request }) => {
    const body = (await request.json().catch(() => null)) as Partial<PurchaseBody> | null;
    if (!body || typeof body.update_id !== 'number' || priceOf(body.update_id) === undefined) return apiError(422, 'not_for_sale', 'This update cannot be bought on its own');
    if (body.provider === 'amazonVoucher') return apiError(422, 'provider_unavailable', 'This payment method is not available');
    const data: SignupResult =
      body.provider === 'bitcoin'
        ? {
            x_ans_token: PURCHASE_TOKEN,
            status: 'pending',
            invoice: { address: 'bc1qsandbox0000000000000000000000000000000', amountBtc: '0.00020411', amountUsd: priceOf(body.update_id)!, expiresAt: '2030-01-01T00:00:00.000Z', payUrl: PURCHASE_INVOICE_URL },
            sandbox: true,
          }
        : { x_ans_token: PURCHASE_TOKEN, status: 'pending', redirectURL: PURCHASE_JOIN_URL, sandbox: true };
    return HttpResponse.json({ data }, { status: 201 });
  }),
];
