// Receipts of paid payments: GET payment/receipts/{invoice} for the receipt page, and the same
// receipt as a PDF, fetched with the bearer token (never in a URL) and handed over as a Blob.
import type { KyInstance } from 'ky';
import type { Receipt, ReceiptVat } from '../../schemas/api/receipts';
import { CONTENT_LANG_PARAM } from '../../shared/content-lang';
import { useRenderedLoggedIn } from '../state/rendered-user';
import { useApiData } from './use-api';

export type { Receipt, ReceiptVat };

export const receiptPath = (invoice: string) => `payment/receipts/${encodeURIComponent(invoice)}`;
export const receiptKey = (invoice: string) => [receiptPath(invoice)] as const;

/** One receipt by invoice number; a 404 (not the member's, or no such number) arrives as the error. */
export function useReceipt(invoice: string | undefined) {
  const loggedIn = useRenderedLoggedIn();
  return useApiData<Receipt>(loggedIn && invoice ? receiptKey(invoice) : null);
}

/** The receipt as a PDF in the reader's language (translate code). */
export async function fetchReceiptPdf(api: KyInstance, invoice: string, lang: string): Promise<Blob> {
  return api.get(`${receiptPath(invoice)}/pdf`, { searchParams: { [CONTENT_LANG_PARAM]: lang }, timeout: 20_000 }).blob();
}
