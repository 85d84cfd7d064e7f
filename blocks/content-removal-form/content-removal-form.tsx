import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { contentRemovalForm } from './index';
import { useFormRequests } from '../../src/api/forms';
import { useLocalized } from '../../src/i18n/use-localized';
import { Button } from '../../src/ui/button';
import { FieldRow, FormActions, FormCard, FormColumn, FormHeading, FormIntro, RequiredNote } from '../../src/ui/form-layout';
import { FormStatus } from '../../src/ui/form-status';
import { RadioGroupField, TextField, type RadioOption } from '../../src/ui/text-field';
import { emptyFields, looksLikeEmail, useFormSubmission, type Rejection } from '../../src/ui/use-form-submission';

/** The categories of the specification; the value (English) starts the posted reason for the staff. */
export const REMOVAL_CATEGORIES = [
  'non-consensual images',
  'personal information',
  'underage performers',
  'other abusive or illegal content',
] as const;
type Category = (typeof REMOVAL_CATEGORIES)[number];

interface Values {
  user_name: string;
  email: string;
  content_update_url: string;
  category: Category | '';
  reason: string;
}
type Field = keyof Values;
const FIELDS: readonly Field[] = ['user_name', 'email', 'content_update_url', 'category', 'reason'];
const EMPTY: Values = { user_name: '', email: '', content_update_url: '', category: '', reason: '' };

export default function ContentRemovalForm({ heading, intro }: BlockProps<typeof contentRemovalForm>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const { sendContentRemovalRequest } = useFormRequests();
  const [values, setValues] = useState<Values>(EMPTY);
  const formRef = useRef<HTMLFormElement>(null);
  const errorId = useId();

  const categories: RadioOption<Category>[] = [
    {
      value: 'non-consensual images',
      label: t`Non-consensual images`,
      description: t`Pictures or videos of you published without your consent.`,
    },
    {
      value: 'personal information',
      label: t`Personal information`,
      description: t`Your name, address or other details that identify you.`,
    },
    {
      value: 'underage performers',
      label: t`Underage performers`,
      description: t`A person who may have been under 18 at the time of production.`,
    },
    {
      value: 'other abusive or illegal content',
      label: t`Other abusive or illegal content`,
      description: t`Anything else that violates the law or someone's rights.`,
    },
  ];

  const validate = useCallback(
    (input: Values): Rejection<Field> | null => {
      const missing = emptyFields(input, FIELDS);
      if (missing.length > 0) return { message: t`Please fill in all fields`, fields: Object.fromEntries(missing.map((f) => [f, ''])) };
      if (!looksLikeEmail(input.email)) return { message: t`Enter a valid email address`, fields: { email: t`Enter a valid email address` } };
      return null;
    },
    [t],
  );
  const send = useCallback(
    (input: Values) =>
      sendContentRemovalRequest({
        user_name: input.user_name.trim(),
        email: input.email.trim(),
        content_update_url: input.content_update_url.trim(),
        reason: `[${input.category}] ${input.reason.trim()}`,
      }),
    [sendContentRemovalRequest],
  );
  const serverFieldMessage = useCallback(
    (field: Field, text: string) => (field === 'email' ? t`Enter a valid email address` : text),
    [t],
  );
  const { status, message, fieldErrors, submit, clearFieldError } = useFormSubmission<Values, Field>({ validate, send, serverFieldMessage });

  // After a failed attempt, take the keyboard to the first field that needs attention.
  useEffect(() => {
    if (status !== 'error') return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (first?.getAttribute('role') === 'radiogroup' ? first.querySelector<HTMLElement>('input') : first)?.focus();
  }, [status, fieldErrors]);

  const title = localized(heading);
  const introText = localized(intro);

  if (status === 'success') {
    return (
      <FormColumn>
        {title && <FormHeading>{title}</FormHeading>}
        <FormStatus kind="success" focusOnShow>
          <Trans>Your request was submitted successfully, we will investigate the content and get back to you.</Trans>
        </FormStatus>
      </FormColumn>
    );
  }

  const sending = status === 'sending';
  const state = (name: Field) => ({
    required: true,
    disabled: sending,
    invalid: name in fieldErrors,
    error: fieldErrors[name] || undefined,
    errorMessageId: errorId,
  });
  const update = <F extends Field>(name: F) => (value: Values[F]) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearFieldError(name);
  };
  const text = (name: Exclude<Field, 'category'>) => ({ ...state(name), name, value: values[name], onChange: update(name) });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(values);
  };

  return (
    <FormColumn>
      {title && <FormHeading>{title}</FormHeading>}
      <FormIntro>
        {introText && <p>{introText}</p>}
        <p>
          <Trans>
            If you believe that content on this site shows you without your consent, reveals personal information or is otherwise
            abusive or illegal, tell us about it with this form. Please give your official name, an email address where we can reach
            you, the URL of the item and the reason for your request.
          </Trans>
        </p>
        <p>
          <Trans>
            <strong>Your request is confidential.</strong> We use your details only to handle it and never pass them on to the people
            shown or to other third parties, unless the law requires us to.
          </Trans>
        </p>
        <p>
          <Trans>
            <strong>We review every request and respond within 7 business days.</strong>
          </Trans>
        </p>
      </FormIntro>
      <FormCard
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-label={title || t`Content removal form`}
        aria-busy={sending || undefined}
      >
        <FieldRow>
          <TextField {...text('user_name')} label={t`Official name`} autoComplete="name" maxLength={200} />
          <TextField {...text('email')} label={t`Email`} type="email" autoComplete="email" maxLength={191} />
        </FieldRow>
        <TextField
          {...text('content_update_url')}
          label={t`URL of the item`}
          type="url"
          maxLength={2000}
          placeholder="https://"
          hint={<Trans>The address of the page, picture or video, as shown in your browser.</Trans>}
        />
        <RadioGroupField
          {...state('category')}
          legend={t`What is the problem?`}
          name="category"
          options={categories}
          value={values.category}
          onChange={update('category')}
        />
        <TextField {...text('reason')} label={t`Reason`} rows={6} maxLength={4900} />
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
