// What the public request forms (contact, content removal) share: every field required, a valid
// email, the field states, focus on the first invalid field after a failed attempt, and the same
// footer and success message. Each form keeps only its fields and texts.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './button';
import { FormActions, FormColumn, FormHeading, RequiredNote } from './form-layout';
import { FormStatus } from './form-status';
import { emptyFields, looksLikeEmail, useFormSubmission, type Rejection, type SubmissionStatus } from './use-form-submission';

interface RequestFormOptions<V extends Record<string, string>> {
  initial: V;
  /** Required fields in the order the keyboard should visit them. */
  fields: readonly (keyof V & string)[];
  emailField: keyof V & string;
  send: (values: V) => Promise<unknown>;
}

export function useRequestForm<V extends Record<string, string>>({ initial, fields, emailField, send }: RequestFormOptions<V>) {
  type Field = keyof V & string;
  const { t } = useLingui();
  const [values, setValues] = useState<V>(initial);
  const formRef = useRef<HTMLFormElement>(null);
  const errorId = useId();

  const validate = useCallback(
    (input: V): Rejection<Field> | null => {
      const missing = emptyFields(input, fields);
      if (missing.length > 0) return { message: t`Please fill in all fields`, fields: Object.fromEntries(missing.map((f) => [f, ''])) as Rejection<Field>['fields'] };
      if (!looksLikeEmail(input[emailField]!)) {
        return { message: t`Enter a valid email address`, fields: { [emailField]: t`Enter a valid email address` } as Rejection<Field>['fields'] };
      }
      return null;
    },
    [t, fields, emailField],
  );
  // The server's field messages are English only; the email one is the only a visitor can fix.
  const serverFieldMessage = useCallback((field: Field, text: string) => (field === emailField ? t`Enter a valid email address` : text), [t, emailField]);
  const submission = useFormSubmission<V, Field>({ validate, send, serverFieldMessage });
  const { status, fieldErrors, clearFieldError } = submission;

  // After a failed attempt, take the keyboard to the first field that needs attention.
  useEffect(() => {
    if (status !== 'error') return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (first?.getAttribute('role') === 'radiogroup' ? first.querySelector<HTMLElement>('input') : first)?.focus();
  }, [status, fieldErrors]);

  const sending = status === 'sending';
  /** Required/disabled/invalid/error props for a field component. */
  const fieldState = (name: Field) => ({
    required: true,
    disabled: sending,
    invalid: name in fieldErrors,
    error: fieldErrors[name] || undefined,
    errorMessageId: errorId,
  });
  const setField =
    <F extends Field>(name: F) =>
    (value: V[F]) => {
      setValues((current) => ({ ...current, [name]: value }));
      clearFieldError(name);
    };
  /** Everything a text field needs: state, name, value and change handler. */
  const textField = (name: Field) => ({ ...fieldState(name), name, value: values[name], onChange: setField(name) });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submission.submit(values);
  };

  return { ...submission, values, formRef, errorId, sending, fieldState, setField, textField, onSubmit };
}

/** The error message (while failed), the required-fields note and the submit button. */
export function RequestFormFooter({ status, message, errorId }: { status: SubmissionStatus; message: string | null; errorId: string }) {
  const sending = status === 'sending';
  return (
    <>
      {status === 'error' && message && (
        <FormStatus kind="error" id={errorId}>
          {message}
        </FormStatus>
      )}
      <FormActions>
        <RequiredNote>
          <Trans>All fields are required.</Trans>
        </RequiredNote>
        <Button type="submit" disabled={sending}>
          {sending ? <Trans>Sending...</Trans> : <Trans>Send Request</Trans>}
        </Button>
      </FormActions>
    </>
  );
}

/** What replaces the form once the request was accepted. */
export function RequestFormSuccess({ title, children }: { title: string; children: ReactNode }) {
  return (
    <FormColumn>
      {title && <FormHeading>{title}</FormHeading>}
      <FormStatus kind="success" focusOnShow>
        {children}
      </FormStatus>
    </FormColumn>
  );
}
