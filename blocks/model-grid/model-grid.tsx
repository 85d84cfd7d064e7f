import { useId } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { modelGrid } from './index';
import { useModelListPage, type ModelSort } from '../../src/api/lists';
import { useLocalized } from '../../src/i18n/use-localized';
import { useListQuery } from '../../src/routes/use-list-query';
import { sizesFor } from '../../src/ui/card-helpers';
import { ListToolbar, ToolbarSelect } from '../../src/ui/list-toolbar';
import { ModelCard } from '../../src/ui/model-card';
import { PagedGrid } from '../../src/ui/paged-grid';
import { Section } from '../../src/ui/section';
import { SORT_PARAM } from '../../shared/page-query';
import { isModelSort, MODEL_SORTS } from './model-sort';

export default function ModelGrid({ heading, sort: defaultSort, showSort, columns }: BlockProps<typeof modelGrid>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const selectId = useId();
  const query = useListQuery();
  const requested = query.get(SORT_PARAM);
  const sort = isModelSort(requested) ? requested : defaultSort;
  const { data, error, isLoading, mutate } = useModelListPage({ p: query.page, s: query.size }, sort);

  const labels: Record<ModelSort, string> = { name: t`Name`, newest: t`Newest`, rating: t`Top rated`, views: t`Most viewed` };
  const sortSelect = showSort ? (
    <ToolbarSelect htmlFor={selectId}>
      <Trans>Sort by</Trans>
      <select
        id={selectId}
        value={sort}
        // A new order starts again at the first page; the block's own default stays out of the URL.
        onChange={(event) => query.setParams({ [SORT_PARAM]: event.target.value === defaultSort ? undefined : event.target.value })}
      >
        {MODEL_SORTS.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </ToolbarSelect>
  ) : undefined;

  const count = data?.total ? <Plural value={data.total} one="# model" other="# models" /> : undefined;
  const sizes = sizesFor(columns);
  return (
    <Section heading={localized(heading)} label={t`Models`}>
      {/* The cards' h3 names need an h2 above them, even when the page shows no heading. */}
      {!localized(heading) && <h2 className="visually-hidden">{t`Models`}</h2>}
      <PagedGrid
        query={query}
        data={data}
        error={error}
        isLoading={isLoading}
        onRetry={() => void mutate()}
        toolbar={<ListToolbar count={count} filters={[]} end={sortSelect} />}
        renderItem={(model) => <ModelCard model={model} sizes={sizes} />}
        itemKey={(model) => model.id}
        spans={columns}
        ratio="2:3"
        skeletonLines={0}
        loadingLabel={t`Loading models`}
        errorText={<Trans>The models could not be loaded. Please try again later.</Trans>}
        emptyTitle={<Trans>No models found</Trans>}
        emptyText={<Trans>New models join regularly. Please come back soon.</Trans>}
        paginationLabel={t`Pagination`}
        listLabel={t`Models`}
      />
    </Section>
  );
}
