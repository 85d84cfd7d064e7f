// `/login/reset?token=...`, the link of the reset mail: a new password (signup's rules) twice, then
// a link to log in. A missing, spent or expired token offers a new link instead.
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { HTTPError } from 'ky';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePasswordResetApi } from '../../src/api/password-reset';
import { PasswordLimits, PasswordMeter, passwordProblemOf, usePasswordCheck, usePasswordMessages } from '../../src/ui/password-check';
import type { PasswordProblem } from '../../shared/password-policy';
import { FormCard, FormHeading, FormIntro } from '../../src/ui/form-layout';
import { useNoScriptForm } from '../../src/ui/no-script-form';
import { FormStatus } from '../../src/ui/form-status';
import { Actions, Column, Field, FieldError, Input, Label, LinkNote } from './form-parts';
import { BusySubmit } from './busy-submit';
import { RESET_TOKEN_PARAM } from '../../shared/page-query';

type Phase = 'idle' | 'saving' | 'done' | 'invalidLink' | 'limited' | 'error';

export function ResetPassword() {
  const noScript = useNoScriptForm('reset-password');
  const { t } = useLingui();
  const { reset } = usePasswordResetApi();
  const [searchParams] = useSearchParams();
  const token = searchParams.get(RESET_TOKEN_PARAM) ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [typed, setTyped] = useState({ password: false, confirmation: false });
  const [phase, setPhase] = useState<Phase>(token.length >= 16 ? 'idle' : 'invalidLink');
  const passwordId = useId();
  const confirmationId = useId();
  const passwordErrorId = useId();
  const confirmationErrorId = useId();
  const busy = phase === 'saving';
  const title = t`Set a new password`;

  const passwordCheck = usePasswordCheck(password);
  const passwordMessages = usePasswordMessages();
  const [serverProblem, setServerProblem] = useState<{ password: string; problem: PasswordProblem }>();
  const problem = passwordCheck.problem ?? (serverProblem?.password === password ? serverProblem.problem : undefined);
  const passwordError = problem ? passwordMessages[problem] : undefined;
  const confirmationError = confirmation !== password ? t`Passwords do not match` : undefined;
  const shownPasswordError = typed.password ? passwordError : undefined;
  const shownConfirmationError = typed.confirmation && !passwordError ? confirmationError : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTyped({ password: true, confirmation: true });
    if (busy || passwordError || confirmationError) return;
    setPhase('saving');
    try {
      await reset({ token, password, password_confirmation: confirmation });
      setPhase('done');
    } catch (error) {
      const response = error instanceof HTTPError ? error.response : undefined;
      const status = response?.status ?? 0;
      const answer = status === 400 ? ((await response!.json().catch(() => null)) as { error?: { code?: string; fields?: Record<string, string> } } | null)?.error : undefined;
      // A password the server refuses (its breached list): the reason shows at the field.
      const refused = passwordProblemOf(answer?.fields?.password);
      if (refused) {
        setServerProblem({ password, problem: refused });
        setPhase('idle');
        return;
      }
      setPhase(answer?.code === 'invalid_token' ? 'invalidLink' : status === 429 ? 'limited' : 'error');
    }
  };

  if (phase === 'done') {
    return (
      <Column>
        <FormHeading as="h1">{title}</FormHeading>
        <FormStatus kind="success" focusOnShow>
          <Trans>Your password has been changed. You have been logged out everywhere; please log in with your new password.</Trans>
        </FormStatus>
        <LinkNote>
          <Link to="/login">
            <Trans>Log in</Trans>
          </Link>
        </LinkNote>
      </Column>
    );
  }

  if (phase === 'invalidLink') {
    return (
      <Column>
        <FormHeading as="h1">{title}</FormHeading>
        <FormStatus kind="error" focusOnShow>
          <Trans>This reset link is invalid or has expired. Please request a new one.</Trans>
        </FormStatus>
        <LinkNote>
          <Link to="/login/forgot">
            <Trans>Request a new link</Trans>
          </Link>
        </LinkNote>
      </Column>
    );
  }

  return (
    <Column>
      <FormHeading as="h1">{title}</FormHeading>
      <FormIntro>
        <p>
          <Trans>Choose a new password.</Trans> <PasswordLimits />
        </p>
      </FormIntro>
      <FormCard {...noScript} noValidate onSubmit={(event) => void onSubmit(event)} aria-label={title} aria-busy={busy || undefined}>
        <Field>
          <Label htmlFor={passwordId}>
            <Trans>New password</Trans>
          </Label>
          <Input
            id={passwordId}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            disabled={busy}
            aria-invalid={!!shownPasswordError || undefined}
            aria-describedby={shownPasswordError ? passwordErrorId : undefined}
            onChange={(event) => {
              setPassword(event.target.value);
              setTyped((v) => ({ ...v, password: true }));
            }}
          />
          {shownPasswordError && <FieldError id={passwordErrorId}>{shownPasswordError}</FieldError>}
          <PasswordMeter password={password} check={passwordCheck} />
        </Field>
        <Field>
          <Label htmlFor={confirmationId}>
            <Trans>Confirm new password</Trans>
          </Label>
          <Input
            id={confirmationId}
            name="password_confirmation"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            disabled={busy}
            aria-invalid={!!shownConfirmationError || undefined}
            aria-describedby={shownConfirmationError ? confirmationErrorId : undefined}
            onChange={(event) => setConfirmation(event.target.value)}
            onBlur={() => setTyped((v) => ({ ...v, confirmation: true }))}
          />
          {shownConfirmationError && <FieldError id={confirmationErrorId}>{shownConfirmationError}</FieldError>}
        </Field>
        {(phase === 'error' || phase === 'limited') && (
          <FormStatus kind="error">
            {phase === 'limited' ? <Trans>Too many requests, please wait a minute and try again</Trans> : <Trans>Something went wrong, please try again later</Trans>}
          </FormStatus>
        )}
        <Actions>
          <BusySubmit busy={busy} label={<Trans>Save new password</Trans>} busyLabel={<Trans>Saving...</Trans>} />
        </Actions>
      </FormCard>
    </Column>
  );
}
