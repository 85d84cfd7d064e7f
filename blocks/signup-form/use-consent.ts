// What the visitor agrees to before paying, in their language: the price and period, for a
// recurring plan the rebill amount and its first date, the name on the card statement, and the
// agreement itself. The same sentences are shown beside the checkbox and sent with the signup,
// where the server stores them with the payment (server/payments/consent.ts).
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { consentTerms, type ConsentTerms } from '../../shared/consent';
import type { SubscriptionArticle } from '../../src/api/plans';
import { useLongDate, useMoney } from '../../src/ui/locale-format';
import { useSiteConfig } from '../../src/config/site-config-context';

export interface ConsentWords {
  terms: ConsentTerms;
  /** Price, period and, for a recurring plan, the rebills. */
  summary: string;
  /** The name on the statement, or that no card is charged. */
  statement: string;
  /** The checkbox's label. */
  agreement: string;
  /** Everything above, as stored with the payment. */
  text: string;
}

/** The consent for `plan` paid with `provider`; a member's new period starts at `startsAt` when later than now. */
export function useConsentWords(plan: SubscriptionArticle | null, provider: string | null, startsAt?: string | null): ConsentWords | null {
  const { t } = useLingui();
  const money = useMoney();
  const longDate = useLongDate();
  const { core } = useSiteConfig();
  if (!plan || !provider) return null;
  const terms = consentTerms(core, plan, provider, new Date(), startsAt);
  const price = money(terms.amount, terms.currency);
  const months = terms.periodMonths;
  const name = plan.name;
  let summary: string;
  if (terms.recurring && terms.firstRebillAt) {
    const date = longDate(terms.firstRebillAt);
    summary =
      months === 1
        ? t`${name}: ${price} now for the first month, then ${price} every month from ${date} until you cancel.`
        : t`${name}: ${price} now for the first ${months} months, then ${price} every ${months} months from ${date} until you cancel.`;
  } else {
    summary = months === 1 ? t`${name}: ${price} once for 1 month of access, no automatic renewal.` : t`${name}: ${price} once for ${months} months of access, no automatic renewal.`;
  }
  const descriptor = terms.descriptor;
  const statement = descriptor ? t`The charge appears on your card or PayPal statement as ${descriptor}.` : t`No card is charged: nothing appears on a card statement.`;
  const agreement = terms.recurring ? t`I agree to the terms and to the recurring charge described above.` : t`I agree to the terms and to the charge described above.`;
  return { terms, summary, statement, agreement, text: [summary, statement, agreement].join('\n') };
}

/** Whether the visitor ticked the box; a new plan or method asks again. */
export function useConsentChoice(plan: SubscriptionArticle | null, provider: string | null) {
  const key = plan && provider ? `${plan.id}:${provider}` : null;
  const [acceptedFor, setAcceptedFor] = useState<string | null>(null);
  return {
    accepted: key !== null && acceptedFor === key,
    setAccepted: (accepted: boolean) => setAcceptedFor(accepted ? key : null),
  };
}
