// What the biller sent about a payment and what the site did, oldest first: each notification's
// time, event, outcome and content type, and its raw body in a scrollable block.
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { DeskPaymentNotification } from './api/desk-payments';
import { Muted, Panel } from '../admin-ui';

export function PaymentNotifications({ notifications }: { notifications: DeskPaymentNotification[] }) {
  const { t, i18n } = useLingui();
  return (
    <Panel aria-labelledby="payment-notifications">
      <h2 id="payment-notifications">
        <Trans>Notifications from the provider</Trans>
      </h2>
      {notifications.length === 0 ? (
        <Muted>
          <Trans>None received.</Trans>
        </Muted>
      ) : (
        <List>
          {notifications.map((n) => (
            <li key={n.id}>
              <p>
                <strong>{n.kind}</strong> · {t`what we did: ${n.outcome}`} <Muted>{i18n.date(n.receivedAt, { dateStyle: 'medium', timeStyle: 'medium' })}</Muted>
              </p>
              <Muted>
                {n.provider} · {n.eventId} · {n.contentType}
              </Muted>
              <Raw tabIndex={0} aria-label={t`Raw body of ${n.eventId}`}>
                {readable(n.rawBody, n.contentType)}
              </Raw>
            </li>
          ))}
        </List>
      )}
    </Panel>
  );
}

/** JSON indented, a form one field a line; anything else as it came. */
function readable(raw: string, contentType: string): string {
  if (contentType.includes('json')) {
    try {
      return JSON.stringify(JSON.parse(raw), null, 2);
    } catch {
      return raw;
    }
  }
  if (contentType.includes('x-www-form-urlencoded')) return [...new URLSearchParams(raw)].map(([k, v]) => `${k}=${v}`).join('\n');
  return raw;
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    margin-top: ${({ theme }) => theme.space.md};
  }
  p {
    margin: 0;
  }
`;

const Raw = styled.pre`
  max-height: 16rem;
  overflow: auto;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.8rem;
  white-space: pre-wrap;
  word-break: break-all;
`;
