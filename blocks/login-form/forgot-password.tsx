// `/login/forgot`: a username or email, then the same neutral confirmation whatever the server
// found (it never says whether an account exists).
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useAtomValue } from 'jotai';
import { HTTPError } from 'ky';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePasswordResetApi } from '../../src/api/password-reset';
import { localeAtom } from '../../src/state/preferences';
import { isLoginName } from '../../src/ui/account-rules';
import { FormCard, FormHeading, FormIntro } from '../../src/ui/form-layout';
import { useNoScriptForm } from '../../src/ui/no-script-form';
import { FormStatus } from '../../src/ui/form-status';
import { Actions, Column, Field, FieldError, Input, Label, LinkNote } from './form-parts';
import { BusySubmit } from './busy-submit';

type Phase = 'idle' | 'sending' | 'sent' | 'error';

export function ForgotPassword() {
  const noScript = useNoScriptForm('forgot-password');
  const { t } = useLingui();
  const { requestReset } = usePasswordResetApi();
  const locale = useAtomValue(localeAtom);
  const [login, setLogin] = useState('');
  const [checked, setChecked] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [limited, setLimited] = useState(false);
  const fieldId = useId();
  const errorId = useId();
  const statusId = useId();
  const name = login.trim();
  const invalid = checked && name !== '' && !isLoginName(name);
  const busy = phase === 'sending';
  const title = t`Forgot your password?`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (busy || !name || !isLoginName(name)) return;
    setPhase('sending');
    try {
      await requestReset({ login: name, ...(/^[a-z]{2}_[A-Z]{2}$/.test(locale) ? { locale } : {}) });
      setPhase('sent');
    } catch (error) {
      setLimited(error instanceof HTTPError && error.response.status === 429);
      setPhase('error');
    }
  };

  if (phase === 'sent') {
    return (
      <Column>
        <FormHeading as="h1">{title}</FormHeading>
        <FormStatus kind="success" focusOnShow>
          <Trans>If an account exists for this name or address, we have sent an email with a link to reset the password.</Trans>
        </FormStatus>
        <LinkNote>
          <Link to="/login">
            <Trans>Back to login</Trans>
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
          <Trans>Enter your username or email address, and we will send you a link to set a new password.</Trans>
        </p>
      </FormIntro>
      <FormCard {...noScript} noValidate onSubmit={(event) => void onSubmit(event)} aria-label={title} aria-busy={busy || undefined}>
        <Field>
          <Label htmlFor={fieldId}>
            <Trans>Username or Email</Trans>
          </Label>
          <Input
            id={fieldId}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={login}
            maxLength={191}
            disabled={busy}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : phase === 'error' ? statusId : undefined}
            onChange={(event) => setLogin(event.target.value)}
            onBlur={() => setChecked(true)}
          />
          {invalid && (
            <FieldError id={errorId}>
              <Trans>Username/Email invalid</Trans>
            </FieldError>
          )}
        </Field>
        {phase === 'error' && (
          <FormStatus kind="error" id={statusId}>
            {limited ? <Trans>Too many requests, please wait a minute and try again</Trans> : <Trans>Something went wrong, please try again later</Trans>}
          </FormStatus>
        )}
        <Actions>
          <BusySubmit busy={busy} label={<Trans>Send reset link</Trans>} busyLabel={<Trans>Sending...</Trans>} />
          <LinkNote>
            <Link to="/login">
              <Trans>Back to login</Trans>
            </Link>
          </LinkNote>
        </Actions>
      </FormCard>
    </Column>
  );
}
