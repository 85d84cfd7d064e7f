// One screen for tags, channels, places and categories: search and page (in the URL).
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStaffNamedList, type Taxonomy } from './api/staff-taxonomy';
import { useListParams } from './use-list-params';
import { ListPaging, PAGE_SIZE, SearchBox } from './list-controls';
import { Muted, PageHeader, Table, Toolbar } from './admin-ui';
import { useTaxonomyLabels } from './taxonomy-labels';
import { ButtonLink } from '../../src/ui/button';
import { LoadProblem, EmptyNote } from '../../src/ui/load-problem';

const KEYS = ['q'] as const;

export function TaxonomyList({ taxonomy }: { taxonomy: Taxonomy }) {
  const { t } = useLingui();
  const labels = useTaxonomyLabels(taxonomy);
  const { values, page, set } = useListParams(KEYS);
  const { data, error, mutate } = useStaffNamedList(taxonomy, { q: values.q || undefined, p: page, s: PAGE_SIZE });
  return (
    <>
      <PageHeader>
        <h1>{labels.title}</h1>
        <ButtonLink to={`/admin/${taxonomy}/new`} $size="small">
          {labels.create}
        </ButtonLink>
      </PageHeader>
      <Toolbar role="search">
        <SearchBox key={taxonomy} value={values.q} onSearch={(q) => set('q', q)} />
      </Toolbar>
      {error ? (
        <LoadProblem onRetry={() => void mutate()}>
          <Trans>The list could not be loaded.</Trans>
        </LoadProblem>
      ) : data && data.items.length === 0 ? (
        <EmptyNote>
          <Trans>Nothing matches.</Trans>
        </EmptyNote>
      ) : (
        <Table aria-busy={!data}>
          <caption className="visually-hidden">{labels.title}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Name`}</th>
              <th scope="col">{t`Address`}</th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((item) => (
              <tr key={item.id}>
                <td>
                  <Link to={`/admin/${taxonomy}/${item.id}`}>{item.fullName}</Link>
                </td>
                <td>
                  <Muted>{item.permaLink}</Muted>
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
