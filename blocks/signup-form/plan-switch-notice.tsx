// A member whose plan renews and who picks another one: what happens instead of paying twice for
// the same time ("Your Monthly stops renewing; 3 Months starts on 27 December 2026 when your paid
// time ends"), from the server's quote (src/api/plan-quote.ts).
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import type { PlanQuote } from '../../src/api/plan-quote';
import { useLongDate } from '../../src/ui/locale-format';

/** The switch in words; null when the plan simply starts now. */
export function usePlanSwitchText(planName: string | null, quote: PlanQuote | undefined): string | null {
  const { t } = useLingui();
  const longDate = useLongDate();
  if (!planName || !quote) return null;
  // Refused before paying (a second renewing plan): the server's reason, not a charge that fails.
  if (!quote.allowed) return quote.refusal?.code === 'subscription_active' ? t`You already have an active subscription. Cancel it first or wait until it ends.` : null;
  const date = longDate(quote.startsAt);
  if (quote.stopsRenewing) {
    const current = quote.stopsRenewing.plan;
    return t`Your ${current} stops renewing; ${planName} starts on ${date} when your paid time ends.`;
  }
  return quote.startsLater ? t`${planName} starts on ${date} when your paid time ends.` : null;
}

export function PlanSwitchNotice({ text }: { text: string }) {
  return <Notice role="status">{text}</Notice>;
}

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;
