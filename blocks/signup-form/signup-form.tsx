import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import styled, { css } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { signupForm } from './index';
import type { PaymentEndpoint, PaymentProviderId } from '../../schemas/config/core';
import { planFeatures, planProviders, useSubscriptionPlans, type SubscriptionArticle } from '../../src/api/plans';
import {
  clearCartCheckout,
  isRedirectProvider,
  safeRedirectUrl,
  saveCartCheckout,
  useSignupApi,
  type BitcoinInvoice,
  type SignupPayload,
} from '../../src/api/signup';
import { assignLocation } from '../../src/api/browser-navigation';
import { clientErrorOf } from '../../src/api/forms';
import { currentAffiliateId } from '../../src/affiliate/affiliate';
import { useSiteConfig } from '../../src/config/site-config-context';
import { useLocalized } from '../../src/i18n/use-localized';
import { useRenderedUser } from '../../src/state/rendered-user';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, USERNAME_RE, VOUCHER_MAX_LENGTH, VOUCHER_RE } from '../../src/ui/account-rules';
import { Button } from '../../src/ui/button';
import { FieldRow, FormColumn, FormIntro } from '../../src/ui/form-layout';
import { FormStatus } from '../../src/ui/form-status';
import { Modal } from '../../src/ui/modal';
import { TextField } from '../../src/ui/text-field';
import { up } from '../../src/theme/breakpoints';

export const EXISTS_DEBOUNCE_MS = 500;

type Field = 'email' | 'username' | 'password';
type Status = 'READY' | 'SIGNING_UP' | 'SUCCESS' | 'ERROR';
type Outcome = { kind: 'redirecting' } | { kind: 'verifying'; token: string };

interface ExistsResult {
  value: string;
  exists: boolean;
}

const scrollToTop = () => {
  try {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  } catch {
    /* environments without scrolling */
  }
};

export default function SignupForm({ heading, intro }: BlockProps<typeof signupForm>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const navigate = useNavigate();
  const config = useSiteConfig();
  const user = useRenderedUser();
  const signupApi = useSignupApi();
  const { plans, isLoading: plansLoading, error: plansError } = useSubscriptionPlans();
  const formErrorId = useId();
  const topRef = useRef<HTMLDivElement>(null);

  const [values, setValues] = useState<Record<Field, string>>({ email: user?.email ?? '', username: user?.username ?? '', password: '' });
  const [typed, setTyped] = useState<Record<Field, boolean>>({ email: false, username: false, password: false });
  const [exists, setExists] = useState<{ email?: ExistsResult; username?: ExistsResult }>({});
  const [planId, setPlanId] = useState<number | null>(null);
  const [provider, setProvider] = useState<PaymentProviderId | null>(null);
  const [codes, setCodes] = useState<string[]>(['']);
  const [codesTouched, setCodesTouched] = useState(false);
  const [status, setStatus] = useState<Status>('READY');
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [invoice, setInvoice] = useState<{ token: string; invoice: BitcoinInvoice; sandbox: boolean } | null>(null);
  const [invoiceNote, setInvoiceNote] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // A logged-in member renews their own account: the fields follow the session.
  useEffect(() => {
    if (user) setValues((v) => ({ ...v, email: user.email, username: user.username }));
  }, [user]);

  const fieldError = (field: Field): string | undefined => {
    const value = values[field].trim();
    if (field === 'email') {
      if (!value) return t`Enter your email`;
      if (!EMAIL_PATTERN.test(value)) return t`Enter a valid email address`;
      if (!user && exists.email?.value === value && exists.email.exists) return t`Email already in use, please login or choose another one`;
    }
    if (field === 'username') {
      if (!value) return t`Enter your username`;
      if (!USERNAME_RE.test(value)) return t`Username invalid`;
      if (!user && exists.username?.value === value && exists.username.exists)
        return t`Username already in use, please login or choose another one`;
    }
    if (field === 'password') {
      if (!values.password) return t`Please enter a password`;
      if (values.password.length < PASSWORD_MIN_LENGTH) return t`Password must be at least 8 characters`;
    }
    return undefined;
  };
  const shownError = (field: Field) => (typed[field] ? fieldError(field) : undefined);
  const formValid = (['email', 'username', 'password'] as const).every((f) => !fieldError(f));

  // Existence checks: one field per call, 500 ms after the last keystroke, only for well-formed values.
  const emailValue = values.email.trim();
  const usernameValue = values.username.trim();
  const checkEmail = !user && typed.email && EMAIL_PATTERN.test(emailValue);
  const checkUsername = !user && typed.username && USERNAME_RE.test(usernameValue);
  useEffect(() => {
    if (!checkEmail) return;
    let live = true;
    const timer = setTimeout(() => {
      signupApi
        .userExists({ email: emailValue })
        .then((found) => live && setExists((e) => ({ ...e, email: { value: emailValue, exists: found } })))
        .catch(() => {});
    }, EXISTS_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [checkEmail, emailValue, signupApi]);
  useEffect(() => {
    if (!checkUsername) return;
    let live = true;
    const timer = setTimeout(() => {
      signupApi
        .userExists({ username: usernameValue })
        .then((found) => live && setExists((e) => ({ ...e, username: { value: usernameValue, exists: found } })))
        .catch(() => {});
    }, EXISTS_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [checkUsername, usernameValue, signupApi]);

  const activeEndpoints = useMemo(() => config.core.payment.endpoints.filter((e) => e.isActive), [config]);
  const selectedPlan = plans.find((p) => p.id === planId) ?? null;
  const methods: PaymentEndpoint[] = useMemo(() => {
    if (!selectedPlan) return [];
    const listed = planProviders(selectedPlan);
    return activeEndpoints.filter((e) => listed.includes(e.provider));
  }, [selectedPlan, activeEndpoints]);
  const visiblePlans = plans.filter((plan) => planProviders(plan).some((p) => activeEndpoints.some((e) => e.provider === p)));

  const codeErrors = codes.map((code) => (VOUCHER_RE.test(code.trim()) ? undefined : t`Please enter a valid gift card code`));

  const setField = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setTyped((v) => ({ ...v, [field]: true }));
  };

  const requireValidForm = (): boolean => {
    if (formValid) return true;
    setTyped({ email: true, username: true, password: true });
    scrollToTop();
    topRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus({ preventScroll: true });
    return false;
  };

  const selectPlan = (plan: SubscriptionArticle) => {
    if (!requireValidForm()) return;
    setPlanId(plan.id);
    const listed = planProviders(plan);
    const first = activeEndpoints.find((e) => listed.includes(e.provider));
    setProvider((current) => (current && listed.includes(current) ? current : (first?.provider ?? null)));
  };

  const fail = (message?: string) => {
    setStatus('ERROR');
    setErrorMessage(message ?? t`Ooops, something went wrong, please try again later...`);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'SIGNING_UP') return;
    if (!requireValidForm()) return;
    if (!selectedPlan || !provider || !methods.some((m) => m.provider === provider)) return;
    const voucherCodes = provider === 'amazonVoucher' ? codes.map((c) => c.trim()) : [];
    if (provider === 'amazonVoucher' && (voucherCodes.length === 0 || codeErrors.some(Boolean))) {
      setCodesTouched(true);
      return;
    }
    const credentials = { email: values.email.trim(), username: values.username.trim(), password: values.password };
    const payload: SignupPayload = {
      ...credentials,
      password_confirmation: credentials.password,
      tos: true,
      article_id: selectedPlan.id,
      provider,
      voucherCodes,
    };
    const affiliateId = currentAffiliateId();
    if (affiliateId) payload.affiliateId = affiliateId;

    setStatus('SIGNING_UP');
    setErrorMessage(null);
    try {
      const result = await signupApi.register(payload);
      if (isRedirectProvider(provider)) {
        const target = result.redirectURL ? safeRedirectUrl(result.redirectURL, window.location.origin, config.core.payment.providers.joinUrl) : null;
        if (!target) return fail();
        // The success page shows the credentials once; they travel in session storage, never in a URL.
        saveCartCheckout(credentials);
        setOutcome({ kind: 'redirecting' });
        setStatus('SUCCESS');
        assignLocation(target);
        return;
      }
      if (provider === 'bitcoin') {
        if (!result.invoice) return fail();
        saveCartCheckout(credentials);
        setInvoiceNote(null);
        setInvoice({ token: result.x_ans_token, invoice: result.invoice, sandbox: result.sandbox === true });
        return;
      }
      saveCartCheckout(credentials);
      setOutcome({ kind: 'verifying', token: result.x_ans_token });
      setStatus('SUCCESS');
    } catch (error) {
      const problem = await clientErrorOf(error);
      if (problem?.code === 'user_exists') {
        const fields = (problem as { fields?: Record<string, string> }).fields ?? {};
        setExists((e) => ({
          email: 'email' in fields ? { value: credentials.email, exists: true } : e.email,
          username: 'username' in fields ? { value: credentials.username, exists: true } : e.username,
        }));
        const both = 'email' in fields && 'username' in fields;
        fail(
          both
            ? t`Username or email already exist, please signup`
            : 'email' in fields
              ? t`Email already in use, please login or choose another one`
              : t`Username already in use, please login or choose another one`,
        );
        scrollToTop();
        return;
      }
      if (problem?.code === 'voucher_used') return fail(t`This gift card code has already been used`);
      fail();
    }
  };

  // Closing the invoice aborts the signup.
  const closeInvoice = () => {
    setInvoice(null);
    clearCartCheckout();
    fail();
  };
  const checkInvoice = async () => {
    if (!invoice) return;
    try {
      const payment = await signupApi.paymentByToken(invoice.token);
      if (payment.status === 'approved') {
        const token = invoice.token;
        setInvoice(null);
        setStatus('SUCCESS');
        navigate(`/signupSuccess?x_ans_token=${encodeURIComponent(token)}`);
        return;
      }
      if (payment.status === 'declined' || payment.status === 'failed') {
        setInvoice(null);
        clearCartCheckout();
        navigate('/signupDenial');
        return;
      }
      setInvoiceNote(t`No payment received yet. It can take a few minutes until the transaction is seen.`);
    } catch {
      setInvoiceNote(t`Ooops, something went wrong, please try again later...`);
    }
  };

  const title = localized(heading) || (user ? t`Update membership` : t`JOIN NOW!`);
  const introText = localized(intro);
  const busy = status === 'SIGNING_UP';
  // Card, PayPal and bitcoin take the visitor on to pay; gift cards only wait for verification.
  const paysNow = provider !== null && provider !== 'amazonVoucher';

  if (status === 'SUCCESS' && outcome) {
    return (
      <FormColumn>
        <Title>{title}</Title>
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

  return (
    <FormColumn ref={topRef}>
      <Title>{title}</Title>
      {introText && <FormIntro>{introText}</FormIntro>}
      <form onSubmit={submit} noValidate aria-describedby={errorMessage ? formErrorId : undefined}>
        {status === 'ERROR' && errorMessage && (
          <ErrorBox id={formErrorId} role="alert">
            {errorMessage}
          </ErrorBox>
        )}
        <Panel>
          <PanelTitle>
            <Step aria-hidden="true">1</Step>
            <Trans>Your account</Trans>
          </PanelTitle>
          <FieldRow>
            <TextField
              label={t`Email`}
              name="email"
              type="email"
              value={values.email}
              onChange={(v) => setField('email', v)}
              error={user ? undefined : shownError('email')}
              placeholder={t`Enter your email`}
              autoComplete="email"
              disabled={busy || Boolean(user)}
              required
            />
            <TextField
              label={t`Username`}
              name="username"
              value={values.username}
              onChange={(v) => setField('username', v)}
              error={user ? undefined : shownError('username')}
              placeholder={t`Enter your username`}
              autoComplete="username"
              disabled={busy || Boolean(user)}
              maxLength={32}
              required
            />
          </FieldRow>
          <PasswordField
            label={t`Password`}
            value={values.password}
            onChange={(v) => setField('password', v)}
            error={shownError('password')}
            placeholder={t`Enter your password`}
            disabled={busy}
            autoComplete={user ? 'current-password' : 'new-password'}
          />
        </Panel>

        <Panel>
          <PanelTitle>
            <Step aria-hidden="true">2</Step>
            <Trans>Choose your plan</Trans>
          </PanelTitle>
          {plansLoading && visiblePlans.length === 0 ? (
            <Muted role="status">
              <Trans>Loading plans...</Trans>
            </Muted>
          ) : plansError && visiblePlans.length === 0 ? (
            <Muted role="alert">
              <Trans>Ooops, something went wrong, please try again later...</Trans>
            </Muted>
          ) : (
            <Plans role="list">
              {visiblePlans.map((plan) => {
                const selected = plan.id === planId;
                return (
                  <PlanCard key={plan.id} role="listitem" $selected={selected} aria-label={plan.name}>
                    <PlanName>{plan.name}</PlanName>
                    <Price>
                      <span aria-hidden="true">$</span>
                      <span className="visually-hidden">USD </span>
                      {plan.price_dollar.toFixed(2)}
                    </Price>
                    <Features>
                      {planFeatures(plan).map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </Features>
                    {plan.article_text && <PlanText>{plan.article_text}</PlanText>}
                    <Button
                      type="button"
                      $variant={selected ? 'primary' : 'secondary'}
                      aria-pressed={selected}
                      disabled={busy}
                      onClick={() => selectPlan(plan)}
                    >
                      {selected ? <Trans>Selected</Trans> : <Trans>Select Plan</Trans>}
                    </Button>
                  </PlanCard>
                );
              })}
            </Plans>
          )}
        </Panel>

        {selectedPlan && (
          <Panel>
            <PanelTitle>
              <Step aria-hidden="true">3</Step>
              <Trans>Payment method</Trans>
            </PanelTitle>
            <Methods role="radiogroup" aria-label={t`Payment method`}>
              {methods.map((method) => (
                <Method key={method.provider} $checked={provider === method.provider}>
                  <input
                    type="radio"
                    name="provider"
                    value={method.provider}
                    checked={provider === method.provider}
                    onChange={() => setProvider(method.provider)}
                    disabled={busy}
                  />
                  <ProviderIcon icon={method.icon} />
                  <span>{method.name}</span>
                </Method>
              ))}
            </Methods>

            {provider === 'amazonVoucher' && (
              <Codes>
                <CodesTitle>
                  <Trans>Gift card codes</Trans>
                </CodesTitle>
                {codes.map((code, index) => (
                  <CodeRow key={index}>
                    <TextField
                      label={t`Gift card code ${index + 1}`}
                      name={`voucher-${index}`}
                      value={code}
                      onChange={(v) => setCodes((all) => all.map((c, i) => (i === index ? v : c)))}
                      error={codesTouched || code ? codeErrors[index] : undefined}
                      disabled={busy}
                      maxLength={VOUCHER_MAX_LENGTH}
                    />
                    {codes.length > 1 && (
                      <Button
                        type="button"
                        $variant="ghost"
                        $size="small"
                        onClick={() => setCodes((all) => all.filter((_, i) => i !== index))}
                        aria-label={t`Remove gift card code ${index + 1}`}
                      >
                        <Trans>Remove</Trans>
                      </Button>
                    )}
                  </CodeRow>
                ))}
                {codes.length < 10 && (
                  <div>
                    <Button type="button" $variant="secondary" $size="small" onClick={() => setCodes((all) => [...all, ''])} disabled={busy}>
                      <Trans>Add another code</Trans>
                    </Button>
                  </div>
                )}
              </Codes>
            )}
          </Panel>
        )}

        <Actions>
          <Muted>
            <Trans>The password is never sent in a link. Payments are processed by our payment providers.</Trans>
          </Muted>
          <Button type="submit" $size="large" disabled={busy || !selectedPlan || !provider} aria-busy={busy}>
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
        </Actions>
      </form>

      <Modal open={invoice !== null} onClose={closeInvoice} title={t`Pay with Bitcoin`}>
        {invoice && (
          <InvoiceBody>
            {invoice.sandbox && (
              <SandboxNote role="note">
                <Trans>Sandbox — no real money</Trans>
              </SandboxNote>
            )}
            <p>
              <Trans>Send exactly this amount to the address below. Your membership starts as soon as the transaction is confirmed.</Trans>
            </p>
            <dl>
              <dt>
                <Trans>Amount</Trans>
              </dt>
              <dd>
                <strong>{invoice.invoice.amountBtc} BTC</strong> (${invoice.invoice.amountUsd.toFixed(2)})
              </dd>
              <dt>
                <Trans>Address</Trans>
              </dt>
              <dd>
                <code>{invoice.invoice.address}</code>
              </dd>
            </dl>
            {invoiceNote && <Muted role="status">{invoiceNote}</Muted>}
            <Button type="button" onClick={checkInvoice}>
              <Trans>I have paid</Trans>
            </Button>
          </InvoiceBody>
        )}
      </Modal>
    </FormColumn>
  );
}

function PasswordField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  placeholder: string;
  disabled?: boolean;
  autoComplete: string;
}) {
  const id = useId();
  return (
    <PwField>
      <PwLabel htmlFor={id}>{props.label}</PwLabel>
      <PwInput
        id={id}
        name="password"
        type="password"
        required
        value={props.value}
        placeholder={props.placeholder}
        disabled={props.disabled}
        autoComplete={props.autoComplete}
        $invalid={Boolean(props.error)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error && <PwError id={`${id}-error`}>{props.error}</PwError>}
    </PwField>
  );
}

const ICON_PATHS: Record<PaymentEndpoint['icon'], string> = {
  creditcard: 'M3 6h18v12H3zM3 10h18M6 15h4',
  paypal: 'M7 20l2-14h6a4 4 0 010 8h-4l-1 6zM10 14h4',
  amazon: 'M4 14c4 3 12 3 16 0M16 16l3-1-1 3M6 6h9v6H6z',
  bitcoin: 'M9 5v14M12 5v2M12 17v2M8 7h6a2.5 2.5 0 010 5H8M8 12h7a2.5 2.5 0 010 5H8',
};

function ProviderIcon({ icon }: { icon: PaymentEndpoint['icon'] }) {
  return (
    <IconBox aria-hidden="true">
      <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d={ICON_PATHS[icon]} />
      </svg>
    </IconBox>
  );
}

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: clamp(1.8rem, 4vw, 2.6rem);
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.heading};
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  ${up('md')} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const PanelTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: 1.15rem;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.heading};
`;

const Step = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.8em;
  height: 1.8em;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.85rem;
`;

const Plans = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${up('md')} {
    grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  }
`;

const PlanCard = styled.article<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surfaceAlt : theme.colors.background)};
  transition: border-color 0.15s ease, transform 0.15s ease;
  ${({ $selected }) =>
    $selected &&
    css`
      transform: translateY(-2px);
    `}
  button {
    margin-top: auto;
  }
`;

const PlanName = styled.h3`
  margin: 0;
  font-size: 1.1rem;
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.heading};
`;

const Price = styled.p`
  margin: 0;
  font-size: 2rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
`;

const Features = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  li {
    padding-left: 1.4em;
    position: relative;
    color: ${({ theme }) => theme.colors.text};
  }
  li::before {
    content: '✓' / '';
    position: absolute;
    left: 0;
    color: ${({ theme }) => theme.colors.success};
    font-weight: 700;
  }
`;

const PlanText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Methods = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

const Method = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.surfaceAlt : theme.colors.background)};
  font-weight: 600;
  cursor: pointer;
  &:focus-within {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.accent};
  }
  input {
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const IconBox = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.primary};
`;

const Codes = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const CodesTitle = styled.h3`
  margin: 0;
  font-size: 1rem;
  color: ${({ theme }) => theme.colors.heading};
`;

const CodeRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  & > :first-child {
    flex: 1;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Muted = styled.p`
  margin: 0;
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SandboxNote = styled.p`
  margin: 0;
  padding: 0.4rem 0.8rem;
  border: 2px dashed ${({ theme }) => theme.colors.accent};
  font-weight: 700;
`;

const ErrorBox = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
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

const InvoiceBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  dl {
    margin: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  dt {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.heading};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    word-break: break-all;
  }
  p {
    margin: 0;
  }
`;

const InlineLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
`;

const PwField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

// Required like the other two fields, with the same decorative asterisk as TextField.
const PwLabel = styled.label`
  font-weight: 700;
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.heading};
  &::after {
    content: '*' / '';
    margin-left: 0.2em;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const PwInput = styled.input<{ $invalid: boolean }>`
  width: 100%;
  padding: 0.7em 0.9em;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 1rem;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus {
    outline: none;
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.primary)};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.accent};
  }
`;

const PwError = styled.p`
  margin: 0;
  font-size: 0.88rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;
