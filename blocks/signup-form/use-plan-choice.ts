// The signup form's order: the plan (only plans one of whose payment providers is active), the
// payment method (the plan's active providers) and, for gift cards, the codes.
import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PaymentEndpoint } from '../../schemas/config/core';
import type { PaymentProviderId } from '../../schemas/payment-providers';
import { planProviders, type SubscriptionArticle } from '../../src/api/plans';
import { useSiteConfig } from '../../src/config/site-config-context';
import { VOUCHER_RE } from '../../src/ui/account-rules';

/** Gift card codes one signup may carry. */
export const MAX_GIFT_CODES = 10;

export interface Order {
  article_id: number;
  provider: PaymentProviderId;
  voucherCodes: string[];
}

export function usePlanChoice(plans: SubscriptionArticle[]) {
  const { t } = useLingui();
  const config = useSiteConfig();
  const [planId, setPlanId] = useState<number | null>(null);
  const [provider, setProvider] = useState<PaymentProviderId | null>(null);
  const [codes, setCodes] = useState<string[]>(['']);
  const [codesTouched, setCodesTouched] = useState(false);

  const activeEndpoints = useMemo(() => config.core.payment.endpoints.filter((e) => e.isActive), [config]);
  const selectedPlan = plans.find((p) => p.id === planId) ?? null;
  const methods: PaymentEndpoint[] = useMemo(() => {
    if (!selectedPlan) return [];
    const listed = planProviders(selectedPlan);
    return activeEndpoints.filter((e) => listed.includes(e.provider));
  }, [selectedPlan, activeEndpoints]);
  const visiblePlans = plans.filter((plan) => planProviders(plan).some((p) => activeEndpoints.some((e) => e.provider === p)));
  const codeErrors = codes.map((code) => (VOUCHER_RE.test(code.trim()) ? undefined : t`Please enter a valid gift card code`));

  return {
    visiblePlans,
    selectedPlan,
    /** The selected plan's active payment methods. */
    methods,
    provider,
    setProvider,
    /** Selects a plan and keeps the payment method if the plan offers it, else takes its first. */
    selectPlan: (plan: SubscriptionArticle) => {
      setPlanId(plan.id);
      const listed = planProviders(plan);
      const first = activeEndpoints.find((e) => listed.includes(e.provider));
      setProvider((current) => (current && listed.includes(current) ? current : (first?.provider ?? null)));
    },
    codes,
    /** A code's message: once the visitor typed in it or tried to sign up. */
    codeError: (index: number) => (codesTouched || codes[index] ? codeErrors[index] : undefined),
    setCode: (index: number, value: string) => setCodes((all) => all.map((c, i) => (i === index ? value : c))),
    addCode: () => setCodes((all) => (all.length < MAX_GIFT_CODES ? [...all, ''] : all)),
    removeCode: (index: number) => setCodes((all) => all.filter((_, i) => i !== index)),
    /** The complete order, or null (and the codes' messages shown) when something is missing. */
    order: (): Order | null => {
      if (!selectedPlan || !provider || !methods.some((m) => m.provider === provider)) return null;
      const voucherCodes = provider === 'amazonVoucher' ? codes.map((c) => c.trim()) : [];
      if (provider === 'amazonVoucher' && (voucherCodes.length === 0 || codeErrors.some(Boolean))) {
        setCodesTouched(true);
        return null;
      }
      return { article_id: selectedPlan.id, provider, voucherCodes };
    },
  };
}
