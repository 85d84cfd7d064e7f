// The changes between two configuration versions, one line per JSON path.
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConfigChange } from '../../schemas/api/configs';
import { Mono } from './studio-ui';

const MAX_VALUE = 140;

/** A short one-line rendering; layout entries show as `type "id"`. */
export function describeValue(value: unknown): string {
  if (value && typeof value === 'object' && !Array.isArray(value) && typeof (value as { type?: unknown }).type === 'string') {
    const { type, id } = value as { type: string; id?: unknown };
    return typeof id === 'string' ? `${type} "${id}"` : type;
  }
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

export function DiffList({ changes }: { changes: readonly ConfigChange[] }) {
  const { t } = useLingui();
  // A move is listed twice by the server (removed at the old index, added at the new one): show it once.
  const shown = changes.filter((change) => !(change.kind === 'removed' && change.movedTo));
  if (shown.length === 0) {
    return (
      <Empty>
        <Trans>No differences.</Trans>
      </Empty>
    );
  }
  const kindLabel = { added: t`added`, removed: t`removed`, changed: t`changed` } as const;
  return (
    <List aria-label={t`Changes`}>
      {shown.map((change, index) => (
        <Change key={`${change.path}:${change.kind}:${index}`} data-kind={change.movedFrom ? 'moved' : change.kind}>
          <Kind>{change.movedFrom ? t`moved` : kindLabel[change.kind]}</Kind>
          <Mono>{change.path || '/'}</Mono>
          <Values>
            {change.movedFrom ? (
              <>
                <Trans>from {change.movedFrom}</Trans>: <After>{describeValue(change.after)}</After>
              </>
            ) : change.kind === 'added' ? (
              <After>{describeValue(change.after)}</After>
            ) : change.kind === 'removed' ? (
              <Before>{describeValue(change.before)}</Before>
            ) : (
              <>
                <Before>{describeValue(change.before)}</Before> → <After>{describeValue(change.after)}</After>
              </>
            )}
          </Values>
        </Change>
      ))}
    </List>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.82rem;
`;

const Change = styled.li`
  display: grid;
  grid-template-columns: 84px minmax(0, 1fr);
  gap: 2px 10px;
  padding: 6px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${Mono} {
    word-break: break-all;
    color: ${({ theme }) => theme.colors.heading};
  }
`;

const Kind = styled.span`
  grid-row: span 2;
  align-self: start;
  padding: 1px 6px;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: 0.72rem;
  font-weight: 700;
  text-align: center;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.primaryText};
  background: ${({ theme }) => theme.colors.textMuted};
  [data-kind='added'] > & {
    background: ${({ theme }) => theme.colors.success};
  }
  [data-kind='removed'] > & {
    background: ${({ theme }) => theme.colors.danger};
  }
  [data-kind='changed'] > & {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Values = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  word-break: break-word;
`;

const Before = styled.del`
  color: ${({ theme }) => theme.colors.danger};
`;

const After = styled.ins`
  text-decoration: none;
  color: ${({ theme }) => theme.colors.success};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
