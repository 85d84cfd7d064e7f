// `/partner/figures`: a partner's own figures, for partner accounts (isPartner); see RoleGate for visitors
// and other accounts. The page is a separate chunk only partners download.
import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isPartner } from '../../shared/roles';
import { RoleGate } from '../routes/role-gate';

/** Not `/partner/*`: `/partner` itself is the site's public page about the partner programme. */
export const PARTNER_PATH = '/partner/figures';

const PartnerArea = lazy(() => import('./partner-area'));

export function PartnerGate() {
  const { t } = useLingui();
  return (
    <RoleGate
      allows={isPartner}
      refusal={(user) => ({ title: t`Partners only`, text: t`This page shows a partner their own figures. You are logged in as ${user.username}.` })}
      loadingLabel={t`Loading`}
    >
      <PartnerArea />
    </RoleGate>
  );
}
