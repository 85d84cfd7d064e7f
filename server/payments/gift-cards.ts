// Gift cards: the payer types the codes, staff check them by hand (POST /api/payment/{id}/verify)
// and approve or decline. A code is redeemed once, site-wide, however it is typed: the signup
// claims its normalised form (server/queries/payments.ts), a decline or failure gives it back.
/** One code however it is typed: upper case, without the spaces and dashes that group it. */
export const normalizeVoucherCode = (code: string): string => code.replace(/[\s-]+/g, '').toUpperCase();

/**
 * The codes a payment claims, normalised and sorted: concurrent claims then lock in one order. A
 * code typed twice stays twice, so the claim refuses it like any other reuse.
 */
export const voucherClaims = (codes: readonly string[]): string[] => codes.map(normalizeVoucherCode).sort();

export const VOUCHER_USED = 'This gift card code has already been used';
