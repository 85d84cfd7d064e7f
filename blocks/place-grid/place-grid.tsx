import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { placeGrid } from './index';
import { usePlaceListPage } from '../../src/api/lists';
import { useLocalized } from '../../src/i18n/use-localized';
import { useListQuery } from '../../src/routes/use-list-query';
import { sizesFor } from '../../src/ui/card-helpers';
import { ListToolbar } from '../../src/ui/list-toolbar';
import { PagedGrid } from '../../src/ui/paged-grid';
import { PlaceCard } from '../../src/ui/place-card';
import { Section } from '../../src/ui/section';

export default function PlaceGrid({ heading, columns }: BlockProps<typeof placeGrid>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const query = useListQuery();
  const { data, error, isLoading, mutate } = usePlaceListPage({ p: query.page, s: query.size });

  const count = data?.total ? <Plural value={data.total} one="# place" other="# places" /> : undefined;
  const sizes = sizesFor(columns);
  return (
    <Section heading={localized(heading)} label={t`Places`}>
      {/* The cards' h3 names need an h2 above them, even when the page shows no heading. */}
      {!localized(heading) && <h2 className="visually-hidden">{t`Places`}</h2>}
      <PagedGrid
        query={query}
        data={data}
        error={error}
        isLoading={isLoading}
        onRetry={() => void mutate()}
        toolbar={<ListToolbar count={count} filters={[]} />}
        renderItem={(place) => <PlaceCard place={place} sizes={sizes} />}
        itemKey={(place) => place.id}
        spans={columns}
        ratio="16:9"
        skeletonLines={0}
        loadingLabel={t`Loading places`}
        errorText={<Trans>The places could not be loaded. Please try again later.</Trans>}
        emptyTitle={<Trans>No places found</Trans>}
        emptyText={<Trans>New places are added regularly. Please come back soon.</Trans>}
        paginationLabel={t`Pagination`}
        listLabel={t`Places`}
      />
    </Section>
  );
}
