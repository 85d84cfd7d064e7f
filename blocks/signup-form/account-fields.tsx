// Step 1 of the signup form: email, username and password. A member renewing sees the session's
// email and username, read-only, and no password: the session already says who they are.
import { Trans, useLingui } from '@lingui/react/macro';
import { FieldRow } from '../../src/ui/form-layout';
import { TextField } from '../../src/ui/text-field';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../../src/ui/account-rules';
import { PasswordLimits, PasswordMeter, usePasswordCheck } from '../../src/ui/password-check';
import { Muted, SignupPanel } from './signup-panel';
import type { SignupField } from './use-signup-fields';

export interface AccountFieldsProps {
  values: Record<SignupField, string>;
  onChange: (field: SignupField, value: string) => void;
  errorOf: (field: SignupField) => string | undefined;
  /** A logged-in member renews: email and username are theirs. */
  member: boolean;
  disabled: boolean;
}

export function AccountFields({ values, onChange, errorOf, member, disabled }: AccountFieldsProps) {
  const { t } = useLingui();
  const passwordCheck = usePasswordCheck(member ? '' : values.password, { username: values.username.trim(), email: values.email.trim() });
  return (
    <SignupPanel step={1} title={<Trans>Your account</Trans>}>
      <FieldRow>
        <TextField
          label={t`Email`}
          name="email"
          type="email"
          value={values.email}
          onChange={(v) => onChange('email', v)}
          error={member ? undefined : errorOf('email')}
          placeholder={t({ message: 'Enter your email', context: 'placeholder, short enough for a phone' })}
          autoComplete="email"
          disabled={disabled}
          readOnly={member}
          required
        />
        <TextField
          label={t`Username`}
          name="username"
          value={values.username}
          onChange={(v) => onChange('username', v)}
          error={member ? undefined : errorOf('username')}
          placeholder={t({ message: 'Enter your username', context: 'placeholder, short enough for a phone' })}
          autoComplete="username"
          disabled={disabled}
          readOnly={member}
          maxLength={USERNAME_MAX_LENGTH}
          hint={member ? undefined : t`${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters: letters A-Z, digits, dot (.), dash (-) and underscore (_).`}
          required
        />
      </FieldRow>
      {member ? (
        <Muted>
          <Trans>You are logged in: the membership is added to this account, no password needed.</Trans>
        </Muted>
      ) : (
        <div>
          <TextField
            label={t`Password`}
            name="password"
            type="password"
            value={values.password}
            onChange={(v) => onChange('password', v)}
            error={errorOf('password')}
            hint={<PasswordLimits />}
            placeholder={t({ message: 'Enter your password', context: 'placeholder, short enough for a phone' })}
            autoComplete="new-password"
            disabled={disabled}
            required
          />
          <PasswordMeter password={values.password} check={passwordCheck} />
        </div>
      )}
    </SignupPanel>
  );
}
