// Receipts of paid payments (JSON and PDF), the member's data export and account deletion.
import { Type } from '@sinclair/typebox';
import * as A from '../../../schemas/api/receipts';
import type { Area } from './operation';

const invoice = { invoice: A.InvoiceNumber };

export const accountArea: Area = {
  tag: { name: 'Account', description: "The member's receipts, a download of everything the site keeps about them, and deleting the account." },
  ops: [
    {
      method: 'get',
      path: '/api/payment/receipts/{invoice}',
      localized: true,
      summary: "The receipt of one of my paid payments by its invoice number (another member's answers 404)",
      params: invoice,
      data: A.Receipt,
      auth: 'user',
    },
    {
      method: 'get',
      path: '/api/payment/receipts/{invoice}/pdf',
      localized: true,
      summary: 'The same receipt as a PDF (an attachment named receipt-{invoice}.pdf)',
      params: invoice,
      auth: 'user',
      responses: { '200': { description: 'The receipt', content: { 'application/pdf': { schema: Type.String({ format: 'binary' }) } } } },
    },
    {
      method: 'get',
      path: '/api/account/export',
      summary: 'Everything the site keeps about me as one JSON file: account, payments with invoices, subscriptions, purchases, favourites, ratings, comments, sessions, mails, and the media list (never password or token hashes)',
      data: A.AccountExport,
      auth: 'user',
    },
    {
      method: 'post',
      path: '/api/account/delete',
      summary:
        'Delete my account (403 for a wrong password): a renewing subscription is cancelled at the biller first (502 when it refused; then nothing changed), a confirmation is mailed, then personal data is erased; payments, invoices and subscriptions are kept as payment law requires',
      body: A.DeleteAccountBody,
      data: A.AccountDeleted,
      auth: 'user',
      errors: [403, 502],
    },
  ],
};
