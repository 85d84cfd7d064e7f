// Verifies and reads one Epoch notification: an approval or denial postback (`ans`), a DataPlus
// transaction record (`ets_*`) or a member cancel record (`mcs_*`), all form-encoded and signed
// with `epoch_digest`. Nothing is read before the digest checks out. Every event carries an id
// made of Epoch's own id and the record's type, so a retried notification has the same id and
// two different ones never share one; each body is read on its own (order does not matter).
import type { IncomingNotification } from '../../adapter';
import type { BillingEvent, BillingEventKind, ParsedNotification } from '../../events';
import type { PaymentProviderId } from '../../../../schemas/payment-providers';
import { HttpError } from '../../../http-error';
import type { EpochSettings } from './settings';
import { verifyEpochDigest } from './digest';
import { ETS_TYPE, PAYMENT_TYPE, TOKEN_FIELD, isoFromEpoch } from './fields';

const malformed = (message: string) => new HttpError(400, 'malformed_notification', message);

/** The form body as a map; a repeated or empty field name makes it ambiguous, so it is refused. */
function formFields(incoming: IncomingNotification): Map<string, string> {
  const type = (incoming.contentType.split(';')[0] ?? '').trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') throw malformed('Epoch notifications are form-encoded');
  const text = incoming.raw.toString('utf8');
  if (text.includes('\uFFFD')) throw malformed('The body is not UTF-8 text');
  const fields = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(text)) {
    if (!name) throw malformed('A field without a name');
    if (fields.has(name)) throw malformed(`The field ${name} appears twice`);
    fields.set(name, value);
  }
  if (!fields.size) throw malformed('The body is empty');
  return fields;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

function id(fields: Map<string, string>, name: string): string {
  const value = fields.get(name);
  if (!value || !ID.test(value)) throw malformed(`${name} is missing or not an id`);
  return value;
}

const optionalId = (fields: Map<string, string>, name: string) => (fields.has(name) ? id(fields, name) : undefined);

function amount(fields: Map<string, string>, name: string): number | undefined {
  const value = fields.get(name);
  if (value === undefined || value === '') return undefined;
  if (!/^-?\d{1,9}(\.\d{1,4})?$/.test(value)) throw malformed(`${name} is not an amount`);
  return Math.abs(Number(value));
}

function currency(fields: Map<string, string>, name: string): string | undefined {
  const value = fields.get(name);
  if (value === undefined || value === '') return undefined;
  if (!/^[A-Za-z]{3}$/.test(value)) throw malformed(`${name} is not a currency code`);
  return value.toUpperCase();
}

/** The local amount and its currency when Epoch gives both, else the US dollar amount. */
function charged(fields: Map<string, string>, names: { usd: string; local: string; currency: string }) {
  const local = amount(fields, names.local);
  const localCurrency = currency(fields, names.currency);
  if (local !== undefined && localCurrency) return { amount: local, currency: localCurrency };
  const usd = amount(fields, names.usd);
  return usd === undefined ? {} : { amount: usd, currency: 'USD' };
}

function checkCompany(fields: Map<string, string>, names: string[], settings: EpochSettings) {
  for (const name of names) {
    const value = fields.get(name);
    if (value !== undefined && value !== '' && value !== settings.coCode) throw malformed(`${name} is not this site's company code`);
  }
}

const providerOf = (fields: Map<string, string>): PaymentProviderId => (fields.get('payment_type')?.toUpperCase() === PAYMENT_TYPE.paypal ? 'epochPaypal' : 'epochCreditCard');

/** The approval or denial postback of a join: `ans` starts with Y or N. */
function saleEvent(fields: Map<string, string>, settings: EpochSettings): BillingEvent {
  const ans = fields.get('ans') ?? '';
  const paymentToken = fields.get(TOKEN_FIELD);
  if (!paymentToken || !/^[A-Za-z0-9_-]{8,128}$/.test(paymentToken)) throw malformed(`${TOKEN_FIELD} is missing`);
  const occurredAt = isoFromEpoch(fields.get('event_datetime'));
  if (ans.startsWith('Y')) {
    // Epoch's test cards answer YGOODTEST: no access from them on a real account.
    if (/^Y[A-Z]*TEST/.test(ans) && !settings.acceptTestTransactions) throw new HttpError(422, 'test_transaction', 'A test approval is not accepted on this Epoch account');
    const transactionId = id(fields, 'transaction_id');
    return {
      kind: 'sale_approved',
      eventId: `epoch:approval:${transactionId}`,
      paymentToken,
      transactionId,
      memberId: id(fields, 'member_id'),
      subscriptionId: optionalId(fields, 'order_id'),
      ...charged(fields, { usd: 'amount', local: 'localamount', currency: 'currency' }),
      occurredAt,
    };
  }
  if (ans.startsWith('N')) {
    const transactionId = optionalId(fields, 'transaction_id');
    return { kind: 'sale_declined', eventId: `epoch:denial:${transactionId ?? paymentToken}`, paymentToken, transactionId, occurredAt };
  }
  throw malformed('ans is neither an approval (Y...) nor a denial (N...)');
}

const ETS_KINDS: Record<string, BillingEventKind | null> = {
  [ETS_TYPE.rebill]: 'rebill',
  [ETS_TYPE.trialConversion]: 'rebill',
  [ETS_TYPE.deniedTrialConversion]: 'rebill_failed',
  [ETS_TYPE.credit]: 'refund',
  [ETS_TYPE.returnedCheck]: 'refund',
  [ETS_TYPE.voided]: 'refund',
  [ETS_TYPE.chargeback]: 'chargeback',
  [ETS_TYPE.cancelledTrial]: 'cancellation',
  // The first charge of a join already came as the approval postback: its record changes nothing.
  [ETS_TYPE.initialRecurring]: null,
  [ETS_TYPE.nonRecurring]: null,
  [ETS_TYPE.freeTrial]: null,
  [ETS_TYPE.paidTrial]: null,
};

/** The first transaction a credit or chargeback names in ets_ref_trans_ids (comma-separated ids), when it is an id. */
function reverses(fields: Map<string, string>): { reversesTransactionId?: string } {
  const first = (fields.get('ets_ref_trans_ids') ?? '').split(',')[0]?.trim();
  return first && ID.test(first) ? { reversesTransactionId: first } : {};
}

/** A DataPlus transaction record: rebills, failed rebills, credits, chargebacks. */
function transactionEvents(fields: Map<string, string>, settings: EpochSettings): BillingEvent[] {
  checkCompany(fields, ['ets_co_code'], settings);
  const transactionId = id(fields, 'ets_transaction_id');
  const type = fields.get('ets_transaction_type') ?? '';
  if (!/^[A-Z]$/.test(type)) throw malformed('ets_transaction_type is not a transaction type');
  const kind = ETS_KINDS[type];
  // Types Epoch may add later are logged and change nothing, rather than refused for ever.
  if (!kind) return [];
  return [
    {
      kind,
      eventId: `epoch:ets:${type}:${transactionId}`,
      transactionId,
      memberId: id(fields, 'ets_member_idx'),
      ...reverses(fields),
      ...charged(fields, { usd: 'ets_transaction_amount', local: 'ets_amountlocal', currency: 'ets_currency' }),
      occurredAt: isoFromEpoch(fields.get('ets_transaction_date')),
    },
  ];
}

/**
 * A member cancel record: rebills stopped, access until the password removal date; a record
 * whose removal date is not after its cancel date ended the membership there and then (expiry).
 */
function cancelEvents(fields: Map<string, string>, settings: EpochSettings): BillingEvent[] {
  checkCompany(fields, ['mcs_cocode'], settings);
  const memberId = id(fields, 'mcs_or_idx');
  const cancelDate = fields.get('mcs_canceldate') ?? '';
  const cancelledAt = isoFromEpoch(cancelDate);
  if (!cancelledAt) throw malformed('mcs_canceldate is not a date');
  const removal = fields.get('mcs_passwordremovaldate') ?? '';
  const removedAt = isoFromEpoch(removal);
  if (removedAt && removedAt <= cancelledAt) {
    return [{ kind: 'expiry', eventId: `epoch:expiry:${memberId}:${removal}`, memberId, occurredAt: removedAt }];
  }
  return [{ kind: 'cancellation', eventId: `epoch:cancel:${memberId}:${cancelDate}`, memberId, occurredAt: cancelledAt }];
}

/** One verified Epoch notification as billing events; HttpError 403 when not genuine, 400 when malformed. */
export function parseEpochNotification(incoming: IncomingNotification, settings: EpochSettings): ParsedNotification {
  const fields = formFields(incoming);
  if (!verifyEpochDigest(fields, settings.digestKey)) throw new HttpError(403, 'invalid_signature', 'The Epoch digest is missing or wrong');
  if (fields.has('ans')) return { provider: providerOf(fields), events: [saleEvent(fields, settings)] };
  if (fields.has('ets_transaction_id')) return { provider: providerOf(fields), events: transactionEvents(fields, settings) };
  if (fields.has('mcs_or_idx')) return { provider: 'epochCreditCard', events: cancelEvents(fields, settings) };
  throw malformed('Neither a postback, a DataPlus transaction nor a cancel record');
}
