// Models: search, filter by status, sort and page (all in the URL); each row links to its form.
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStaffModels, type StaffModelListParams } from './api/staff-models';
import { useListParams } from './use-list-params';
import { ListPaging, PAGE_SIZE, SearchBox, SelectFilter } from './list-controls';
import { StatusBadge } from './status-badge';
import { Muted, PageHeader, Table, Toolbar } from './admin-ui';
import { ButtonLink } from '../../src/ui/button';
import { LoadProblem, EmptyNote } from '../../src/ui/load-problem';

const KEYS = ['q', 'status', 'sort'] as const;

export function ModelsList() {
  const { t } = useLingui();
  const { values, page, set } = useListParams(KEYS);
  const params = { q: values.q || undefined, status: values.status || undefined, sort: values.sort || undefined, p: page, s: PAGE_SIZE } as StaffModelListParams;
  const { data, error, mutate } = useStaffModels(params);
  return (
    <>
      <PageHeader>
        <h1>
          <Trans>Models</Trans>
        </h1>
        <ButtonLink to="/admin/models/new" $size="small">
          <Trans>New model</Trans>
        </ButtonLink>
      </PageHeader>
      <Toolbar role="search">
        <SearchBox value={values.q} onSearch={(q) => set('q', q)} />
        <SelectFilter
          label={t`Status`}
          value={values.status}
          onChange={(value) => set('status', value)}
          options={[
            { value: '', label: t`Any status` },
            { value: 'draft', label: t`Draft` },
            { value: 'published', label: t`Published` },
            { value: 'deleted', label: t`Deleted` },
          ]}
        />
        <SelectFilter
          label={t`Sort`}
          value={values.sort}
          onChange={(value) => set('sort', value)}
          options={[
            { value: '', label: t`By name` },
            { value: 'newest', label: t`Newest first` },
            { value: 'updated', label: t`Last changed` },
          ]}
        />
      </Toolbar>
      {error ? (
        <LoadProblem onRetry={() => void mutate()}>
          <Trans>The models could not be loaded.</Trans>
        </LoadProblem>
      ) : data && data.items.length === 0 ? (
        <EmptyNote>
          <Trans>No model matches.</Trans>
        </EmptyNote>
      ) : (
        <Table aria-busy={!data}>
          <caption className="visually-hidden">{t`Models`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Name`}</th>
              <th scope="col">{t`Status`}</th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((model) => (
              <tr key={model.id}>
                <td>
                  <Link to={`/admin/models/${model.id}`}>{model.fullName}</Link> <Muted>{model.permaLink}</Muted>
                </td>
                <td>
                  <StatusBadge status={model.status} purgeAt={model.purgeAt} />
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
