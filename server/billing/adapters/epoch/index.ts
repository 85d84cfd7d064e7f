// The Epoch adapter (card: epochCreditCard, PayPal: epochPaypal).
//
// What it relies on from Epoch's published material (Epoch's merchant documentation as quoted by
// open-source integrations: aMember's and KVS's Epoch plugins, the NATS biller pages, DataPlus
// table definitions) and what is our own choice where that material is silent:
//
// Join link (FlexPost, `EPOCH_JOIN_URL`, e.g. Epoch's `.../secure/fpost.cgi` or `.../services/?api=join`):
//   co_code (company code), pi_code (the product code Epoch assigns per price: the plan's
//   `provider_code`), reseller (`a` unless Epoch gave another), username, email, no_userpass=1
//   (Epoch neither asks for nor carries a password: ours never leaves the site), pi_returnurl
//   (where the browser comes back, with `ans` and every `x_` pass-through field), and our payment
//   token as the pass-through `x_ans_token`.
//   Our choices (not found in public material): `payment_type=CC|PP` to open the card or PayPal
//   form (the postback's `payment_type` uses these values), `language` (two letters) and
//   `pi_declineurl` for denials; where Epoch ignores it, a denial comes back to pi_returnurl with
//   `ans=N...`, so the success page must send `ans=N...` visitors on to /signupDenial.
//
// Approval/denial postback (form-encoded POST to our notification URL):
//   ans (`Y...` approved, `N...` denied; `YGOODTEST...` from Epoch's test cards, accepted only by
//   the emulator settings), transaction_id, member_id (how DataPlus and cancel records name the
//   member later), order_id, pi_code, amount (USD), localamount + currency (what the buyer was
//   charged), payment_type (CC, PP), payment_subtype, username, email, event_datetime, and the
//   `x_` fields of the join link.
//
// DataPlus transaction records (EpochTransStats, posted form-encoded): ets_transaction_id,
//   ets_member_idx, ets_transaction_date, ets_transaction_type, ets_co_code, ets_pi_code,
//   ets_transaction_amount (USD; negative on credits), ets_amountlocal + ets_currency,
//   ets_ref_trans_ids (the transaction a credit or chargeback reverses), ets_payment_type.
//   Types: N rebill and U trial conversion -> rebill; C credit, X returned check, A void -> refund;
//   D chargeback; K cancelled trial -> cancellation; J denied trial conversion -> rebill failed
//   (the only declined-recurring code in Epoch's list: our reading for failed rebills);
//   I, O, F, T (first charges, already reported by the approval postback) -> no event.
//
// Member cancel records (MemberCancelStats): mcs_or_idx (the member id), mcs_canceldate,
//   mcs_signupdate, mcs_cocode, mcs_picode, mcs_reseller, mcs_reason, mcs_memberstype,
//   mcs_username, mcs_email, mcs_passwordremovaldate (when access ends) -> cancellation; a record
//   whose removal date is not after its cancel date -> expiry (our reading: access ended then).
//
// epoch_digest: every notification carries one. Public material names the field and the
//   "salt"/digest key but not the exact construction; we take the usual form: HMAC-MD5 (hex, 32
//   digits, as Epoch's samples are) with the digest key over all other fields sorted by name,
//   `name=value` joined with `&`, names and values form-encoded (so no field can pose as two).
//   Compared in constant time; missing or wrong: 403 invalid_signature.
//
// Member cancel API (`EPOCH_API_URL` with `EPOCH_API_USER`/`EPOCH_API_PASSWORD`): our choice of form,
//   as the public material does not show it: form-encoded POST of co_code, member_id, auth_user,
//   auth_pass, reason; JSON answer {status: "success", member_id, cancel_date} or
//   {status: "error", code, message} (code `already_cancelled` counts as done). Epoch then sends
//   the member cancel record, which is what changes the subscription.
//
// Updating the card after a failed rebill: Epoch's public material offers merchants no per-member
//   "update payment info" link or API. Members manage an Epoch purchase at Epoch's billing support
//   ("Find My Purchase", https://epoch.com/find_purchase: any two of member ID, email, username and
//   card digits find it; its FAQ sends members whose card expired or changed there or to billing
//   support). So the failed-rebill way out links there and shows the member ID to enter. Our
//   assumption, not documented by Epoch: once the card is updated there, Epoch retries the charge
//   and reports it as a rebill (DataPlus type N), which extends access and clears the failed state.
//   The emulator has the same page (`/sandbox/epoch/update-payment?member_id=`): it takes a test
//   card and rebills at once.
//
// Refund API (`EPOCH_REFUND_URL`, the cancel API's login): our choice of form too (the public
//   material knows credits only as DataPlus type C records, not how a merchant asks for one): a
//   form-encoded POST of co_code, transaction_id (the approval's), member_id, amount, reason,
//   auth_user, auth_pass; JSON answer {status: "success", transaction_id, credit_transaction_id}
//   or {status: "error", code, message} (code `already_refunded` counts as done). Epoch then sends
//   the credit record (type C). Used only for approvals the site cannot honour (./refund.ts);
//   without the URL, or when Epoch refuses, such a payment waits for staff.
import type { Payment, ProviderAdapter, StartRequest, StartResult, Subscription } from '../../adapter';
import { HttpError } from '../../../http-error';
import { EMULATOR_PATH, type EpochSettings } from './settings';
import { epochJoinUrl } from './join-url';
import { parseEpochNotification } from './parse';
import { cancelEpochMember } from './cancel';
import { refundEpochTransaction } from './refund';

export type { EpochSettings } from './settings';
export { epochSettingsFromEnv, epochSettingsProblems, emulatorSettings } from './settings';

const EPOCH_PROVIDERS = ['epochCreditCard', 'epochPaypal'];

/** Epoch's billing support page where a member finds a purchase (and updates its card). */
export const EPOCH_FIND_PURCHASE_URL = 'https://epoch.com/find_purchase';

export function createEpochAdapter(settings: EpochSettings, deps: { fetch?: typeof fetch } = {}): ProviderAdapter {
  return {
    name: 'epoch',

    async start(request: StartRequest): Promise<StartResult> {
      if (!EPOCH_PROVIDERS.includes(request.provider)) throw new HttpError(422, 'provider_unavailable', 'Epoch takes card and PayPal payments only');
      if (!request.productCode) throw new HttpError(422, 'no_product_code', 'This purchase has no Epoch product code');
      return { status: 'pending', redirectURL: epochJoinUrl(settings, request), sandbox: settings.emulated };
    },

    parseNotification: (incoming) => parseEpochNotification(incoming, settings),

    ...(settings.api && {
      async cancel(subscription: Subscription, payment: Payment): Promise<void> {
        const memberId = subscription.provider_member_id ?? payment.provider_member_id;
        // Seeded demo subscriptions never went through the emulated Epoch: it bills nothing to stop.
        if (!memberId && settings.emulated) return;
        if (!memberId) throw new Error(`Subscription ${subscription.id} has no Epoch member id to cancel`);
        await cancelEpochMember(settings, memberId, { fetch: deps.fetch });
      },
    }),

    updatePaymentUrl(subscription: Subscription, payment: Payment): string | undefined {
      const memberId = subscription.provider_member_id ?? payment.provider_member_id;
      if (!settings.emulated) return EPOCH_FIND_PURCHASE_URL;
      // The emulator knows only members it billed (a seeded subscription has no member id).
      return memberId ? `${EMULATOR_PATH}/update-payment?${new URLSearchParams({ member_id: memberId }).toString()}` : undefined;
    },
    ...(settings.api?.refundUrl && {
      async refund(payment: Payment, reason: string): Promise<void> {
        if (!payment.provider_transaction_id) throw new Error(`Payment ${payment.id} has no Epoch transaction id to refund`);
        await refundEpochTransaction(settings, { transactionId: payment.provider_transaction_id, memberId: payment.provider_member_id ?? undefined, amount: payment.amount, reason }, { fetch: deps.fetch });
      },
    }),
  };
}
