// A subscription plan's fields: name and description per language, prices in US dollars and euros,
// period, rebilling, feature lines per language, payment methods, the billers' product code, whether
// it is offered on signup and its place there. Only publishers change plans: for editors every
// field is read-only and the reason is shown instead of the button.
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { createPlan, editPlan, type StaffPlan } from '../api/staff-plans';
import { useStaffAction } from '../api/use-staff-action';
import { planBodyOf, planDraftOf, type PlanDraft, type PlanProblems } from './plan-draft';
import { LocalizedTextField } from './localized-text-field';
import { LocaleTabs } from './locale-tabs';
import { FeatureLinesField } from './feature-lines-field';
import { BASE_LOCALE } from './site-locales';
import { CheckboxField } from './checkbox-field';
import { FormFailure } from './form-failure';
import { FieldError } from '../admin-ui';
import { FieldRow, FormActions, FormCard } from '../../../src/ui/form-layout';
import { TextField } from '../../../src/ui/text-field';
import { Button } from '../../../src/ui/button';
import { bcp47Of, localeNameOf } from '../../../shared/locales';
import type { PaymentProviderId } from '../../../schemas/payment-providers';

export interface PlanFormProps {
  plan?: StaffPlan;
  /** Why the plan cannot be changed (an editor), shown instead of the button; every field is read-only. */
  lockedReason?: string;
  onSaved: (plan: StaffPlan) => void;
}

const PROVIDERS: readonly PaymentProviderId[] = ['epochCreditCard', 'epochPaypal', 'bitcoin', 'amazonVoucher'];

export function PlanForm({ plan, lockedReason, onSaved }: PlanFormProps) {
  const { t } = useLingui();
  const providersId = useId();
  const [draft, setDraft] = useState<PlanDraft>(() => planDraftOf(plan));
  const [problems, setProblems] = useState<PlanProblems>({});
  const [saved, setSaved] = useState(false);
  const { run, busy, failure } = useStaffAction();
  const locked = !!lockedReason;
  const set = <K extends keyof PlanDraft>(key: K, value: PlanDraft[K]) => {
    setSaved(false);
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const fieldError = (name: string) => failure?.fields[name];
  const providerLabels: Record<PaymentProviderId, string> = { epochCreditCard: t`Credit card (Epoch)`, epochPaypal: t`PayPal (Epoch)`, bitcoin: t`Bitcoin`, amazonVoucher: t`Amazon voucher` };
  const linesOf = (code: string) => (code === BASE_LOCALE ? draft.features : (draft.localizedFeatures[code] ?? []));
  const setLines = (code: string, lines: string[]) => (code === BASE_LOCALE ? set('features', lines) : set('localizedFeatures', { ...draft.localizedFeatures, [code]: lines }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    const { body, problems } = planBodyOf(draft);
    setProblems(problems);
    if (Object.keys(problems).length) return;
    const result = await run((api) => (plan ? editPlan(api, plan.id, body) : createPlan(api, body)));
    if (result) {
      setSaved(true);
      onSaved(result);
    }
  };

  return (
    <FormCard onSubmit={submit} aria-label={t`Plan`} noValidate>
      <Fields>
        <LocalizedTextField label={t`Name`} field="name" base={draft.name} names={draft.names} onBase={(value) => set('name', value)} onNames={(names) => set('names', names)} required error={fieldError('name')} readOnly={locked} />
        <LocalizedTextField
          label={t`Description`}
          field="description"
          base={draft.description}
          names={draft.names}
          onBase={(value) => set('description', value)}
          onNames={(names) => set('names', names)}
          rows={2}
          error={fieldError('description')}
          readOnly={locked}
        />
        <FieldRow>
          <TextField
            label={t`Price (US$)`}
            name="priceDollar"
            value={draft.priceDollar}
            onChange={(value) => set('priceDollar', value)}
            required
            readOnly={locked}
            error={problems.priceDollar ? t`Enter a price such as 19.95` : fieldError('priceDollar')}
          />
          <TextField
            label={t`Price (€)`}
            name="priceEuro"
            value={draft.priceEuro}
            onChange={(value) => set('priceEuro', value)}
            required
            readOnly={locked}
            error={problems.priceEuro ? t`Enter a price such as 18.95` : fieldError('priceEuro')}
          />
          <TextField
            label={t`Period in months`}
            name="periodMonths"
            value={draft.periodMonths}
            onChange={(value) => set('periodMonths', value)}
            required
            readOnly={locked}
            error={problems.periodMonths ? t`Enter a whole number of months, at least 1` : fieldError('periodMonths')}
          />
        </FieldRow>
        <CheckboxField label={t`Rebills every period until cancelled`} checked={draft.recurring} onChange={(value) => set('recurring', value)} disabled={locked} />
        <LocaleTabs label={t`Feature lines`} missing={(code) => !linesOf(code).some((line) => line.trim())}>
          {(code) => <FeatureLinesField key={code} label={`${t`Feature lines`} (${localeNameOf(code)})`} lang={bcp47Of(code)} lines={linesOf(code)} onChange={(lines) => setLines(code, lines)} disabled={locked} />}
        </LocaleTabs>
        <Providers aria-labelledby={providersId}>
          <legend id={providersId}>
            <Trans>Payment methods</Trans>
          </legend>
          {PROVIDERS.map((provider) => (
            <CheckboxField
              key={provider}
              label={providerLabels[provider]}
              checked={draft.paymentProviders.includes(provider)}
              disabled={locked}
              onChange={(checked) => set('paymentProviders', checked ? [...draft.paymentProviders, provider] : draft.paymentProviders.filter((p) => p !== provider))}
            />
          ))}
          {(problems.paymentProviders || fieldError('paymentProviders')) && <FieldError>{problems.paymentProviders ? t`Choose at least one payment method` : fieldError('paymentProviders')}</FieldError>}
        </Providers>
        <FieldRow>
          <TextField
            label={t`Provider code`}
            name="providerCode"
            value={draft.providerCode}
            onChange={(value) => set('providerCode', value)}
            required
            readOnly={locked}
            hint={t`The product code the billers know the plan by, e.g. MONTHLY-RECURRING`}
            error={fieldError('providerCode')}
          />
          <TextField
            label={t`Position on signup`}
            name="position"
            value={draft.position}
            onChange={(value) => set('position', value)}
            readOnly={locked}
            hint={t`Lowest first; empty: after the others`}
            error={problems.position ? t`Enter a whole number` : fieldError('position')}
          />
        </FieldRow>
        <CheckboxField label={t`Offered on signup (active)`} checked={draft.active} onChange={(value) => set('active', value)} disabled={locked} />
      </Fields>
      <FormFailure failure={failure} />
      {saved && !failure && (
        <p role="status">
          <Trans>Saved.</Trans>
        </p>
      )}
      <FormActions>
        {lockedReason ? (
          <p>{lockedReason}</p>
        ) : (
          <Button type="submit" disabled={busy}>
            {plan ? <Trans>Save changes</Trans> : <Trans>Create plan</Trans>}
          </Button>
        )}
      </FormActions>
    </FormCard>
  );
}

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Providers = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    font-weight: 700;
    font-size: 0.92rem;
    color: ${({ theme }) => theme.colors.heading};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;
