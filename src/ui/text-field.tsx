// Labelled form fields with their error text: a text input or textarea, and a radio group.
// The error is tied to the control with aria-invalid and aria-describedby.
import { useId, type ChangeEvent, type ReactNode, type Ref } from 'react';
import styled, { css } from 'styled-components';

// The asterisk is decoration: the control says `required` itself, and the CSS alt text keeps it
// out of the accessible name.
const requiredMark = css<{ $required?: boolean }>`
  ${({ $required, theme }) =>
    $required &&
    `&::after { content: '*' / ''; margin-left: 0.2em; color: ${theme.colors.primary}; }`}
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Label = styled.label<{ $required?: boolean }>`
  ${requiredMark}
  font-weight: 700;
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.heading};
`;


const controlStyle = css<{ $invalid: boolean }>`
  width: 100%;
  padding: 0.7em 0.9em;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 1rem;
  line-height: 1.5;
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;
  ${({ $invalid, theme }) => $invalid && `box-shadow: inset 0 0 0 1px ${theme.colors.danger};`}
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.textMuted)};
  }
  &:focus {
    outline: none;
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.primary)};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.accent};
  }
  &:disabled {
    opacity: 0.65;
    cursor: not-allowed;
  }
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyle}
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyle}
  min-height: 9em;
  resize: vertical;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.88rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

export interface TextFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'url' | 'password';
  /** A textarea with this many visible rows instead of an input. */
  rows?: number;
  required?: boolean;
  disabled?: boolean;
  /** Shown and focusable, not editable (a logged-in member's own name). */
  readOnly?: boolean;
  /** Shown under the control; marks it invalid. */
  error?: string;
  /** Marks the control invalid without a message of its own, e.g. for a form-level message. */
  invalid?: boolean;
  /** Id of a message elsewhere that describes the problem (e.g. the form's alert). */
  errorMessageId?: string;
  hint?: ReactNode;
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

export function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  rows,
  required,
  disabled,
  readOnly,
  error,
  invalid,
  errorMessageId,
  hint,
  autoComplete,
  maxLength,
  placeholder,
  inputRef,
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const isInvalid = Boolean(error) || Boolean(invalid);
  const common = {
    id,
    name,
    value,
    required,
    disabled,
    readOnly,
    maxLength,
    placeholder,
    autoComplete,
    $invalid: isInvalid,
    'aria-invalid': isInvalid || undefined,
    'aria-describedby': describedBy(hint !== undefined && hintId, error ? errorId : isInvalid && errorMessageId),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <Field>
      <Label htmlFor={id} $required={required}>
        {label}
      </Label>
      {rows ? <TextArea {...common} rows={rows} ref={inputRef} /> : <Input {...common} type={type} ref={inputRef} />}
      {hint !== undefined && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend<{ $required?: boolean }>`
  ${requiredMark}
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: 700;
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.heading};
`;

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
`;

const Option = styled.label<{ $checked: boolean; $invalid: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid
    ${({ theme, $checked, $invalid }) => ($checked ? theme.colors.primary : $invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.surfaceAlt : theme.colors.background)};
  cursor: pointer;
  transition:
    border-color 0.15s ease,
    background 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-within {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.accent};
  }
  input {
    margin: 0.25em 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    flex: none;
  }
`;

const OptionText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  strong {
    color: ${({ theme }) => theme.colors.heading};
    font-size: 0.95rem;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
    line-height: 1.4;
  }
`;

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
}

export interface RadioGroupFieldProps<V extends string> {
  legend: ReactNode;
  name: string;
  options: readonly RadioOption<V>[];
  value: V | '';
  onChange: (value: V) => void;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  invalid?: boolean;
  errorMessageId?: string;
}

export function RadioGroupField<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  required,
  disabled,
  error,
  invalid,
  errorMessageId,
}: RadioGroupFieldProps<V>) {
  const id = useId();
  const errorId = `${id}-error`;
  const isInvalid = Boolean(error) || Boolean(invalid);
  return (
    <Fieldset
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-required={required || undefined}
      aria-invalid={isInvalid || undefined}
      aria-describedby={describedBy(error ? errorId : isInvalid && errorMessageId)}
      disabled={disabled}
    >
      <Legend id={`${id}-legend`} $required={required}>
        {legend}
      </Legend>
      <Options>
        {options.map((option) => (
          <Option key={option.value} $checked={value === option.value} $invalid={isInvalid}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              required={required}
              onChange={() => onChange(option.value)}
            />
            <OptionText>
              <strong>{option.label}</strong>
              {option.description && <span>{option.description}</span>}
            </OptionText>
          </Option>
        ))}
      </Options>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Fieldset>
  );
}
