import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { signupSuccess } from './index';
import { clearCartCheckout, readCartCheckout, useSignupApi, type PaymentLookup } from '../../src/api/signup';
import { useLocalized } from '../../src/i18n/use-localized';
import { ButtonLink, Button } from '../../src/ui/button';
import { FormColumn } from '../../src/ui/form-layout';
import { up } from '../../src/theme/breakpoints';
import { PAYMENT_TOKEN_PARAM } from '../../shared/page-query';

/** The lookup runs first after 2 s and, on failure, once more after 10 s. */
export const FIRST_LOOKUP_MS = 2_000;
export const RETRY_LOOKUP_MS = 10_000;

type View =
  | { kind: 'checking' }
  | { kind: 'found'; payment: PaymentLookup }
  | { kind: 'failed' }
  | { kind: 'missing' };

const VERIFYING = new Set(['pending', 'verifying']);

export default function SignupSuccess({ heading }: BlockProps<typeof signupSuccess>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const token = query.get(PAYMENT_TOKEN_PARAM);
  const { paymentByToken } = useSignupApi();
  const [view, setView] = useState<View>(token ? { kind: 'checking' } : { kind: 'missing' });
  const [password, setPassword] = useState<string | null>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!token) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const lookup = async (isRetry: boolean) => {
      try {
        const payment = await paymentByToken(token);
        if (!live) return;
        if (payment.status === 'declined' || payment.status === 'failed') {
          clearCartCheckout();
          navigate('/signupDenial', { replace: true });
          return;
        }
        // A card payment whose confirmation has not arrived yet gets the one retry.
        if (payment.status === 'pending' && !isRetry && payment.provider !== 'amazonVoucher') {
          timer = setTimeout(() => void lookup(true), RETRY_LOOKUP_MS);
          return;
        }
        const stored = readCartCheckout();
        if (stored && stored.username.toLowerCase() === payment.username.toLowerCase() && stored.password) setPassword(stored.password);
        setView({ kind: 'found', payment });
      } catch {
        if (!live) return;
        if (isRetry) setView({ kind: 'failed' });
        else timer = setTimeout(() => void lookup(true), RETRY_LOOKUP_MS);
      }
    };
    timer = setTimeout(() => void lookup(false), FIRST_LOOKUP_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [token, paymentByToken, navigate]);

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
        {view.kind === 'checking' && (
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
        {view.kind === 'failed' && (
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
        {view.kind === 'missing' && (
          <Stack>
            <Muted>
              <Trans>
                No transaction was given. If you have just paid, please contact our <Link to="/support">support</Link>.
              </Trans>
            </Muted>
          </Stack>
        )}
        {view.kind === 'found' && (
          <Stack>
            {VERIFYING.has(view.payment.status) ? (
              <Lead>
                <Trans>Thank you! Your payment is in progress and will be verified. Log in to check its status.</Trans>
              </Lead>
            ) : (
              <Lead>
                <Trans>Thank you, your membership is ready. These are your login details:</Trans>
              </Lead>
            )}
            <Details>
              <dt>
                <Trans>Email</Trans>
              </dt>
              <dd>{view.payment.email}</dd>
              <dt>
                <Trans>Username</Trans>
              </dt>
              <dd>{view.payment.username}</dd>
              <dt>
                <Trans>Password</Trans>
              </dt>
              <dd>
                {password === null ? (
                  <Muted as="span">
                    <Trans>The password you chose at signup.</Trans>
                  </Muted>
                ) : shown ? (
                  <code data-testid="signup-password">{password}</code>
                ) : (
                  <Button type="button" $variant="secondary" $size="small" onClick={showPassword}>
                    <Trans>Show Password</Trans>
                  </Button>
                )}
              </dd>
            </Details>
            {password !== null && (
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
