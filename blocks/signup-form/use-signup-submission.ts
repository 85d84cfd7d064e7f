// Registering: the call for the chosen provider, then what follows it. Card and PayPal go on to the
// provider's join page, bitcoin opens an invoice (paid on the provider's invoice page or to its
// address; closing it aborts the signup, "I have paid" and the modal's polling look the payment
// up), a gift card waits for staff to verify it. The credentials travel to the
// success page in session storage, never in a URL.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import {
  clearCartCheckout,
  isRedirectProvider,
  safeRedirectUrl,
  saveCartCheckout,
  useSignupApi,
  type SignupPayload,
} from '../../src/api/signup';
import { assignLocation } from '../../src/api/browser-navigation';
import type { OpenInvoice } from '../../src/ui/bitcoin-invoice-modal';
import { clientErrorOf } from '../../src/api/forms';
import { passwordProblemOf, usePasswordMessages } from '../../src/ui/password-check';
import { currentAffiliateId } from '../../src/affiliate/affiliate';
import { useSiteConfig } from '../../src/config/site-config-context';
import { useAtomValue } from 'jotai';
import { localeAtom } from '../../src/state/preferences';
import type { Credentials, TakenReason } from './use-signup-fields';
import type { Order } from './use-plan-choice';

type Status = 'READY' | 'SIGNING_UP' | 'SUCCESS' | 'ERROR';
export type Outcome = { kind: 'redirecting' } | { kind: 'verifying'; token: string };

interface SubmissionOptions {
  /** The server found the email and/or username taken by an account, or held by an unfinished signup. */
  onTaken: (field: 'email' | 'username', value: string, reason: TakenReason) => void;
  /** Brings the error message into view. */
  onProblem: () => void;
  /** The names this signup held are free again: the field checks ask anew. */
  onReleased: () => void;
}

export function useSignupSubmission({ onTaken, onProblem, onReleased }: SubmissionOptions) {
  const { t } = useLingui();
  const passwordMessages = usePasswordMessages();
  const navigate = useNavigate();
  const config = useSiteConfig();
  const signupApi = useSignupApi();
  const locale = useAtomValue(localeAtom);
  const [status, setStatus] = useState<Status>('READY');
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [invoice, setInvoice] = useState<OpenInvoice | null>(null);
  const [invoiceNote, setInvoiceNote] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The member already has a recurring plan running: the message goes beside the button.
  const [activePlan, setActivePlan] = useState(false);

  const fail = (message?: string) => {
    setStatus('ERROR');
    setErrorMessage(message ?? t`Ooops, something went wrong, please try again later...`);
  };

  const submit = async (credentials: Credentials, order: Order, consentText: string) => {
    const payload: SignupPayload = {
      ...credentials,
      ...(credentials.password !== undefined ? { password_confirmation: credentials.password } : {}),
      // The visitor ticked the consent; the server keeps its words with the payment, in their language.
      tos: true,
      consentText,
      locale,
      ...order,
    };
    const affiliateId = currentAffiliateId();
    if (affiliateId) payload.affiliateId = affiliateId;

    const kept = { email: credentials.email, username: credentials.username, password: credentials.password ?? '' };
    setStatus('SIGNING_UP');
    setErrorMessage(null);
    setActivePlan(false);
    try {
      const result = await signupApi.register(payload);
      if (isRedirectProvider(order.provider)) {
        const target = result.redirectURL ? safeRedirectUrl(result.redirectURL, window.location.origin, config.core.payment.providers.joinUrl) : null;
        if (!target) return fail();
        saveCartCheckout(kept);
        setOutcome({ kind: 'redirecting' });
        setStatus('SUCCESS');
        assignLocation(target);
        return;
      }
      if (order.provider === 'bitcoin') {
        if (!result.invoice) return fail();
        saveCartCheckout(kept);
        setInvoiceNote(null);
        setInvoice({ token: result.x_ans_token, invoice: result.invoice, sandbox: result.sandbox === true });
        return;
      }
      saveCartCheckout(kept);
      setOutcome({ kind: 'verifying', token: result.x_ans_token });
      setStatus('SUCCESS');
    } catch (error) {
      const problem = await clientErrorOf(error);
      if (problem?.code === 'voucher_used') return fail(t`This gift card code has already been used`);
      // The server's password rules go further than the browser's (a list of breached passwords).
      const passwordProblem = passwordProblemOf(problem?.fields?.password);
      if (passwordProblem) return fail(passwordMessages[passwordProblem]);
      if (problem?.code === 'subscription_active') {
        setActivePlan(true);
        return fail(t`You already have an active subscription. Cancel it first or wait until it ends.`);
      }
      if (problem?.code !== 'user_exists' && problem?.code !== 'name_reserved') return fail();
      const fields = (problem as { fields?: Record<string, string> }).fields ?? {};
      const email = 'email' in fields;
      const username = 'username' in fields;
      // Another tab (or someone else) is in the middle of a signup with this name: nothing was paid here.
      const reason: TakenReason = problem.code === 'name_reserved' ? 'reserved' : 'taken';
      if (email) onTaken('email', credentials.email, reason);
      if (username) onTaken('username', credentials.username, reason);
      fail(
        reason === 'reserved'
          ? email
            ? t`This email address is being used in a signup that has not finished yet. If it is yours, finish that signup, or try again in an hour.`
            : t`This username is being used in a signup that has not finished yet. Please choose another one.`
          : email && username
            ? t`Username or email already exist, please signup`
            : email
              ? t`Email already in use, please login or choose another one`
              : t`Username already in use, please login or choose another one`,
      );
      onProblem();
    }
  };

  /** Where a payment that went through goes: the success page says what happened to the money. */
  const toSuccess = (token: string) => {
    setStatus('SUCCESS');
    navigate(`/signupSuccess?x_ans_token=${encodeURIComponent(token)}`);
  };

  // Closing the invoice aborts the signup and frees its names for the next try, unless money is
  // already on its way (then the success page waits for it with the visitor).
  const closeInvoice = async () => {
    if (!invoice) return;
    setInvoice(null);
    try {
      const payment = await signupApi.abandon(invoice.token);
      if (payment.status !== 'failed' && payment.status !== 'declined') return toSuccess(invoice.token);
      onReleased();
    } catch {
      // Not ended: the names stay held until the invoice expires; the form says to try later.
    }
    clearCartCheckout();
    fail();
  };

  /** Looks the payment up; `quiet` (the modal's polling) says nothing while it has not arrived. */
  const checkInvoice = async (quiet = false) => {
    if (!invoice) return;
    try {
      const payment = await signupApi.paymentByToken(invoice.token);
      // Refunded or waiting for staff: the success page says what happened to the money.
      if (payment.status === 'approved' || payment.status === 'refunded' || payment.status === 'needs_staff') {
        setInvoice(null);
        toSuccess(invoice.token);
        return;
      }
      if (payment.status === 'declined' || payment.status === 'failed') {
        setInvoice(null);
        clearCartCheckout();
        navigate('/signupDenial');
        return;
      }
      if (!quiet) setInvoiceNote(t`No payment received yet. It can take a few minutes until the transaction is seen.`);
    } catch {
      if (!quiet) setInvoiceNote(t`Ooops, something went wrong, please try again later...`);
    }
  };

  return {
    busy: status === 'SIGNING_UP',
    /** The message of a failed signup, while the form is back for a retry. */
    error: status === 'ERROR' && !activePlan ? errorMessage : null,
    /** The member's recurring plan is still running: shown next to the button, with the way to the payment page. */
    activePlanError: status === 'ERROR' && activePlan ? errorMessage : null,
    /** What happened once the signup went through. */
    outcome: status === 'SUCCESS' ? outcome : null,
    invoice,
    invoiceNote,
    submit,
    closeInvoice,
    checkInvoice,
  };
}
