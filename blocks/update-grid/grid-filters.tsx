// The update grid's filter sheet: type (on /updates), tag, model, year and month together. The
// choices load only once the sheet opens; "Show results" writes them to the address.
import { useState } from 'react';
import { useNavigate, useLocation } from 'react-router';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContentType } from '../../schemas/api';
import type { CalendarEntry } from '../../schemas/api';
import { updateCalendarKey } from '../../src/api/content';
import { useApiList } from '../../src/api/use-api';
import { useModelChoicesWhen, useTagsWhen, type UpdateListSource } from '../../src/api/lists';
import { useSiteConfig } from '../../src/config/site-config-context';
import { localeAtom } from '../../src/state/preferences';
import { useLocalizedName } from '../../src/ui/card-helpers';
import { FilterSheet, SheetField } from '../../src/ui/filter-sheet';
import { bcp47Of } from '../../shared/locales';
import { dateTimeFormat } from '../../shared/intl-formats';
import { PAGE_PARAM, PAGES_PARAM } from '../../shared/page-query';
import { filterParamsOf, filterTypesOf, typeOfSource, typePathOf, type FilterDraft } from './grid-request';

export interface GridFiltersProps {
  /** The list shown; on the all-updates list (and its per-type routes) the type can be picked. */
  list: UpdateListSource;
  /** True on /updates and /updates/{type}, where the type is a filter. */
  typeFilter: boolean;
  current: FilterDraft;
  /** Writes the filters to the address (first page). */
  apply: (values: Record<keyof FilterDraft, string | undefined>) => void;
  reset: () => void;
}

export function GridFilters({ list, typeFilter, current, apply, reset }: GridFiltersProps) {
  const { t } = useLingui();
  const config = useSiteConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const locale = bcp47Of(useAtomValue(localeAtom));
  const nameOf = useLocalizedName();
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<FilterDraft>(current);
  const currentType = typeOfSource(list);
  const [type, setType] = useState<ContentType | ''>(currentType ?? '');

  const tags = useTagsWhen(opened);
  const models = useModelChoicesWhen(opened);
  const calendar = useApiList<CalendarEntry>(opened ? updateCalendarKey : null);
  const years = [...new Set((calendar.data?.items ?? []).map((entry) => entry.value.split(',')[0]!))];
  const monthName = (month: number) => dateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));
  const typeNames: Record<ContentType, string> = { video: t`Videos`, photo: t`Galleries`, dvd: t`DVDs` };

  const active = [current.tag, current.model, current.y].filter(Boolean).length + (typeFilter && currentType ? 1 : 0);
  const set = (key: keyof FilterDraft) => (event: { target: { value: string } }) => setDraft((before) => ({ ...before, [key]: event.target.value }));

  const onApply = () => {
    const values = filterParamsOf(draft);
    if (typeFilter && (type || undefined) !== currentType) {
      // Another type is another route (/updates/videos): the filters go along, paging starts anew.
      const search = new URLSearchParams(location.search);
      search.delete(PAGE_PARAM);
      search.delete(PAGES_PARAM);
      for (const [key, value] of Object.entries(values)) {
        if (value) search.set(key, value);
        else search.delete(key);
      }
      const rest = search.toString();
      void navigate({ pathname: typePathOf(type || undefined), search: rest ? `?${rest}` : '' });
      return;
    }
    apply(values);
  };

  return (
    <FilterSheet
      active={active}
      onOpen={() => {
        setDraft(current);
        setType(currentType ?? '');
        setOpened(true);
      }}
      onApply={onApply}
      onReset={() => {
        if (typeFilter && currentType) void navigate({ pathname: typePathOf(undefined) });
        else reset();
      }}
    >
      {typeFilter && (
        <SheetField>
          <Trans>Type</Trans>
          <select value={type} onChange={(event) => setType(event.target.value as ContentType | '')}>
            <option value="">{t`All types`}</option>
            {filterTypesOf(config).map((option) => (
              <option key={option} value={option}>
                {typeNames[option]}
              </option>
            ))}
          </select>
        </SheetField>
      )}
      <SheetField>
        <Trans>Tag</Trans>
        <select value={draft.tag} onChange={set('tag')}>
          <option value="">{t`All tags`}</option>
          {draft.tag && !tags.data?.items.some((tag) => tag.permaLink === draft.tag) && <option value={draft.tag}>{draft.tag}</option>}
          {tags.data?.items.map((tag) => (
            <option key={tag.permaLink} value={tag.permaLink}>
              {tag.fullName}
            </option>
          ))}
        </select>
      </SheetField>
      <SheetField>
        <Trans>Model</Trans>
        <select value={draft.model} onChange={set('model')}>
          <option value="">{t`All models`}</option>
          {draft.model && !models.data?.items.some((model) => model.permaLink === draft.model) && <option value={draft.model}>{draft.model}</option>}
          {models.data?.items.map((model) => (
            <option key={model.permaLink} value={model.permaLink}>
              {nameOf(model)}
            </option>
          ))}
        </select>
      </SheetField>
      <SheetField>
        <Trans>Year</Trans>
        <select value={draft.y} onChange={set('y')}>
          <option value="">{t`All years`}</option>
          {draft.y && !years.includes(draft.y) && <option value={draft.y}>{draft.y}</option>}
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </SheetField>
      <SheetField>
        <Trans>Month</Trans>
        <select value={draft.y ? draft.m : ''} onChange={set('m')} disabled={!draft.y}>
          <option value="">{t`All months`}</option>
          {Array.from({ length: 12 }, (_, index) => (
            <option key={index} value={String(index + 1)}>
              {monthName(index + 1)}
            </option>
          ))}
        </select>
      </SheetField>
    </FilterSheet>
  );
}
