// The parts of a member's desk page: account, subscriptions, payments, purchases, favourites,
// devices, mails sent, and (publishers) the audit entries about the member.
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Facts, Muted, Panel, Table } from '../admin-ui';
import type { DeskMemberPage } from './api/desk-members';
import { useMemberAudit } from './api/desk-members';
import { useMemberWords } from './member-words';

type Page = DeskMemberPage;

export function AccountPanel({ member }: { member: Page }) {
  const { t } = useLingui();
  const words = useMemberWords();
  const a = member.account;
  return (
    <Panel aria-labelledby="member-account">
      <h2 id="member-account">{t`Account`}</h2>
      <Facts>
        <dt>{t`Username`}</dt>
        <dd>{a.username}</dd>
        <dt>{t`Email`}</dt>
        <dd>{a.email}</dd>
        <dt>{t`Language`}</dt>
        <dd>{words.language(a.locale)}</dd>
        <dt>{t`Role`}</dt>
        <dd>{words.role(a.role)}</dd>
        <dt>{t`Joined`}</dt>
        <dd>{words.day(a.created)}</dd>
        <dt>{t`Access`}</dt>
        <dd>{words.access(member.access)}</dd>
        <dt>{t`Two-factor sign-in`}</dt>
        <dd>{a.twoFactor ? t`On` : t`Off`}</dd>
        <dt>{t`Blocked`}</dt>
        <dd>{a.blockedAt ? t`Since ${words.day(a.blockedAt)}: ${a.blockedReason ?? ''}` : t`No`}</dd>
        {a.deleted && (
          <>
            <dt>{t`Erased`}</dt>
            <dd>{t`Personal data erased; payments kept as the law requires.`}</dd>
          </>
        )}
      </Facts>
    </Panel>
  );
}

export function SubscriptionsPanel({ member }: { member: Page }) {
  const { t } = useLingui();
  const words = useMemberWords();
  return (
    <Panel aria-labelledby="member-subscriptions">
      <h2 id="member-subscriptions">{t`Subscriptions`}</h2>
      {member.subscriptions.length === 0 ? (
        <Muted>{t`None.`}</Muted>
      ) : (
        <Table>
          <caption className="visually-hidden">{t`Subscriptions`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Plan`}</th>
              <th scope="col">{t`Provider`}</th>
              <th scope="col">{t`Status`}</th>
              <th scope="col">{t`Period`}</th>
              <th scope="col">{t`Renewal`}</th>
            </tr>
          </thead>
          <tbody>
            {member.subscriptions.map((s) => (
              <tr key={s.id}>
                <td>{s.plan}</td>
                <td>{words.provider(s.provider)}</td>
                <td>{words.paymentStatus(s.status)}</td>
                <td>
                  {words.day(s.startsAt)} – {words.day(s.expiresAt)}
                </td>
                <td>{s.renews ? t`Renews` : s.cancelledAt ? t`Cancelled ${words.day(s.cancelledAt)}` : s.recurring ? t`Does not renew` : t`One-off`}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Panel>
  );
}

export function PaymentsPanel({ member }: { member: Page }) {
  const { t, i18n } = useLingui();
  const words = useMemberWords();
  return (
    <Panel aria-labelledby="member-payments">
      <h2 id="member-payments">{t`Payments`}</h2>
      {member.payments.length === 0 ? (
        <Muted>{t`None.`}</Muted>
      ) : (
        <Table>
          <caption className="visually-hidden">{t`Payments`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Payment`}</th>
              <th scope="col">{t`Date`}</th>
              <th scope="col">{t`For`}</th>
              <th scope="col">{t`Amount`}</th>
              <th scope="col">{t`Status`}</th>
              <th scope="col">{t`Invoice`}</th>
            </tr>
          </thead>
          <tbody>
            {member.payments.map((p) => (
              <tr key={p.id}>
                <td>
                  #{p.id} <Muted>{words.provider(p.provider)}</Muted>
                </td>
                <td>{words.day(p.at)}</td>
                <td>{p.item}</td>
                <td>{i18n.number(p.amount, { style: 'currency', currency: p.currency })}</td>
                <td>{words.paymentStatus(p.status)}</td>
                <td>{p.invoiceNumber ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Panel>
  );
}

export function ActivityPanels({ member }: { member: Page }) {
  const { t } = useLingui();
  const words = useMemberWords();
  const { updates, models } = member.favourites;
  return (
    <>
      <Panel aria-labelledby="member-purchases">
        <h2 id="member-purchases">{t`Updates bought`}</h2>
        {member.purchases.length === 0 ? <Muted>{t`None.`}</Muted> : <List>{member.purchases.map((p) => <li key={p.updateId}>{p.title} <Muted>{words.day(p.at)}</Muted></li>)}</List>}
      </Panel>
      <Panel aria-labelledby="member-favourites">
        <h2 id="member-favourites">{t`Favourites`}</h2>
        <p>
          {t`Updates: ${updates.count}`} {updates.names.length > 0 && <Muted>{updates.names.join(', ')}</Muted>}
        </p>
        <p>
          {t`Models: ${models.count}`} {models.names.length > 0 && <Muted>{models.names.join(', ')}</Muted>}
        </p>
      </Panel>
      <Panel aria-labelledby="member-sessions">
        <h2 id="member-sessions">{t`Devices`}</h2>
        {member.sessions.length === 0 ? (
          <Muted>{t`None.`}</Muted>
        ) : (
          <List>
            {member.sessions.map((s) => (
              <li key={s.id}>
                {s.userAgent ?? t`Unknown browser`} <Muted>{t`signed in ${words.day(s.created)}, last seen ${words.day(s.lastSeen)}`}</Muted> {s.active ? t`Active` : t`Ended`}
              </li>
            ))}
          </List>
        )}
      </Panel>
      <Panel aria-labelledby="member-mails">
        <h2 id="member-mails">{t`Mails sent`}</h2>
        {member.mails.length === 0 ? (
          <Muted>{t`None.`}</Muted>
        ) : (
          <List>
            {member.mails.map((m, i) => (
              <li key={i}>
                {m.template} <Muted>{`${words.language(m.locale)} · ${words.day(m.at)}`}</Muted>
              </li>
            ))}
          </List>
        )}
      </Panel>
    </>
  );
}

export function MemberAuditPanel({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const words = useMemberWords();
  const { data, error } = useMemberAudit(id, true);
  return (
    <Panel aria-labelledby="member-audit">
      <h2 id="member-audit">{t`Staff actions`}</h2>
      {error ? (
        <Muted>
          <Trans>The staff actions could not be loaded.</Trans>
        </Muted>
      ) : data && data.items.length === 0 ? (
        <Muted>{t`None yet.`}</Muted>
      ) : (
        <List>
          {data?.items.map((a) => (
            <li key={a.id}>
              <strong>{words.action(a.action)}</strong> {a.reason && `“${a.reason}”`}{' '}
              <Muted>{t`by ${a.username} from ${a.address}, ${i18n.date(new Date(a.at), { dateStyle: 'medium', timeStyle: 'short' })}`}</Muted>
            </li>
          ))}
        </List>
      )}
    </Panel>
  );
}

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  li {
    overflow-wrap: anywhere;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;
