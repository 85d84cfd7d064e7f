// Step 1 of the signup form: email, username and password. A member renewing keeps the session's
// email and username (shown, not editable) and confirms with the current password.
import { useId } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { FieldRow } from '../../src/ui/form-layout';
import { TextField } from '../../src/ui/text-field';
import { SignupPanel } from './signup-panel';
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
          placeholder={t`Enter your email`}
          autoComplete="email"
          disabled={disabled || member}
          required
        />
        <TextField
          label={t`Username`}
          name="username"
          value={values.username}
          onChange={(v) => onChange('username', v)}
          error={member ? undefined : errorOf('username')}
          placeholder={t`Enter your username`}
          autoComplete="username"
          disabled={disabled || member}
          maxLength={32}
          required
        />
      </FieldRow>
      <PasswordField
        label={t`Password`}
        value={values.password}
        onChange={(v) => onChange('password', v)}
        error={errorOf('password')}
        placeholder={t`Enter your password`}
        disabled={disabled}
        autoComplete={member ? 'current-password' : 'new-password'}
      />
    </SignupPanel>
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
