// The approval or denial postback the emulated Epoch sends when the buyer decides on its join page,
// and the query it sends the browser back with: the fields of Epoch's postback (see the adapter's
// header, server/billing/adapters/epoch/index.ts), unsigned here.
import { PAYMENT_TYPE, epochDateTime, formatAmount } from '../../billing/adapters/epoch/fields';
import { freshEpochId } from './ids';

export interface JoinDecision {
  approved: boolean;
  /** The join link's query as the browser brought it. */
  join: Record<string, string>;
  amount: number;
  currency: string;
  username: string;
  email: string;
  ipaddress?: string;
  at?: Date;
}

export interface JoinOutcome {
  /** The form body posted to the site (before signing). */
  postback: Record<string, string>;
  /** What the browser brings back to the return URL. */
  returnQuery: Record<string, string>;
  memberId?: string;
  transactionId: string;
}

const passThrough = (join: Record<string, string>) => Object.fromEntries(Object.entries(join).filter(([name]) => name.startsWith('x_')));

export function joinOutcome(decision: JoinDecision): JoinOutcome {
  const { join } = decision;
  const transactionId = freshEpochId();
  const x = passThrough(join);
  const paymentType = join.payment_type === PAYMENT_TYPE.paypal ? PAYMENT_TYPE.paypal : PAYMENT_TYPE.card;
  const common = {
    transaction_id: transactionId,
    pi_code: join.pi_code ?? '',
    co_code: join.co_code ?? '',
    reseller: join.reseller ?? 'a',
    username: decision.username,
    email: decision.email,
    payment_type: paymentType,
    event_datetime: epochDateTime(decision.at ?? new Date()),
    ...(decision.ipaddress ? { ipaddress: decision.ipaddress } : {}),
  };
  if (!decision.approved) {
    const ans = `NDECLINED|${transactionId}`;
    return { postback: { ans, ...common, ...x }, returnQuery: { ans, ...x }, transactionId };
  }
  const memberId = freshEpochId();
  const ans = `YGOODTEST|${transactionId}`;
  const amount = formatAmount(decision.amount);
  return {
    postback: {
      ans,
      ...common,
      member_id: memberId,
      order_id: memberId,
      amount,
      localamount: amount,
      currency: decision.currency,
      payment_subtype: paymentType === PAYMENT_TYPE.card ? 'VS' : 'PP',
      ...x,
    },
    returnQuery: { ans, member_id: memberId, transaction_id: transactionId, ...x },
    memberId,
    transactionId,
  };
}
