import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { contentRemovalForm } from './index';
import { useFormRequests } from '../../src/api/forms';
import { useLocalized } from '../../src/i18n/use-localized';
import { FieldRow, FormCard, FormColumn, FormHeading, FormIntro } from '../../src/ui/form-layout';
import { useNoScriptForm } from '../../src/ui/no-script-form';
import { RequestFormFooter, RequestFormSuccess, useRequestForm } from '../../src/ui/request-form';
import { RadioGroupField, TextField, type RadioOption } from '../../src/ui/text-field';

/** The categories of the specification; the value (English) starts the posted reason for the staff. */
export const REMOVAL_CATEGORIES = [
  'non-consensual images',
  'personal information',
  'underage performers',
  'other abusive or illegal content',
] as const;
type Category = (typeof REMOVAL_CATEGORIES)[number];

type Values = { user_name: string; email: string; content_update_url: string; category: Category | ''; reason: string };
const FIELDS = ['user_name', 'email', 'content_update_url', 'category', 'reason'] as const;
const EMPTY: Values = { user_name: '', email: '', content_update_url: '', category: '', reason: '' };

export default function ContentRemovalForm({ heading, intro }: BlockProps<typeof contentRemovalForm>) {
  const noScript = useNoScriptForm('content-removal');
  const { t } = useLingui();
  const localized = useLocalized();
  const { sendContentRemovalRequest } = useFormRequests();
  const form = useRequestForm({
    initial: EMPTY,
    fields: FIELDS,
    emailField: 'email',
    send: (input) =>
      sendContentRemovalRequest({
        user_name: input.user_name.trim(),
        email: input.email.trim(),
        content_update_url: input.content_update_url.trim(),
        reason: `[${input.category}] ${input.reason.trim()}`,
      }),
  });

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

  const title = localized(heading);
  const introText = localized(intro);

  if (form.status === 'success') {
    return (
      <RequestFormSuccess title={title}>
        <Trans>Your request was submitted successfully, we will investigate the content and get back to you.</Trans>
      </RequestFormSuccess>
    );
  }

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
        {...noScript}
        ref={form.formRef}
        noValidate
        onSubmit={form.onSubmit}
        aria-label={title || t`Content removal form`}
        aria-busy={form.sending || undefined}
      >
        <FieldRow>
          <TextField {...form.textField('user_name')} label={t`Official name`} autoComplete="name" maxLength={200} />
          <TextField {...form.textField('email')} label={t`Email`} type="email" autoComplete="email" maxLength={191} />
        </FieldRow>
        <TextField
          {...form.textField('content_update_url')}
          label={t`URL of the item`}
          type="url"
          maxLength={2000}
          placeholder="https://"
          hint={<Trans>The address of the page, picture or video, as shown in your browser.</Trans>}
        />
        <RadioGroupField
          {...form.fieldState('category')}
          legend={t`What is the problem?`}
          name="category"
          options={categories}
          value={form.values.category}
          onChange={form.setField('category')}
        />
        <TextField {...form.textField('reason')} label={t`Reason`} rows={6} maxLength={4900} />
        <RequestFormFooter status={form.status} message={form.message} errorId={form.errorId} />
      </FormCard>
    </FormColumn>
  );
}
