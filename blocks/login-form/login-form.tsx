import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useStore } from 'jotai';
import { HTTPError } from 'ky';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { loginForm } from './index';
import { useApi } from '../../src/api/api-context';
import { useLocalized } from '../../src/i18n/use-localized';
import { login } from '../../src/state/login';
import { landingAfterLogin } from '../../src/routes/landing';
import { isLoginName } from '../../src/ui/account-rules';
import { FormCard, FormHeading, FormIntro } from '../../src/ui/form-layout';
import { useNoScriptForm } from '../../src/ui/no-script-form';
import { FormStatus } from '../../src/ui/form-status';
import { clientErrorOf } from '../../src/api/forms';
import { retryAfterOf, TooManyAttempts } from '../../src/ui/too-many-attempts';
import { LOGIN_RETURN_PARAM } from '../../shared/page-query';
import { ForgotPassword } from './forgot-password';
import { ResetPassword } from './reset-password';
import { Actions, Column, Field, FieldError, Input, Label, Notice, LinkNote } from './form-parts';
import { BusySubmit } from './busy-submit';
import { TwoFactorStep } from './two-factor-step';

/** The spinner stays at least this long, on success and before an error shows. */
export const LOGIN_FEEDBACK_DELAY_MS = 1000;

type Phase = 'idle' | 'loggingIn' | 'success' | 'error';
type Failure = 'credentials' | 'invalid' | 'blocked' | 'limited' | 'other';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `/login/forgot` asks for a reset link, `/login/reset?token=...` sets the new password; anything else logs in. */
export default function LoginForm(props: BlockProps<typeof loginForm>) {
  const { action } = useParams();
  if (action === 'forgot') return <ForgotPassword />;
  if (action === 'reset') return <ResetPassword />;
  return <SignIn {...props} />;
}

function SignIn({ heading, intro, showSignupLink }: BlockProps<typeof loginForm>) {
  const noScript = useNoScriptForm('login');
  const { t } = useLingui();
  const localized = useLocalized();
  const api = useApi();
  const store = useStore();
  const navigate = useNavigate();
  const { action } = useParams();
  const [searchParams] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<Failure>('other');
  const [waitSeconds, setWaitSeconds] = useState(0);
  // Set after a right password of an account with two-factor sign-in: the form asks for the code.
  const [challenge, setChallenge] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);
  const userId = useId();
  const passwordId = useId();
  const errorId = useId();

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const busy = phase === 'loggingIn' || phase === 'success';
  // 'Username/Email invalid' for text that is neither, once the field was left or sent.
  const [nameChecked, setNameChecked] = useState(false);
  const nameInvalid = nameChecked && username.trim() !== '' && !isLoginName(username.trim());
  const nameErrorId = useId();

  const submit = async () => {
    // Nothing happens while either field is empty.
    if (busy || !username.trim() || !password) return;
    if (!isLoginName(username.trim())) {
      setNameChecked(true);
      return;
    }
    setPhase('loggingIn');
    const started = Date.now();
    try {
      const outcome = await login(api, store, username.trim(), password);
      if (!mounted.current) return;
      if ('challenge' in outcome) {
        setChallenge(outcome.challenge);
        setPhase('idle');
        return;
      }
      const { user } = outcome;
      setPhase('success');
      await wait(LOGIN_FEEDBACK_DELAY_MS);
      if (mounted.current) navigate(landingAfterLogin(user, searchParams.get(LOGIN_RETURN_PARAM)), { replace: true });
    } catch (error) {
      const status = error instanceof HTTPError ? error.response.status : 0;
      // A blocked account (chargeback) is told so: the right password would never help.
      const problem = status === 403 ? await clientErrorOf(error) : null;
      // Too many failed attempts: the server says how long to wait.
      const retryAfter = retryAfterOf(error);
      await wait(Math.max(0, LOGIN_FEEDBACK_DELAY_MS - (Date.now() - started)));
      if (!mounted.current) return;
      if (retryAfter !== undefined) setWaitSeconds(retryAfter);
      setFailure(
        status === 401
          ? 'credentials'
          : status === 400 || status === 422
            ? 'invalid'
            : retryAfter !== undefined
              ? 'limited'
              : problem?.code === 'account_blocked'
                ? 'blocked'
                : 'other',
      );
      setPhase('error');
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  // Enter in the first field moves on to the password instead of submitting.
  const onUsernameKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    passwordRef.current?.focus();
  };

  const title = localized(heading) || t`Login`;
  const introText = localized(intro);

  return (
    <Column>
      <FormHeading as="h1">{title}</FormHeading>
      {action === 'autologout' && (
        <Notice role="status">
          <Trans>You were automatically logged out</Trans>
        </Notice>
      )}
      {introText && !challenge && (
        <FormIntro>
          <p>{introText}</p>
        </FormIntro>
      )}
      {challenge ? (
        <TwoFactorStep
          challenge={challenge}
          feedbackMs={LOGIN_FEEDBACK_DELAY_MS}
          onSignedIn={(user) => navigate(landingAfterLogin(user, searchParams.get(LOGIN_RETURN_PARAM)), { replace: true })}
          onRestart={() => {
            setChallenge(null);
            setPassword('');
          }}
        />
      ) : (
        <FormCard {...noScript} noValidate onSubmit={onSubmit} aria-label={title} aria-busy={busy || undefined}>
          <Field>
            <Label htmlFor={userId}>
              <Trans>Username or Email</Trans>
            </Label>
            <Input
              id={userId}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              maxLength={191}
              disabled={busy}
              aria-invalid={phase === 'error' || nameInvalid || undefined}
              aria-describedby={nameInvalid ? nameErrorId : phase === 'error' ? errorId : undefined}
              onChange={(event) => setUsername(event.target.value)}
              onBlur={() => setNameChecked(true)}
              onKeyDown={onUsernameKeyDown}
            />
            {nameInvalid && (
              <FieldError id={nameErrorId}>
                <Trans>Username/Email invalid</Trans>
              </FieldError>
            )}
          </Field>
          <Field>
            <Label htmlFor={passwordId}>
              <Trans>Password</Trans>
            </Label>
            <Input
              id={passwordId}
              ref={passwordRef}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              disabled={busy}
              aria-invalid={phase === 'error' || undefined}
              aria-describedby={phase === 'error' ? errorId : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          {phase === 'error' && (
            <FormStatus kind="error" id={errorId}>
              {failure === 'credentials' ? (
                <Trans>Username/Email or password wrong</Trans>
              ) : failure === 'invalid' ? (
                <Trans>Username/Email invalid</Trans>
              ) : failure === 'limited' ? (
                <TooManyAttempts seconds={waitSeconds} />
              ) : failure === 'blocked' ? (
                <Trans>This account is blocked. Please contact our support.</Trans>
              ) : (
                <Trans>Something went wrong, please try again later</Trans>
              )}
            </FormStatus>
          )}
          <Actions>
            <BusySubmit busy={busy} label={<Trans>Login</Trans>} busyLabel={<Trans>Logging in...</Trans>} />
            <LinkNote>
              <Link to="/login/forgot">
                <Trans>Forgot password?</Trans>
              </Link>
            </LinkNote>
            {showSignupLink && (
              <LinkNote>
                <Trans>
                  Not a member yet? <Link to="/signup">Join now</Link>
                </Trans>
              </LinkNote>
            )}
          </Actions>
        </FormCard>
      )}
    </Column>
  );
}
