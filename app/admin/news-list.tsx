// News posts: search, filter by status, sort and page (all in the URL); each row links to its form
// and shows its state in words.
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStaffPosts, type StaffPostListParams } from './api/staff-news';
import { useListParams } from './use-list-params';
import { ListPaging, PAGE_SIZE, SearchBox, SelectFilter } from './list-controls';
import { StatusBadge } from './status-badge';
import { Muted, PageHeader, Table, Toolbar } from './admin-ui';
import { ButtonLink } from '../../src/ui/button';
import { LoadProblem, EmptyNote } from '../../src/ui/load-problem';

const KEYS = ['q', 'status', 'sort'] as const;

export function NewsList() {
  const { t, i18n } = useLingui();
  const { values, page, set } = useListParams(KEYS);
  const params = { q: values.q || undefined, status: values.status || undefined, sort: values.sort || undefined, p: page, s: PAGE_SIZE } as StaffPostListParams;
  const { data, error, mutate } = useStaffPosts(params);
  return (
    <>
      <PageHeader>
        <h1>
          <Trans>News</Trans>
        </h1>
        <ButtonLink to="/admin/news/new" $size="small">
          <Trans>New post</Trans>
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
          <Trans>The news posts could not be loaded.</Trans>
        </LoadProblem>
      ) : data && data.items.length === 0 ? (
        <EmptyNote>
          <Trans>No news post matches.</Trans>
        </EmptyNote>
      ) : (
        <Table aria-busy={!data}>
          <caption className="visually-hidden">{t`News posts`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Title`}</th>
              <th scope="col">{t`Publish date`}</th>
              <th scope="col">{t`Status`}</th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((post) => (
              <tr key={post.id}>
                <td>
                  <Link to={`/admin/news/${post.id}`}>{post.fullName}</Link> <Muted>{post.permaLink}</Muted>
                </td>
                <td>{i18n.date(new Date(post.publishDate), { dateStyle: 'medium' })}</td>
                <td>
                  <StatusBadge status={post.status} publishDate={post.publishDate} purgeAt={post.purgeAt} />
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
