import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { contactForm } from './index';
import { useFormRequests, type ContactRequestBody } from '../../src/api/forms';
import { useLocalized } from '../../src/i18n/use-localized';
import { Button } from '../../src/ui/button';
import { FieldRow, FormActions, FormCard, FormColumn, FormHeading, FormIntro, RequiredNote } from '../../src/ui/form-layout';
import { FormStatus } from '../../src/ui/form-status';
import { TextField } from '../../src/ui/text-field';
import { emptyFields, looksLikeEmail, useFormSubmission, type Rejection } from '../../src/ui/use-form-submission';

type Field = keyof ContactRequestBody;
const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];
const EMPTY: ContactRequestBody = { name: '', email: '', subject: '', message: '' };

export default function ContactForm({ heading, intro }: BlockProps<typeof contactForm>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const { sendContactRequest } = useFormRequests();
  const [values, setValues] = useState<ContactRequestBody>(EMPTY);
  const formRef = useRef<HTMLFormElement>(null);
  const errorId = useId();

  const validate = useCallback(
    (input: ContactRequestBody): Rejection<Field> | null => {
      const missing = emptyFields(input, FIELDS);
      if (missing.length > 0) return { message: t`Please fill in all fields`, fields: Object.fromEntries(missing.map((f) => [f, ''])) };
      if (!looksLikeEmail(input.email)) return { message: t`Enter a valid email address`, fields: { email: t`Enter a valid email address` } };
      return null;
    },
    [t],
  );
  const send = useCallback(
    (input: ContactRequestBody) =>
      sendContactRequest({
        name: input.name.trim(),
        email: input.email.trim(),
        subject: input.subject.trim(),
        message: input.message.trim(),
      }),
    [sendContactRequest],
  );
  const serverFieldMessage = useCallback(
    (field: Field, text: string) => (field === 'email' ? t`Enter a valid email address` : text),
    [t],
  );
  const { status, message, fieldErrors, submit, clearFieldError } = useFormSubmission<ContactRequestBody, Field>({
    validate,
    send,
    serverFieldMessage,
  });

  // After a failed attempt, take the keyboard to the first field that needs attention.
  useEffect(() => {
    if (status === 'error') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [status, fieldErrors]);

  const title = localized(heading);
  const introText = localized(intro);

  if (status === 'success') {
    return (
      <FormColumn>
        {title && <FormHeading>{title}</FormHeading>}
        <FormStatus kind="success" focusOnShow>
          <Trans>Your request was submitted successfully, we will investigate it and get back to you.</Trans>
        </FormStatus>
      </FormColumn>
    );
  }

  const sending = status === 'sending';
  const field = (name: Field) => ({
    name,
    value: values[name],
    required: true,
    disabled: sending,
    invalid: name in fieldErrors,
    error: fieldErrors[name] || undefined,
    errorMessageId: errorId,
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      clearFieldError(name);
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(values);
  };

  return (
    <FormColumn>
      {title && <FormHeading>{title}</FormHeading>}
      <FormIntro>
        <p>
          {introText || (
            <Trans>
              Questions about your membership, billing or our content? Send us a message and our support team will get back to you as soon
              as possible.
            </Trans>
          )}
        </p>
      </FormIntro>
      <FormCard ref={formRef} noValidate onSubmit={onSubmit} aria-label={title || t`Contact form`} aria-busy={sending || undefined}>
        <FieldRow>
          <TextField {...field('name')} label={t`Name`} autoComplete="name" maxLength={200} />
          <TextField {...field('email')} label={t`Email`} type="email" autoComplete="email" maxLength={191} />
        </FieldRow>
        <TextField {...field('subject')} label={t`Subject`} maxLength={200} />
        <TextField {...field('message')} label={t`Message`} rows={7} maxLength={5000} />
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
      </FormCard>
    </FormColumn>
  );
}
