// Receipts as the real server answers them (server/api/receipts.ts): one per paid mock payment
// (mockPayments' invoice numbers), JSON and a small PDF; any other number is a 404.
import { http, HttpResponse } from 'msw';
import type { Receipt } from '../../schemas/api/receipts';
import { mockPayments } from './member';
import { api } from './paths';
import { apiError, ok } from './respond';

export const receiptPaths = {
  receipt: api('payment/receipts/:invoice'),
  pdf: api('payment/receipts/:invoice/pdf'),
} as const;

const period = (paid: string, months: number) => {
  const end = new Date(paid);
  end.setUTCMonth(end.getUTCMonth() + months);
  return { periodStart: paid, periodEnd: end.toISOString() };
};

/** The receipt of each paid mock payment, by invoice number. */
export const mockReceipts: Record<string, Receipt> = Object.fromEntries(
  mockPayments
    .filter((p) => 'invoice' in p && 'paid' in p)
    .map((p) => {
      const invoice = (p as { invoice: string }).invoice;
      const paid = (p as { paid: string }).paid;
      const epoch = p.via.startsWith('epoch');
      const receipt: Receipt = {
        invoice,
        paidAt: paid,
        status: p.status,
        kind: p.kind,
        seller: { name: 'Emotions', url: 'https://emotions.example', supportEmail: 'support@emotions.example' },
        billingDescriptor: epoch ? 'EPOCH.COM* Emotions' : 'Emotions',
        member: { username: 'member', email: 'member@example.com' },
        item: { kind: 'plan', name: p.for, recurring: p.for === 'Monthly' },
        ...period(paid, p.for === '3 Months' ? 3 : 1),
        amount: p.amount,
        currency: p.currency,
        paymentMethod: p.via,
        vat: epoch ? { mode: 'merchantOfRecord', biller: 'Epoch' } : { mode: 'included', rate: 19, amount: 9.57, net: 50.38 },
      };
      return [invoice, receipt];
    }),
);

/** A single purchase's receipt (a DVD), with its page. */
export const mockPurchaseReceipt: Receipt = {
  ...mockReceipts['2026-000017']!,
  invoice: '2026-000051',
  kind: 'sale',
  item: { kind: 'update', name: 'Summer Lights', recurring: false, watchPath: '/dvds/summer-lights' },
  amount: 9.95,
};
delete mockPurchaseReceipt.periodStart;
delete mockPurchaseReceipt.periodEnd;

/** The shortest PDF a viewer opens, naming the invoice. */
const pdfOf = (invoice: string) => `%PDF-1.4\n% receipt ${invoice}\n%%EOF\n`;

export const receiptHandlersFor = (extra: Record<string, Receipt> = { [mockPurchaseReceipt.invoice]: mockPurchaseReceipt }) => {
  const receipts = { ...mockReceipts, ...extra };
  const find = (invoice: unknown) => (typeof invoice === 'string' ? receipts[invoice] : undefined);
  return [
    http.get(receiptPaths.pdf, ({ params }) => {
      const receipt = find(params.invoice);
      if (!receipt) return apiError(404, 'not_found', 'Receipt not found');
      return new HttpResponse(pdfOf(receipt.invoice), { headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="receipt-${receipt.invoice}.pdf"` } });
    }),
    http.get(receiptPaths.receipt, ({ params }) => {
      const receipt = find(params.invoice);
      return receipt ? ok(receipt) : apiError(404, 'not_found', 'Receipt not found');
    }),
  ];
};

export const receiptHandlers = receiptHandlersFor();
