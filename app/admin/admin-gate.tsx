// `/admin`: the staff content area, for editors and publishers (mayEditContent); see RoleGate for
// visitors and other accounts. The area itself is a separate chunk that only staff ever download.
import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { mayEditContent } from '../../shared/roles';
import { RoleGate } from '../routes/role-gate';

export const ADMIN_PATH = '/admin';

const AdminArea = lazy(() => import('./admin-area'));

export function AdminGate() {
  const { t } = useLingui();
  return (
    <RoleGate
      allows={mayEditContent}
      refusal={(user) => ({ title: t`Staff only`, text: t`The content area is for staff accounts. You are logged in as ${user.username}.` })}
      loadingLabel={t`Loading the content area`}
    >
      <AdminArea />
    </RoleGate>
  );
}
