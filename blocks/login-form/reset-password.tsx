// `/login/reset?token=...`, the link of the reset mail: a new password (signup's rules) twice, then
// a link to log in. A missing, spent or expired token offers a new link instead.
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { HTTPError } from 'ky';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePasswordResetApi } from '../../src/api/password-reset';
import { PASSWORD_MIN_LENGTH } from '../../src/ui/account-rules';
import { FormCard, FormHeading, FormIntro } from '../../src/ui/form-layout';
import { FormStatus } from '../../src/ui/form-status';
import { Actions, Column, Field, FieldError, Input, Label, LinkNote } from './form-parts';
import { BusySubmit } from './busy-submit';
import { RESET_TOKEN_PARAM } from '../../shared/page-query';

type Phase = 'idle' | 'saving' | 'done' | 'invalidLink' | 'limited' | 'error';

export function ResetPassword() {
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

  const passwordError = !password ? t`Please enter a password` : password.length < PASSWORD_MIN_LENGTH ? t`Password must be at least 8 characters` : undefined;
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
      const code = status === 400 ? ((await response!.json().catch(() => null)) as { error?: { code?: string } } | null)?.error?.code : undefined;
      setPhase(code === 'invalid_token' ? 'invalidLink' : status === 429 ? 'limited' : 'error');
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
          <Trans>Choose a new password of at least 8 characters.</Trans>
        </p>
      </FormIntro>
      <FormCard noValidate onSubmit={(event) => void onSubmit(event)} aria-label={title} aria-busy={busy || undefined}>
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
            maxLength={200}
            disabled={busy}
            aria-invalid={!!shownPasswordError || undefined}
            aria-describedby={shownPasswordError ? passwordErrorId : undefined}
            onChange={(event) => {
              setPassword(event.target.value);
              setTyped((v) => ({ ...v, password: true }));
            }}
          />
          {shownPasswordError && <FieldError id={passwordErrorId}>{shownPasswordError}</FieldError>}
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
            maxLength={200}
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
