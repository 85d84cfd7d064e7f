// Updates: search, filter by type and status, sort and page (all in the URL); each row links to its
// form and shows its state.
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStaffUpdates, type StaffUpdateListParams } from './api/staff-updates';
import { useListParams } from './use-list-params';
import { ListPaging, PAGE_SIZE, SearchBox, SelectFilter } from './list-controls';
import { StatusBadge } from './status-badge';
import { Muted, PageHeader, Table, Toolbar } from './admin-ui';
import { ButtonLink } from '../../src/ui/button';
import { LoadProblem, EmptyNote } from '../../src/ui/load-problem';
import { useContentTypeLabels } from './content-type-labels';

const KEYS = ['q', 'type', 'status', 'sort'] as const;

export function UpdatesList() {
  const { t, i18n } = useLingui();
  const { values, page, set } = useListParams(KEYS);
  const typeLabels = useContentTypeLabels();
  const params = { q: values.q || undefined, type: values.type || undefined, status: values.status || undefined, sort: values.sort || undefined, p: page, s: PAGE_SIZE } as StaffUpdateListParams;
  const { data, error, mutate } = useStaffUpdates(params);
  return (
    <>
      <PageHeader>
        <h1>
          <Trans>Updates</Trans>
        </h1>
        <ButtonLink to="/admin/updates/new" $size="small">
          <Trans>New update</Trans>
        </ButtonLink>
      </PageHeader>
      <Toolbar role="search">
        <SearchBox value={values.q} onSearch={(q) => set('q', q)} />
        <SelectFilter
          label={t`Type`}
          value={values.type}
          onChange={(value) => set('type', value)}
          options={[{ value: '', label: t`All types` }, ...Object.entries(typeLabels).map(([value, label]) => ({ value, label }))]}
        />
        <SelectFilter
          label={t`Status`}
          value={values.status}
          onChange={(value) => set('status', value)}
          options={[
            { value: '', label: t`Any status` },
            { value: 'draft', label: t`Draft` },
            { value: 'scheduled', label: t`Scheduled` },
            { value: 'published', label: t`Published` },
            { value: 'deleted', label: t`Deleted` },
          ]}
        />
        <SelectFilter
          label={t`Sort`}
          value={values.sort}
          onChange={(value) => set('sort', value)}
          options={[
            { value: '', label: t`Newest first` },
            { value: 'oldest', label: t`Oldest first` },
            { value: 'title', label: t`By title` },
            { value: 'updated', label: t`Last changed` },
          ]}
        />
      </Toolbar>
      {error ? (
        <LoadProblem onRetry={() => void mutate()}>
          <Trans>The updates could not be loaded.</Trans>
        </LoadProblem>
      ) : data && data.items.length === 0 ? (
        <EmptyNote>
          <Trans>No update matches.</Trans>
        </EmptyNote>
      ) : (
        <Table aria-busy={!data}>
          <caption className="visually-hidden">{t`Updates`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Title`}</th>
              <th scope="col">{t`Type`}</th>
              <th scope="col">{t`Release date`}</th>
              <th scope="col">{t`Status`}</th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((update) => (
              <tr key={update.id}>
                <td>
                  <Link to={`/admin/updates/${update.id}`}>{update.fullName}</Link> <Muted>{update.permaLink}</Muted>
                </td>
                <td>{typeLabels[update.contentType]}</td>
                <td>{i18n.date(new Date(update.publishDate), { dateStyle: 'medium' })}</td>
                <td>
                  <StatusBadge status={update.status} publishDate={update.publishDate} purgeAt={update.purgeAt} />
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
