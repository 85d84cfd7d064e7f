// The desk's member search: by part of the username or email, or a payment reference (token,
// provider transaction id, invoice number), with each member's access and last payment.
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeskMembers, type DeskMemberRow } from './api/desk-members';
import { useListParams } from '../use-list-params';
import { ListPaging, PAGE_SIZE, SearchBox } from '../list-controls';
import { Muted, PageHeader, Table, Toolbar } from '../admin-ui';
import { LoadProblem, EmptyNote } from '../../../src/ui/load-problem';
import { useMemberWords } from './member-words';

const KEYS = ['q'] as const;

export function MembersList() {
  const { t, i18n } = useLingui();
  const words = useMemberWords();
  const { values, page, set } = useListParams(KEYS);
  const { data, error, mutate } = useDeskMembers({ q: values.q || undefined, p: page, s: PAGE_SIZE });
  const day = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium' });
  const lastPayment = (m: DeskMemberRow) =>
    m.lastPayment ? `${i18n.number(m.lastPayment.amount, { style: 'currency', currency: m.lastPayment.currency })} · ${day(m.lastPayment.at)} · ${words.paymentStatus(m.lastPayment.status)}` : t`None`;
  return (
    <>
      <PageHeader>
        <h1>
          <Trans>Members</Trans>
        </h1>
      </PageHeader>
      <Toolbar>
        <SearchBox value={values.q} onSearch={(q) => set('q', q)} />
        <Muted>
          <Trans>Username, email, or a payment reference (token, transaction id, invoice number)</Trans>
        </Muted>
      </Toolbar>
      {error ? (
        <LoadProblem onRetry={() => void mutate()}>
          <Trans>The members could not be loaded.</Trans>
        </LoadProblem>
      ) : data && data.items.length === 0 ? (
        <EmptyNote>
          <Trans>No member matches.</Trans>
        </EmptyNote>
      ) : (
        <Table aria-busy={!data}>
          <caption className="visually-hidden">{t`Members`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Member`}</th>
              <th scope="col">{t`Role`}</th>
              <th scope="col">{t`Joined`}</th>
              <th scope="col">{t`Access`}</th>
              <th scope="col">{t`Last payment`}</th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((m) => (
              <tr key={m.id}>
                <td>
                  <Link to={`/admin/members/${m.id}`}>{m.username}</Link> <Muted>{m.email}</Muted>
                  {m.blocked && (
                    <>
                      {' '}
                      <strong>{t`Blocked`}</strong>
                    </>
                  )}
                </td>
                <td>{words.role(m.role)}</td>
                <td>{day(m.created)}</td>
                <td>{words.access(m.access)}</td>
                <td>{lastPayment(m)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {data && <ListPaging page={page} total={data.total} onPage={(p) => set('p', String(p))} />}
    </>
  );
}
