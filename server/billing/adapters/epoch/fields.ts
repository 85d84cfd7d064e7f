// Epoch's wire vocabulary, named once: the join link's parameters, the approval/denial postback's
// fields, the DataPlus transaction records (EpochTransStats, `ets_*`) and the member cancel
// records (MemberCancelStats, `mcs_*`). What each means, and which parts are our own choice where
// Epoch's public material is silent, is written at the top of ./index.ts.

/** The digest field Epoch adds to every notification it signs. */
export const DIGEST_FIELD = 'epoch_digest';

/** Our payment token, passed through Epoch (every `x_` field comes back unchanged). */
export const TOKEN_FIELD = 'x_ans_token';

/** Join link parameters. */
export const JOIN = {
  coCode: 'co_code',
  productCode: 'pi_code',
  reseller: 'reseller',
  username: 'username',
  email: 'email',
  noUserPass: 'no_userpass',
  returnUrl: 'pi_returnurl',
  declineUrl: 'pi_declineurl',
  paymentType: 'payment_type',
  language: 'language',
} as const;

/** Epoch's `payment_type` values: card and PayPal. */
export const PAYMENT_TYPE = { card: 'CC', paypal: 'PP' } as const;

/** DataPlus `ets_transaction_type` codes, as Epoch lists them. */
export const ETS_TYPE = {
  credit: 'C', // credit to the customer's account (refund)
  chargeback: 'D',
  freeTrial: 'F',
  initialRecurring: 'I',
  deniedTrialConversion: 'J', // the charge that should have continued the membership was declined
  cancelledTrial: 'K',
  rebill: 'N', // non-initial recurring transaction
  nonRecurring: 'O',
  paidTrial: 'T',
  trialConversion: 'U',
  returnedCheck: 'X',
  voided: 'A',
} as const;

/** Epoch's date-time text (`2024-05-01 13:45:00`), read and written as UTC. */
export function epochDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** Epoch's date-time text or Unix seconds to ISO; undefined when it is neither. */
export function isoFromEpoch(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (/^\d{9,11}$/.test(value)) return new Date(Number(value) * 1000).toISOString();
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value);
  if (!m) return undefined;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/** Epoch's amounts are decimal text (`19.95`, `-19.95` on credits). */
export function formatAmount(amount: number): string {
  return amount.toFixed(2);
}
