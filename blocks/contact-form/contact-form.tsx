import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { contactForm } from './index';
import { useFormRequests, type ContactRequestBody } from '../../src/api/forms';
import { useLocalized } from '../../src/i18n/use-localized';
import { FieldRow, FormCard, FormColumn, FormHeading, FormIntro } from '../../src/ui/form-layout';
import { useNoScriptForm } from '../../src/ui/no-script-form';
import { RequestFormFooter, RequestFormSuccess, useRequestForm } from '../../src/ui/request-form';
import { TextField } from '../../src/ui/text-field';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const EMPTY: ContactRequestBody = { name: '', email: '', subject: '', message: '' };
const trimmed = (input: ContactRequestBody): ContactRequestBody => ({
  name: input.name.trim(),
  email: input.email.trim(),
  subject: input.subject.trim(),
  message: input.message.trim(),
});

export default function ContactForm({ heading, intro }: BlockProps<typeof contactForm>) {
  const noScript = useNoScriptForm('contact');
  const { t } = useLingui();
  const localized = useLocalized();
  const { sendContactRequest } = useFormRequests();
  const form = useRequestForm({ initial: EMPTY, fields: FIELDS, emailField: 'email', send: (input) => sendContactRequest(trimmed(input)) });
  const title = localized(heading);
  const introText = localized(intro);

  if (form.status === 'success') {
    return (
      <RequestFormSuccess title={title}>
        <Trans>Your request was submitted successfully, we will investigate it and get back to you.</Trans>
      </RequestFormSuccess>
    );
  }

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
      <FormCard {...noScript} ref={form.formRef} noValidate onSubmit={form.onSubmit} aria-label={title || t`Contact form`} aria-busy={form.sending || undefined}>
        <FieldRow>
          <TextField {...form.textField('name')} label={t`Name`} autoComplete="name" maxLength={200} />
          <TextField {...form.textField('email')} label={t`Email`} type="email" autoComplete="email" maxLength={191} />
        </FieldRow>
        <TextField {...form.textField('subject')} label={t`Subject`} maxLength={200} />
        <TextField {...form.textField('message')} label={t`Message`} rows={7} maxLength={5000} />
        <RequestFormFooter status={form.status} message={form.message} errorId={form.errorId} />
      </FormCard>
    </FormColumn>
  );
}
