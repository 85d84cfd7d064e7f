// Words and numbers the partner screens share: amounts per currency and statuses.
import { useLingui } from '@lingui/react/macro';
import type { PartnerMoney } from '../../../schemas/api/partners';

export function usePartnerWords() {
  const { t, i18n } = useLingui();
  const amount = (value: number, currency: string) => i18n.number(value, { style: 'currency', currency });
  /** Per currency, e.g. "€24.95 · $69.85"; a dash without any. */
  const sums = (money: readonly PartnerMoney[], key: 'amount' | 'commission') => (money.length ? money.map((m) => amount(m[key], m.currency)).join(' · ') : '–');
  const statuses: Record<string, string> = { active: t`Active`, paused: t`Paused`, no_account: t`No account` };
  return {
    sums,
    status: (s: string) => statuses[s] ?? s,
    percent: (p: number) => i18n.number(p / 100, { style: 'percent', maximumFractionDigits: 2 }),
    month: (period: string) => i18n.date(new Date(`${period}-01T00:00:00.000Z`), { year: 'numeric', month: 'long', timeZone: 'UTC' }),
  };
}
