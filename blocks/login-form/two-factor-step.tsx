// The login's second step for an account with two-factor sign-in: the 6-digit code from the
// authenticator app, or (switch) a recovery code. Busy and errors behave as in the password step.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from 'jotai';
import { HTTPError } from 'ky';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApi } from '../../src/api/api-context';
import { loginWithCode } from '../../src/state/login';
import { FormCard } from '../../src/ui/form-layout';
import { useNoScriptForm } from '../../src/ui/no-script-form';
import { FormStatus } from '../../src/ui/form-status';
import { clientErrorOf } from '../../src/api/forms';
import { retryAfterOf, TooManyAttempts } from '../../src/ui/too-many-attempts';
import { Actions, Field, Input, Label, LinkButton, LinkNote } from './form-parts';
import { BusySubmit } from './busy-submit';

type Phase = 'idle' | 'checking' | 'success' | 'error';
type Failure = 'code' | 'expired' | 'limited' | 'other';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface TwoFactorStepProps {
  challenge: string;
  /** The spinner's minimum time (the password step's). */
  feedbackMs: number;
  /** Signed in: the form moves on. */
  /** Signed in: where to go is the form's choice (the member's home, or the page they came from). */
  onSignedIn: (user: { role_id: number }) => void;
  /** Back to username and password (the challenge expired, or the member asks). */
  onRestart: () => void;
}

export function TwoFactorStep({ challenge, feedbackMs, onSignedIn, onRestart }: TwoFactorStepProps) {
  const noScript = useNoScriptForm('login');
  const { t } = useLingui();
  const api = useApi();
  const store = useStore();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<Failure>('other');
  const [waitSeconds, setWaitSeconds] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);
  const codeId = useId();
  const hintId = useId();
  const errorId = useId();
  const busy = phase === 'checking' || phase === 'success';

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => inputRef.current?.focus(), [recovery]);

  const submit = async () => {
    const value = code.trim();
    if (busy || !value) return;
    setPhase('checking');
    const started = Date.now();
    try {
      const user = await loginWithCode(api, store, challenge, value);
      if (!mounted.current) return;
      setPhase('success');
      await wait(feedbackMs);
      if (mounted.current) onSignedIn(user);
    } catch (error) {
      const status = error instanceof HTTPError ? error.response.status : 0;
      const problem = status === 400 ? await clientErrorOf(error) : null;
      const retryAfter = retryAfterOf(error);
      await wait(Math.max(0, feedbackMs - (Date.now() - started)));
      if (!mounted.current) return;
      if (retryAfter !== undefined) setWaitSeconds(retryAfter);
      setFailure(status === 401 || problem?.code === 'validation_failed' ? 'code' : problem?.code === 'invalid_challenge' ? 'expired' : retryAfter !== undefined ? 'limited' : 'other');
      setCode('');
      setPhase('error');
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const toggle = () => {
    setRecovery((r) => !r);
    setCode('');
    setPhase('idle');
  };

  const label = recovery ? t`Recovery code` : t`6-digit code`;
  const describedBy = [hintId, phase === 'error' ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <FormCard {...noScript} noValidate onSubmit={onSubmit} aria-label={t`Two-factor sign-in`} aria-busy={busy || undefined}>
      <p id={hintId}>
        {recovery ? <Trans>Enter one of your recovery codes. Each code works once.</Trans> : <Trans>Enter the 6-digit code from your authenticator app</Trans>}
      </p>
      <Field>
        <Label htmlFor={codeId}>{label}</Label>
        <Input
          id={codeId}
          ref={inputRef}
          name={recovery ? 'recovery-code' : 'one-time-code'}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          inputMode={recovery ? 'text' : 'numeric'}
          pattern={recovery ? undefined : '[0-9 ]*'}
          maxLength={recovery ? 32 : 7}
          value={code}
          disabled={busy}
          aria-invalid={phase === 'error' || undefined}
          aria-describedby={describedBy}
          onChange={(event) => setCode(event.target.value)}
        />
      </Field>
      {phase === 'error' && (
        <FormStatus kind="error" id={errorId}>
          {failure === 'code' ? (
            recovery ? (
              <Trans>This recovery code is not correct or was already used.</Trans>
            ) : (
              <Trans>This code is not correct. Please try again.</Trans>
            )
          ) : failure === 'expired' ? (
            <Trans>This sign-in has expired. Please enter your username and password again.</Trans>
          ) : failure === 'limited' ? (
            <TooManyAttempts seconds={waitSeconds} />
          ) : (
            <Trans>Something went wrong, please try again later</Trans>
          )}
        </FormStatus>
      )}
      <Actions>
        <BusySubmit busy={busy} label={<Trans>Verify</Trans>} busyLabel={<Trans>Checking...</Trans>} />
        <LinkNote>
          <LinkButton type="button" onClick={toggle} disabled={busy}>
            {recovery ? <Trans>Use the code from my app instead</Trans> : <Trans>Use a recovery code instead</Trans>}
          </LinkButton>
        </LinkNote>
        <LinkNote>
          <LinkButton type="button" onClick={onRestart} disabled={busy}>
            <Trans>Back to sign in</Trans>
          </LinkButton>
        </LinkNote>
      </Actions>
    </FormCard>
  );
}
