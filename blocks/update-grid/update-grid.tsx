import { useId, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useAtomValue } from 'jotai';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { updateGrid } from './index';
import { useChannel } from '../../src/api/channels';
import { useModel } from '../../src/api/models';
import { usePlace } from '../../src/api/places';
import { useTagsWhen, useUpdateListPage, type UpdateListFilters, type UpdateListOrder, type UpdateListSource } from '../../src/api/lists';
import type { Update } from '../../schemas/api';
import { useSiteConfig } from '../../src/config/site-config-context';
import { bcp47Of } from '../../shared/locales';
import { useLocalized } from '../../src/i18n/use-localized';
import { PAGE_PARAM, PAGES_PARAM, useListQuery } from '../../src/routes/use-list-query';
import { localeAtom } from '../../src/state/preferences';
import { sizesFor, useLocalizedName } from '../../src/ui/card-helpers';
import { humanize, ListToolbar, ToolbarSelect, type ActiveFilter } from '../../src/ui/list-toolbar';
import { MorePageItems, PagedGrid } from '../../src/ui/paged-grid';
import type { PhoneLayout } from '../../src/ui/card-helpers';
import type { AspectRatio } from '../../src/ui/responsive-image';
import { Section } from '../../src/ui/section';
import { UpdateCard } from '../../src/ui/update-card';
import { SORT_PARAM, UPDATE_FILTER_PARAMS } from '../../shared/page-query';
import { gridFiltersOf, routeSourceOf, sortOf, sortOptionsOf, sortParamOf, type UpdateListSort } from './grid-request';
import { GridFilters } from './grid-filters';
import { dateTimeFormat } from '../../shared/intl-formats';

/** "November 2026", "2026" or "November" in the active locale. */
function useDateLabel(year: string | undefined, month: string | undefined): string | undefined {
  const locale = bcp47Of(useAtomValue(localeAtom));
  if (!year && !month) return undefined;
  if (!month) return year;
  const format = dateTimeFormat(locale, { month: 'long', ...(year ? { year: 'numeric' } : {}), timeZone: 'UTC' });
  const text = format.format(Date.UTC(year ? Number(year) : 2000, Number(month) - 1, 1));
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** The names behind the filter permaLinks; a humanized permaLink until (or unless) they load. */
function useFilterNames(filters: UpdateListFilters) {
  const nameOf = useLocalizedName();
  const tags = useTagsWhen(Boolean(filters.tag));
  const model = useModel(filters.model);
  const channel = useChannel(filters.channel);
  const place = usePlace(filters.place);
  const tagName = (link: string) => tags.data?.items.find((tag) => tag.permaLink === link)?.fullName ?? humanize(link);
  return {
    tag: filters.tag ? tagName(filters.tag) : undefined,
    model: filters.model ? (model.data ? nameOf(model.data) : humanize(filters.model)) : undefined,
    channel: filters.channel ? (channel.data ? nameOf(channel.data) : humanize(filters.channel)) : undefined,
    place: filters.place ? (place.data ? nameOf(place.data) : humanize(filters.place)) : undefined,
  };
}

/** A page "Load more" joined: its own request, its cards appended to the list. */
function MorePage({
  list,
  page,
  size,
  filters,
  sort,
  ratio,
  hideHardcore,
  renderItem,
}: {
  list: UpdateListSource;
  page: number;
  size: number;
  filters: UpdateListFilters;
  sort: UpdateListOrder | undefined;
  ratio: AspectRatio;
  hideHardcore: boolean;
  renderItem: (update: Update) => ReactNode;
}) {
  const { data } = useUpdateListPage(list, { p: page, s: size }, filters, sort);
  const items = data && hideHardcore ? data.items.filter((update) => !update.hardcore) : data?.items;
  return <MorePageItems items={items} size={size} ratio={ratio} skeletonLines={2} renderItem={renderItem} itemKey={(update) => update.id} />;
}

export default function UpdateGrid({ heading, source, orientation, columns, phoneLayout }: BlockProps<typeof updateGrid>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const navigate = useNavigate();
  const location = useLocation();
  const { contentType } = useParams();
  const hideHardcore = useSiteConfig().core.fsk12.hideHardcoreUpdates;

  const routeSource = routeSourceOf(source, contentType);
  const list: UpdateListSource = routeSource ?? source;

  const sortId = useId();
  const query = useListQuery({ filterKeys: UPDATE_FILTER_PARAMS });
  const filters = gridFiltersOf((key) => query.filters[key]);
  const sort = sortOf(query.get(SORT_PARAM), list);
  const apiSort = sortParamOf(sort);
  const { data, error, isLoading, mutate } = useUpdateListPage(list, { p: query.page, s: query.size }, filters, apiSort);
  const names = useFilterNames(filters);
  const dateLabel = useDateLabel(filters.y, filters.m);

  const listName = { updates: t`Updates`, videos: t`Videos`, photos: t`Galleries`, dvds: t`DVDs` }[list];
  const title = localized(heading);

  const chips: ActiveFilter[] = [];
  if (routeSource) {
    chips.push({
      key: 'contentType',
      label: t`Type: ${listName}`,
      onRemove: () => {
        const search = new URLSearchParams(location.search);
        search.delete(PAGE_PARAM);
        search.delete(PAGES_PARAM);
        const rest = search.toString();
        void navigate({ pathname: '/updates', search: rest ? `?${rest}` : '' });
      },
    });
  }
  if (names.tag) chips.push({ key: 'tag', label: t`Tag: ${names.tag}`, onRemove: () => query.setParams({ tag: undefined }) });
  if (names.model) chips.push({ key: 'model', label: t`Model: ${names.model}`, onRemove: () => query.setParams({ model: undefined }) });
  if (names.channel) chips.push({ key: 'channel', label: t`Channel: ${names.channel}`, onRemove: () => query.setParams({ channel: undefined }) });
  if (names.place) chips.push({ key: 'place', label: t`Place: ${names.place}`, onRemove: () => query.setParams({ place: undefined }) });
  if (dateLabel) chips.push({ key: 'date', label: dateLabel, onRemove: () => query.setParams({ y: undefined, m: undefined }) });

  // The server leaves hardcore updates out itself; this only keeps a stale cache honest.
  const shown = data && hideHardcore ? { ...data, items: data.items.filter((update) => !update.hardcore) } : data;

  const total = data?.total;
  const count =
    !total ? undefined : list === 'videos' ? (
      <Plural value={total} one="# video" other="# videos" />
    ) : list === 'photos' ? (
      <Plural value={total} one="# gallery" other="# galleries" />
    ) : list === 'dvds' ? (
      <Plural value={total} one="# DVD" other="# DVDs" />
    ) : (
      <Plural value={total} one="# update" other="# updates" />
    );

  const sortLabels: Record<UpdateListSort, string> = { newest: t`Newest`, views: t`Most viewed`, rating: t`Top rated`, duration: t`Longest` };
  const end = (
    <>
      <GridFilters
        key={`${list}?${location.search}`}
        list={list}
        typeFilter={source === 'updates'}
        current={{ tag: filters.tag ?? '', model: filters.model ?? '', y: filters.y ?? '', m: filters.m ?? '' }}
        apply={(values) => query.setParams(values)}
        reset={query.reset}
      />
      <ToolbarSelect htmlFor={sortId}>
        <Trans>Sort by</Trans>
        <select
          id={sortId}
          value={sort}
          // A new order starts again at the first page; the default stays out of the address.
          onChange={(event) => query.setParams({ [SORT_PARAM]: sortParamOf(event.target.value as UpdateListSort) })}
        >
          {sortOptionsOf(list).map((option) => (
            <option key={option} value={option}>
              {sortLabels[option]}
            </option>
          ))}
        </select>
      </ToolbarSelect>
    </>
  );

  const layout: PhoneLayout = phoneLayout ?? 'columns';
  const sizes = sizesFor(columns, layout);
  const ratio = orientation === 'upright' ? '2:3' : '16:9';
  const renderCard = (update: Update) => <UpdateCard update={update} orientation={orientation} sizes={sizes} />;
  return (
    <Section heading={title} label={listName}>
      {/* The cards' h3 titles need an h2 above them, even when the page shows no heading. */}
      {!title && <h2 className="visually-hidden">{listName}</h2>}
      <PagedGrid
        query={query}
        data={shown}
        error={error}
        isLoading={isLoading}
        onRetry={() => void mutate()}
        toolbar={<ListToolbar count={count} filters={chips} onClearAll={query.reset} end={end} />}
        renderItem={renderCard}
        itemKey={(update) => update.id}
        spans={columns}
        phone={layout}
        renderPage={(page) => (
          <MorePage list={list} page={page} size={query.size} filters={filters} sort={apiSort} ratio={ratio} hideHardcore={hideHardcore} renderItem={renderCard} />
        )}
        ratio={ratio}
        skeletonLines={2}
        loadingLabel={t`Loading updates`}
        errorText={<Trans>These updates could not be loaded. Please try again later.</Trans>}
        emptyTitle={<Trans>No updates found</Trans>}
        emptyText={
          query.filtered ? (
            <Trans>Nothing matches these filters. Remove a filter to see more.</Trans>
          ) : (
            <Trans>New updates are published every week. Please come back soon.</Trans>
          )
        }
        paginationLabel={t`Pagination`}
        listLabel={listName}
      />
    </Section>
  );
}
