// Words the member screens share: roles, access and statuses in the reader's language.
import { useLingui } from '@lingui/react/macro';
import type { DeskAccess } from '../../../schemas/api/desk-members';
import { ROLE } from '../../../shared/roles';
import { PROVIDER_LABELS } from './payment-labels';
import { actionLabel } from './audit-labels';

export function useMemberWords() {
  const { t, i18n } = useLingui();
  const day = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium' });
  const roles: Record<number, string> = { [ROLE.member]: t`Member`, [ROLE.premiumMember]: t`Premium member`, [ROLE.staff]: t`Publisher`, [ROLE.editor]: t`Editor`, [ROLE.partner]: t`Partner` };
  const statuses: Record<string, string> = {
    pending: t`Pending`,
    verifying: t`Being verified`,
    approved: t`Paid`,
    declined: t`Declined`,
    failed: t`Failed`,
    needs_staff: t`Waits for staff`,
    refunded: t`Refunded`,
    chargeback: t`Charged back`,
    active: t`Active`,
    cancelled: t`Cancelled`,
    expired: t`Expired`,
  };
  const languages = new Intl.DisplayNames([i18n.locale], { type: 'language' });
  return {
    day,
    /** A biller by the name staff know it (its code when new); 'staff' for access staff granted. */
    provider: (code: string) => (code === 'staff' ? t`Granted by staff` : PROVIDER_LABELS[code] ? i18n._(PROVIDER_LABELS[code]) : code),
    /** A translateCode (de_DE) as the language's name in the reader's language. */
    language: (code: string) => languages.of(code.replace('_', '-')) ?? code,
    /** A staff action of the audit log in words (its code when new). */
    action: (code: string) => actionLabel(i18n, code),
    role: (role: number) => roles[role] ?? String(role),
    paymentStatus: (status: string) => statuses[status] ?? status,
    access: (access: DeskAccess) =>
      access.state === 'active' ? t`Active until ${day(access.until!)}` : access.state === 'expired' ? t`Expired ${day(access.until!)}` : t`Never had access`,
  };
}
