// A list of audit log entries: when, who, what, to which item, why and from which address. The audit
// page lists every entry; a member's, payment's or request's page lists its own.
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffAction } from './api/staff-audit';
import { actionLabel, targetLabel } from './audit-labels';
import { Muted, Table } from '../admin-ui';

export function AuditEntries({ entries, showTarget = true, caption }: { entries: readonly StaffAction[]; showTarget?: boolean; caption: string }) {
  const { t, i18n } = useLingui();
  if (entries.length === 0)
    return (
      <Muted>
        <Trans>No staff action recorded yet.</Trans>
      </Muted>
    );
  return (
    <Table>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t`When`}</th>
          <th scope="col">{t`Staff member`}</th>
          <th scope="col">{t`Action`}</th>
          {showTarget && <th scope="col">{t`Item`}</th>}
          <th scope="col">{t`Reason`}</th>
          <th scope="col">{t`Address`}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td>
              <time dateTime={entry.at}>{i18n.date(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
            </td>
            <td>{entry.username}</td>
            <td>{actionLabel(i18n, entry.action)}</td>
            {showTarget && (
              <td>
                {targetLabel(i18n, entry.targetKind)} {entry.targetId && <Muted>#{entry.targetId}</Muted>}
              </td>
            )}
            <td>{entry.reason ?? <Muted>{t`none given`}</Muted>}</td>
            <td>
              <Muted>{entry.address}</Muted>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
