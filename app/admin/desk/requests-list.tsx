// The desk's inbox of contact and content-removal requests: open ones first by due date, filtered
// by kind and status (in the URL), each with when its answer is due.
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeskRequests } from './api/desk-requests';
import type { DeskRequestListQuery } from '../../../schemas/api/desk-requests';
import { DueLabel, useRequestLabels } from './requests-labels';
import { useListParams } from '../use-list-params';
import { ListPaging, PAGE_SIZE, SelectFilter } from '../list-controls';
import { Muted, PageHeader, Table, Toolbar } from '../admin-ui';
import { LoadProblem, EmptyNote } from '../../../src/ui/load-problem';

const KEYS = ['kind', 'status'] as const;

export function RequestsList() {
  const { t, i18n } = useLingui();
  const labels = useRequestLabels();
  const { values, page, set } = useListParams(KEYS);
  const params = { kind: values.kind || undefined, status: values.status || undefined, p: page, s: PAGE_SIZE } as DeskRequestListQuery;
  const { data, error, mutate } = useDeskRequests(params);
  return (
    <>
      <PageHeader>
        <h1>
          <Trans>Requests</Trans>
        </h1>
      </PageHeader>
      <Toolbar role="search">
        <SelectFilter
          label={t`Kind`}
          value={values.kind}
          onChange={(value) => set('kind', value)}
          options={[
            { value: '', label: t`All requests` },
            { value: 'contact', label: labels.kind.contact },
            { value: 'removal', label: labels.kind.removal },
          ]}
        />
        <SelectFilter
          label={t`Status`}
          value={values.status}
          onChange={(value) => set('status', value)}
          options={[
            { value: '', label: t`Any status` },
            { value: 'open', label: t`Open (new or in progress)` },
            { value: 'new', label: labels.status.new },
            { value: 'in_progress', label: labels.status.in_progress },
            { value: 'answered', label: labels.status.answered },
          ]}
        />
      </Toolbar>
      {error ? (
        <LoadProblem onRetry={() => void mutate()}>
          <Trans>The requests could not be loaded.</Trans>
        </LoadProblem>
      ) : data && data.items.length === 0 ? (
        <EmptyNote>
          <Trans>No request here.</Trans>
        </EmptyNote>
      ) : (
        <Table aria-busy={!data}>
          <caption className="visually-hidden">{t`Requests, open ones first by due date`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Request`}</th>
              <th scope="col">{t`From`}</th>
              <th scope="col">{t`Status`}</th>
              <th scope="col">{t`Due`}</th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((request) => (
              <tr key={`${request.kind}-${request.id}`}>
                <td>
                  <Link to={`/admin/requests/${request.kind}/${request.id}`}>{request.subject || `#${request.id}`}</Link> <Muted>{labels.kind[request.kind]}</Muted>
                </td>
                <td>
                  {request.name} <Muted>{i18n.date(new Date(request.receivedAt), { dateStyle: 'medium' })}</Muted>
                </td>
                <td>{labels.status[request.status]}</td>
                <td>
                  <DueLabel request={request} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {data && <ListPaging page={page} total={data.total} onPage={(p) => set('p', String(p))} />}
    </>
  );
}
