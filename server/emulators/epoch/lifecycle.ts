// What the emulated Epoch sends the site after a join, exactly as the real one would: DataPlus
// transaction records for rebills, failed rebills, credits and chargebacks, and member cancel
// records for cancellations and expiries. `npm run sandbox -- <kind> --user <name>` and the tests
// build a body here and send it with sendEpochNotification.
import { ETS_TYPE, epochDateTime, formatAmount } from '../../billing/adapters/epoch/fields';
import { signEpochFields } from '../../billing/adapters/epoch/digest';
import { EMULATOR_CO_CODE } from '../../billing/adapters/epoch/settings';
import { freshEpochId } from './ids';

export const EPOCH_LIFECYCLE_KINDS = ['rebill', 'rebill-failed', 'cancel', 'expire', 'refund', 'chargeback'] as const;
export type EpochLifecycleKind = (typeof EPOCH_LIFECYCLE_KINDS)[number];

export interface EpochLifecycleTarget {
  /** The subscription's `provider_member_id` (Epoch's member_id). */
  memberId: string;
  /** The plan's price and currency: what a rebill charges and a credit or chargeback returns. */
  amount: number;
  currency: string;
  /** The plan's product code (`provider_code`). */
  productCode?: string;
  username?: string;
  email?: string;
  coCode?: string;
  /** Default: a fresh id, as every Epoch transaction has its own. */
  transactionId?: string;
  /** The transaction a credit or chargeback reverses. */
  refTransactionId?: string;
  /** When the paid period ends (ISO): a cancellation keeps access until then. */
  paidUntil?: string;
  /** Default: now. */
  at?: Date;
}

const ETS_OF: Record<Exclude<EpochLifecycleKind, 'cancel' | 'expire'>, { type: string; sign: 1 | 0 | -1 }> = {
  rebill: { type: ETS_TYPE.rebill, sign: 1 },
  'rebill-failed': { type: ETS_TYPE.deniedTrialConversion, sign: 0 },
  refund: { type: ETS_TYPE.credit, sign: -1 },
  chargeback: { type: ETS_TYPE.chargeback, sign: -1 },
};

/** The unsigned form body Epoch would send for this event (sendEpochNotification signs it). */
export function epochLifecycleNotification(kind: EpochLifecycleKind, target: EpochLifecycleTarget): Record<string, string> {
  const at = target.at ?? new Date();
  const coCode = target.coCode ?? EMULATOR_CO_CODE;
  if (kind === 'cancel' || kind === 'expire') {
    const cancelDate = epochDateTime(at);
    const paidUntil = target.paidUntil ? new Date(target.paidUntil) : undefined;
    // A cancellation keeps access until the end of the paid period; an expiry ends it now.
    const removal = kind === 'expire' ? cancelDate : paidUntil && paidUntil > at ? epochDateTime(paidUntil) : '';
    return {
      mcs_or_idx: target.memberId,
      mcs_canceldate: cancelDate,
      mcs_signupdate: '',
      mcs_cocode: coCode,
      mcs_picode: target.productCode ?? '',
      mcs_reseller: 'a',
      mcs_reason: kind === 'expire' ? 'Membership expired' : 'Member request',
      mcs_memberstype: 'R',
      mcs_username: target.username ?? '',
      mcs_email: target.email ?? '',
      mcs_passwordremovaldate: removal,
    };
  }
  const { type, sign } = ETS_OF[kind];
  const amount = formatAmount(sign * target.amount);
  return {
    ets_transaction_id: target.transactionId ?? freshEpochId(),
    ets_member_idx: target.memberId,
    ets_transaction_date: epochDateTime(at),
    ets_transaction_type: type,
    ets_co_code: coCode,
    ets_pi_code: target.productCode ?? '',
    ets_reseller_code: 'a',
    // The emulator charges in the plan's currency and does not convert: both amounts are that figure.
    ets_transaction_amount: amount,
    ets_amountlocal: amount,
    ets_currency: target.currency,
    ets_payment_type: 'A',
    ets_username: target.username ?? '',
    ets_email: target.email ?? '',
    ets_ref_trans_ids: target.refTransactionId ?? '',
  };
}

/** Where Epoch posts a site's notifications (the operator gives Epoch this URL). */
export const epochNotificationUrl = (siteOrigin: string) => `${siteOrigin.replace(/\/+$/, '')}/api/payment/notifications/epoch`;

/** Signs the body with the digest key and POSTs it form-encoded to the site, as Epoch does. */
export async function sendEpochNotification(siteOrigin: string, body: Record<string, string>, key: string): Promise<{ status: number; text: string }> {
  const res = await fetch(epochNotificationUrl(siteOrigin), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(signEpochFields(body, key)).toString(),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, text: await res.text() };
}
