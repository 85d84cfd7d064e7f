// The audit log for publishers: every staff action, newest first, filtered by kind of item and action. Nothing
// here edits an entry: the log only grows.
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useStaffActions } from './api/staff-audit';
import { AuditEntries } from './audit-entries';
import { actionLabel, AUDIT_ACTIONS, AUDIT_TARGET_KINDS, targetLabel } from './audit-labels';
import { useListParams } from '../use-list-params';
import { ListPaging, PAGE_SIZE, SelectFilter } from '../list-controls';
import { PageHeader, Toolbar } from '../admin-ui';
import { LoadProblem } from '../../../src/ui/load-problem';
import { userAtom } from '../../../src/state/session';
import { mayReadAuditLog } from '../../../shared/roles';

const KEYS = ['kind', 'action'] as const;

export function AuditLogPage() {
  const { t, i18n } = useLingui();
  const user = useAtomValue(userAtom);
  const allowed = mayReadAuditLog(user);
  const { values, page, set } = useListParams(KEYS);
  const { data, error, mutate } = useStaffActions(allowed ? { p: page, s: PAGE_SIZE, ...(values.kind ? { targetKind: values.kind } : {}), ...(values.action ? { action: values.action } : {}) } : null);
  if (!allowed)
    return (
      <LoadProblem>
        <Trans>Only publishers read the audit log.</Trans>
      </LoadProblem>
    );
  return (
    <>
      <PageHeader>
        <h1>
          <Trans>Audit log</Trans>
        </h1>
      </PageHeader>
      <p>
        <Trans>Every action staff took on members, payments, requests, comments and texts: who, when, why and from which address. Entries cannot be changed or deleted.</Trans>
      </p>
      <Toolbar>
        <SelectFilter
          label={t`Item`}
          value={values.kind}
          options={[{ value: '', label: t`All` }, ...AUDIT_TARGET_KINDS.map((kind) => ({ value: kind, label: targetLabel(i18n, kind) }))]}
          onChange={(kind) => set('kind', kind)}
        />
        <SelectFilter
          label={t`Action`}
          value={values.action}
          options={[
            { value: '', label: t`All` },
            ...AUDIT_ACTIONS.filter((action) => !values.kind || action.startsWith(`${values.kind}.`)).map((action) => ({ value: action, label: actionLabel(i18n, action) })),
          ]}
          onChange={(action) => set('action', action)}
        />
      </Toolbar>
      {error ? (
        <LoadProblem onRetry={() => void mutate()}>
          <Trans>The audit log could not be loaded.</Trans>
        </LoadProblem>
      ) : (
        data && <AuditEntries entries={data.items} caption={t`Staff actions, newest first`} />
      )}
      {data && <ListPaging page={page} total={data.total} onPage={(p) => set('p', String(p))} />}
    </>
  );
}
