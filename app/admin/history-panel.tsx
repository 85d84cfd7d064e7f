// An item's recorded changes, newest first: who, when, which action, and each changed field from
// before to after.
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { SWRResponse } from 'swr';
import type { ContentChange } from '../../schemas/api/staff-content';
import { Muted, Panel } from './admin-ui';
import { useActionLabels } from './action-labels';
import { useFieldLabels } from './field-labels';

export function HistoryPanel({ history }: { history: SWRResponse<ContentChange[]> }) {
  const { t, i18n } = useLingui();
  const labels = useActionLabels();
  const fields = useFieldLabels();
  const { data, error } = history;
  return (
    <Panel aria-label={t`History`}>
      <h2>
        <Trans>History</Trans>
      </h2>
      {error ? (
        <p>
          <Trans>The history could not be loaded.</Trans>
        </p>
      ) : !data ? (
        <Muted>
          <Trans>Loading…</Trans>
        </Muted>
      ) : data.length === 0 ? (
        <Muted>
          <Trans>No changes recorded yet.</Trans>
        </Muted>
      ) : (
        <List>
          {data.map((change) => {
            const who = change.username;
            const when = i18n.date(new Date(change.at), { dateStyle: 'medium', timeStyle: 'short' });
            const what = labels[change.action] ?? change.action;
            return (
              <li key={change.id}>
                <strong>{what}</strong>{' '}
                <Muted>
                  <Trans>
                    by {who}, {when}
                  </Trans>
                </Muted>
                {Object.keys(change.changes).length > 0 && (
                  <ul>
                    {Object.entries(change.changes).map(([field, { before, after }]) => (
                      <li key={field}>
                        {fields.label(field)}: {fields.value(field, before)} → {fields.value(field, after)}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </List>
      )}
    </Panel>
  );
}

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ul {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    padding-left: 1.2em;
    font-size: 0.88rem;
    overflow-wrap: anywhere;
  }
`;
