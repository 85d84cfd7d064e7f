// After the payment provider: the payment is looked up by its token until the provider has
// confirmed it. Login details (and 'Go to login!') appear only once the account exists: when the
// payment is approved, or at once for a gift card, whose account is made at signup so the buyer
// can log in and check the verification. A member who renewed hears that the membership was
// extended, a buyer that the update is in My Purchases.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useStore } from 'jotai';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { signupSuccess } from './index';
import { useApi } from '../../src/api/api-context';
import { clearCartCheckout, readCartCheckout, useSignupApi, type PaymentLookup } from '../../src/api/signup';
import { useLocalized } from '../../src/i18n/use-localized';
import { clearCartItem, readCartItem, type CartItem } from '../../src/state/cart-checkout';
import { useRenderedUser } from '../../src/state/rendered-user';
import { loadSessionUser } from '../../src/state/session-actions';
import { ButtonLink, Button } from '../../src/ui/button';
import { FormColumn } from '../../src/ui/form-layout';
import { up } from '../../src/theme/breakpoints';
import { PAYMENT_TOKEN_PARAM, PROVIDER_ANSWER_PARAM } from '../../shared/page-query';
import { usePaymentWatch } from './use-payment-watch';

export { FIRST_LOOKUP_MS, POLL_DELAYS_MS, RETRY_LOOKUP_MS, WAIT_WINDOW_MS } from './use-payment-watch';

/** What an approved payment did: a new account, a renewal by a logged-in member, a single purchase. */
type Approved = { kind: 'account'; payment: PaymentLookup; password: string | null } | { kind: 'renewal' } | { kind: 'purchase'; item: CartItem };

/** The password typed at signup, kept in session storage until shown once; only for this account. */
function storedPasswordFor(payment: PaymentLookup): string | null {
  const stored = readCartCheckout();
  return stored && stored.username.toLowerCase() === payment.username.toLowerCase() && stored.password ? stored.password : null;
}

export default function SignupSuccess({ heading }: BlockProps<typeof signupSuccess>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const navigate = useNavigate();
  const api = useApi();
  const store = useStore();
  const user = useRenderedUser();
  const [query] = useSearchParams();
  const token = query.get(PAYMENT_TOKEN_PARAM);
  // A biller that sends declined buyers back here (Epoch without a decline URL) says so in `ans`:
  // nothing will be approved, so the denial page says it at once instead of a wait.
  const declinedByBiller = query.get(PROVIDER_ANSWER_PARAM)?.startsWith('N') ?? false;
  const { paymentByToken } = useSignupApi();
  const { watch, checkAgain } = usePaymentWatch(token, paymentByToken);
  const [approved, setApproved] = useState<Approved | null>(null);
  const [shown, setShown] = useState(false);
  const userRef = useRef(user);
  userRef.current = user;

  useEffect(() => {
    if (declinedByBiller) navigate('/signupDenial', { replace: true });
  }, [declinedByBiller, navigate]);

  useEffect(() => {
    if (watch.kind !== 'settled') return;
    const { payment } = watch;
    // Money taken that could not be honoured: said here, not as a denial (nothing was declined).
    if (payment.status === 'refunded' || payment.status === 'needs_staff') {
      clearCartCheckout();
      clearCartItem();
      return;
    }
    if (payment.status !== 'approved') {
      clearCartCheckout();
      navigate('/signupDenial', { replace: true });
      return;
    }
    const member = userRef.current;
    const item = readCartItem();
    if (member && item && item.token === token) {
      clearCartItem();
      setApproved({ kind: 'purchase', item });
    } else if (member && member.username.toLowerCase() === payment.username.toLowerCase()) {
      clearCartCheckout();
      setApproved({ kind: 'renewal' });
    } else {
      setApproved({ kind: 'account', payment, password: storedPasswordFor(payment) });
    }
    // The session's access (subscription, purchases) changed with this payment.
    if (member) void loadSessionUser(api, store);
  }, [watch, token, navigate, api, store]);

  // A visitor's gift-card account exists while staff verify the cards (server: "log in to check status").
  const verifyingAccount = watch.kind === 'waiting' && watch.status === 'verifying' && !user ? watch.payment : null;
  // Read once: showing the password takes it out of session storage, and the page keeps polling.
  const verifyingPassword = useRef<string | null | undefined>(undefined);
  if (verifyingAccount && verifyingPassword.current === undefined) verifyingPassword.current = storedPasswordFor(verifyingAccount);
  const account = approved?.kind === 'account' ? approved : verifyingAccount ? { payment: verifyingAccount, password: verifyingPassword.current ?? null } : null;

  const showPassword = () => {
    setShown(true);
    // Shown once: it leaves session storage now.
    clearCartCheckout();
  };

  const title = localized(heading) || t`Welcome aboard`;

  return (
    <FormColumn>
      <Card aria-live="polite">
        <Title>{title}</Title>
        {!token && (
          <Stack>
            <Muted>
              <Trans>
                No transaction was given. If you have just paid, please contact our <Link to="/support">support</Link>.
              </Trans>
            </Muted>
          </Stack>
        )}
        {token && watch.kind === 'checking' && (
          <Stack role="status">
            <Spinner aria-hidden="true" />
            <Lead>
              <Trans>Checking transaction...</Trans>
            </Lead>
            <Muted>
              <Trans>
                This can take a moment. If nothing happens, please contact our <Link to="/support">support</Link> with the email address you
                signed up with.
              </Trans>
            </Muted>
          </Stack>
        )}
        {token && watch.kind === 'waiting' && (
          <Stack role="status">
            {!watch.stillWaiting && <Spinner aria-hidden="true" />}
            {watch.status === 'verifying' ? (
              <Lead>
                <Trans>Thank you! Your payment is in progress and will be verified. Log in to check its status.</Trans>
              </Lead>
            ) : (
              <Lead>
                <Trans>
                  We are waiting for the payment provider to confirm your payment. This page updates by itself; your login details appear here as soon
                  as it is confirmed.
                </Trans>
              </Lead>
            )}
            {watch.stillWaiting && (
              <>
                <Note>
                  <Trans>
                    Still waiting for the confirmation. Your payment is not lost: keep this page open or come back later. If it takes longer than an hour,
                    please contact our <Link to="/support">support</Link> with the email address you signed up with.
                  </Trans>
                </Note>
                <div>
                  <Button type="button" $variant="secondary" onClick={checkAgain}>
                    <Trans>Check again</Trans>
                  </Button>
                </div>
              </>
            )}
          </Stack>
        )}
        {token && watch.kind === 'failed' && (
          <Stack>
            <Danger role="alert">
              <Trans>Ooops, something went wrong, please try again later...</Trans>
            </Danger>
            <Muted>
              <Trans>
                We could not confirm your transaction yet. Please contact our <Link to="/support">support</Link>; your payment is not lost.
              </Trans>
            </Muted>
          </Stack>
        )}
        {token && watch.kind === 'settled' && (watch.payment.status === 'refunded' || watch.payment.status === 'needs_staff') && (
          <Stack role="status" data-testid="payment-not-honoured">
            <Lead>
              {watch.payment.status === 'refunded' ? (
                <Trans>
                  Your payment arrived, but we could not give you what it was for (for example, the username was taken in the meantime, or you already own
                  this item). We have refunded it in full: nothing was kept.
                </Trans>
              ) : (
                <Trans>
                  Your payment arrived, but we could not give you what it was for automatically. Your money is safe: our team will refund it or give you the
                  access it paid for, and will write to you.
                </Trans>
              )}
            </Lead>
            <Muted>
              <Trans>
                Questions? Please contact our <Link to="/support">support</Link> with the email address you paid with.
              </Trans>
            </Muted>
          </Stack>
        )}
        {approved?.kind === 'renewal' && (
          <Stack>
            <Lead>
              <Trans>Thank you, your membership has been extended. You can go on with your account as before.</Trans>
            </Lead>
            <div>
              <ButtonLink to="/payment" $size="large">
                <Trans>See my membership</Trans>
              </ButtonLink>
            </div>
          </Stack>
        )}
        {approved?.kind === 'purchase' && (
          <Stack>
            <Lead>
              <Trans>Thank you, your purchase is complete: {approved.item.title} is now in My Purchases.</Trans>
            </Lead>
            <div>
              <ButtonLink to="/myupdates" $size="large">
                <Trans>Go to My Purchases</Trans>
              </ButtonLink>
            </div>
          </Stack>
        )}
        {account && (
          <Stack>
            <Lead>
              {approved ? <Trans>Thank you, your membership is ready. These are your login details:</Trans> : <Trans>Your account is ready: log in with these details to check the status of your payment.</Trans>}
            </Lead>
            <Details>
              <dt>
                <Trans>Email</Trans>
              </dt>
              <dd>{account.payment.email}</dd>
              <dt>
                <Trans>Username</Trans>
              </dt>
              <dd>{account.payment.username}</dd>
              <dt>
                <Trans>Password</Trans>
              </dt>
              <dd>
                {account.password === null ? (
                  <Muted as="span">
                    <Trans>The password you chose at signup.</Trans>
                  </Muted>
                ) : shown ? (
                  <code data-testid="signup-password">{account.password}</code>
                ) : (
                  <Button type="button" $variant="secondary" $size="small" onClick={showPassword}>
                    <Trans>Show Password</Trans>
                  </Button>
                )}
              </dd>
            </Details>
            {account.password !== null && (
              <Note>
                <Trans>For your security the password is shown only once. Please write it down before you leave this page.</Trans>
              </Note>
            )}
            <div>
              <ButtonLink to="/login" $size="large">
                <Trans>Go to login!</Trans>
              </ButtonLink>
            </div>
          </Stack>
        )}
      </Card>
    </FormColumn>
  );
}

const Card = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  ${up('md')} {
    padding: ${({ theme }) => theme.space.xl};
  }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: clamp(1.6rem, 3.5vw, 2.3rem);
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.heading};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  p a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Lead = styled.p`
  margin: 0;
  font-size: 1.1rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.heading};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Danger = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: 0.92rem;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.xs};
  ${up('sm')} {
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  }
  align-items: center;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  dt {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.heading};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;
  }
  button {
    white-space: nowrap;
  }
  code {
    font-size: 1.05rem;
  }
`;

const Spinner = styled.span`
  width: 2rem;
  height: 2rem;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: success-spin 0.9s linear infinite;
  @keyframes success-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
