// The join page: 1 the account, 2 the plan, 3 the payment method, then registration with the
// chosen provider. A logged-in member renews their membership with the same form.
import { useId, useRef, type FormEvent } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { signupForm } from './index';
import { useSubscriptionPlans, type SubscriptionArticle } from '../../src/api/plans';
import { useLocalized } from '../../src/i18n/use-localized';
import { useRenderedUser } from '../../src/state/rendered-user';
import { Button } from '../../src/ui/button';
import { FormActions, FormColumn, FormIntro, FormTitle } from '../../src/ui/form-layout';
import { useNoScriptForm } from '../../src/ui/no-script-form';
import { FormStatus } from '../../src/ui/form-status';
import { AccountFields } from './account-fields';
import { BitcoinInvoiceModal } from '../../src/ui/bitcoin-invoice-modal';
import { PaymentStep } from './payment-step';
import { PlanPicker } from './plan-picker';
import { Muted } from './signup-panel';
import { usePlanChoice } from './use-plan-choice';
import { useSignupFields } from './use-signup-fields';
import { useSignupSubmission, type Outcome } from './use-signup-submission';
import { ConsentStep } from './consent-step';
import { useConsentChoice, useConsentWords } from './use-consent';
import { PlanSwitchNotice, usePlanSwitchText } from './plan-switch-notice';
import { useSubmitBlocker } from './use-submit-blocker';
import { usePlanQuote } from '../../src/api/plan-quote';

const scrollToTop = () => {
  try {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  } catch {
    /* environments without scrolling */
  }
};

export default function SignupForm({ heading, intro }: BlockProps<typeof signupForm>) {
  const noScript = useNoScriptForm('signup');
  const { t } = useLingui();
  const localized = useLocalized();
  const user = useRenderedUser();
  const formErrorId = useId();
  const activePlanErrorId = useId();
  const blockedId = useId();
  const topRef = useRef<HTMLDivElement>(null);
  const fields = useSignupFields(user);
  const { plans, isLoading: plansLoading, error: plansError } = useSubscriptionPlans();
  const choice = usePlanChoice(plans);
  const signup = useSignupSubmission({ onTaken: fields.markTaken, onProblem: scrollToTop, onReleased: fields.recheck });
  // A member whose plan renews: another plan follows it (the server's quote) instead of overlapping it.
  const paidUntil = user?.membership?.until ?? null;
  const renewing = Boolean(user?.membership?.recurring && paidUntil && Date.parse(paidUntil) > Date.now());
  const quote = usePlanQuote(choice.selectedPlan?.id ?? null, renewing);
  const switchText = usePlanSwitchText(choice.selectedPlan?.name ?? null, quote.data);
  const consentWords = useConsentWords(choice.selectedPlan, choice.provider, quote.data?.startsAt ?? paidUntil);
  const consent = useConsentChoice(choice.selectedPlan, choice.provider);
  const blocked = useSubmitBlocker({ problem: fields.firstProblem(), plan: choice.selectedPlan !== null, provider: choice.provider !== null, consent: consent.accepted });

  // Going on with an invalid account step shows every message and brings the first one into view.
  const requireValidFields = (): boolean => {
    if (fields.valid) return true;
    fields.showAllErrors();
    scrollToTop();
    topRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus({ preventScroll: true });
    return false;
  };

  const selectPlan = (plan: SubscriptionArticle) => {
    if (requireValidFields()) choice.selectPlan(plan);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (signup.busy || !requireValidFields()) return;
    const order = choice.order();
    if (order && consentWords && consent.accepted) void signup.submit(fields.credentials(), order, consentWords.text);
  };

  const title = localized(heading) || (user ? t`Update membership` : t`JOIN NOW!`);
  const introText = localized(intro);
  const busy = signup.busy;
  // Card, PayPal and bitcoin take the visitor on to pay; gift cards only wait for verification.
  const paysNow = choice.provider !== null && choice.provider !== 'amazonVoucher';

  if (signup.outcome) return <SignupDone title={title} outcome={signup.outcome} />;

  return (
    <FormColumn ref={topRef}>
      <FormTitle>{title}</FormTitle>
      {introText && <FormIntro>{introText}</FormIntro>}
      <form {...noScript} onSubmit={submit} noValidate aria-describedby={signup.error ? formErrorId : undefined}>
        {signup.error && (
          <ErrorBox id={formErrorId} role="alert">
            {signup.error}
          </ErrorBox>
        )}
        <AccountFields values={fields.values} onChange={fields.setField} errorOf={fields.shownError} member={user !== null} disabled={busy} />
        <PlanPicker
          plans={choice.visiblePlans}
          loading={plansLoading}
          failed={Boolean(plansError)}
          selectedId={choice.selectedPlan?.id ?? null}
          onSelect={selectPlan}
          disabled={busy}
        />
        {choice.selectedPlan && (
          <PaymentStep
            methods={choice.methods}
            provider={choice.provider}
            onProviderChange={choice.setProvider}
            codes={choice.codes}
            codeError={choice.codeError}
            onCodeChange={choice.setCode}
            onAddCode={choice.addCode}
            onRemoveCode={choice.removeCode}
            disabled={busy}
          />
        )}
        {switchText && <PlanSwitchNotice text={switchText} />}
        {consentWords && <ConsentStep words={consentWords} accepted={consent.accepted} onAcceptedChange={consent.setAccepted} disabled={busy} />}
        {signup.activePlanError && (
          <ErrorBox id={activePlanErrorId} role="alert">
            {signup.activePlanError}{' '}
            <InlineLink to="/payment">
              <Trans>Manage your subscription</Trans>
            </InlineLink>
          </ErrorBox>
        )}
        <FormActions>
          <Muted>
            <Trans>The password is never sent in a link. Payments are processed by our payment providers.</Trans>
          </Muted>
          {blocked && !busy && (
            <Blocked id={blockedId}>
              {blocked}
            </Blocked>
          )}
          <Button
            type="submit"
            $size="large"
            disabled={busy || blocked !== null}
            aria-busy={busy}
            aria-describedby={[signup.activePlanError && activePlanErrorId, blocked && !busy && blockedId].filter(Boolean).join(' ') || undefined}
          >
            {busy ? (
              <>
                <Spinner aria-hidden="true" />
                <Trans>Signing up...</Trans>
              </>
            ) : paysNow ? (
              <Trans>Proceed to Payment</Trans>
            ) : (
              <Trans>Sign Up</Trans>
            )}
          </Button>
        </FormActions>
      </form>
      <BitcoinInvoiceModal invoice={signup.invoice} note={signup.invoiceNote} onClose={() => void signup.closeInvoice()} onCheck={() => void signup.checkInvoice()} onPoll={() => void signup.checkInvoice(true)} />
    </FormColumn>
  );
}

/** After a successful signup: on the way to the provider, or waiting for the gift card's verification. */
function SignupDone({ title, outcome }: { title: string; outcome: Outcome }) {
  return (
    <FormColumn>
      <FormTitle>{title}</FormTitle>
      {outcome.kind === 'redirecting' ? (
        <FormStatus kind="success" focusOnShow>
          <Trans>Taking you to the payment provider...</Trans>
        </FormStatus>
      ) : (
        <FormStatus kind="success" focusOnShow>
          <Trans>Thank you! Your payment is in progress and will be verified. Log in to check its status.</Trans>{' '}
          <InlineLink to={`/signupSuccess?x_ans_token=${encodeURIComponent(outcome.token)}`}>
            <Trans>Show my login details</Trans>
          </InlineLink>
        </FormStatus>
      )}
    </FormColumn>
  );
}

const ErrorBox = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

// Why the button is greyed: beside it, and its accessible description.
const Blocked = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.heading};
`;

const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: signup-spin 0.8s linear infinite;
  @keyframes signup-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

const InlineLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
`;
