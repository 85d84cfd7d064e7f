// The member's receipts, by invoice number: as JSON for the receipt page and as a PDF to keep.
// Bearer auth (the browser fetches the PDF with its token and saves a Blob: no token in a URL);
// another member's invoice number answers 404 like one that does not exist. The language is the
// `lang` query parameter (the page's language), as for content.
import { Router, type Request } from 'express';
import type { AppContext } from '../context';
import { notFound, send } from './http';
import { requireUser } from '../auth/middleware';
import { memberReceipt } from '../billing/receipt';
import { receiptPdf } from '../billing/receipt-pdf';
import { requestLang } from './localized-texts';

const INVOICE = /^[0-9]{4}-[0-9]{6,9}$/;

export function receiptsRouter(ctx: AppContext): Router {
  const r = Router();
  const auth = requireUser(ctx);

  const receiptOf = async (req: Request) => {
    const invoice = String(req.params.invoice);
    const lang = requestLang(req);
    const receipt = INVOICE.test(invoice) ? await memberReceipt(ctx, req.user!.id, invoice, lang) : undefined;
    if (!receipt) throw notFound('Receipt');
    return { receipt, lang };
  };

  r.get('/payment/receipts/:invoice', auth, async (req, res) => {
    send(res, (await receiptOf(req)).receipt);
  });

  r.get('/payment/receipts/:invoice/pdf', auth, async (req, res) => {
    const { receipt, lang } = await receiptOf(req);
    const pdf = await receiptPdf(receipt, lang);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="receipt-${receipt.invoice}.pdf"`);
    res.setHeader('Content-Length', String(pdf.length));
    res.end(pdf);
  });

  return r;
}
