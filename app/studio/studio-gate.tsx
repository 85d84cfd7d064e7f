// `/studio`: staff and editors (mayEditSiteConfig); see RoleGate for visitors and other accounts.
// The studio itself (CodeMirror, the validator, the schema) is a separate chunk that only they
// ever download.
import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { mayEditSiteConfig } from '../../shared/roles';
import { RoleGate } from '../routes/role-gate';

export const STUDIO_PATH = '/studio';

const StudioPage = lazy(() => import('./studio-page'));

export function StudioGate() {
  const { t } = useLingui();
  return (
    <RoleGate
      allows={mayEditSiteConfig}
      refusal={(user) => ({ title: t`Staff only`, text: t`The configuration studio is for staff accounts. You are logged in as ${user.username}.` })}
      loadingLabel={t`Loading the studio`}
    >
      <StudioPage />
    </RoleGate>
  );
}
