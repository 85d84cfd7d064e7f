import { useId } from 'react';
import { Link } from 'react-router';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { updateCalendar } from './index';
import type { CalendarEntry } from '../../schemas/api';
import { useUpdateCalendar } from '../../src/api/content';
import { bcp47Of } from '../../shared/locales';
import { useLocalized } from '../../src/i18n/use-localized';
import { localeAtom } from '../../src/state/preferences';
import { up } from '../../src/theme/breakpoints';
import { TextSkeleton } from '../../src/ui/card-skeleton';
import { LoadProblem } from '../../src/ui/load-problem';
import { Section } from '../../src/ui/section';
import { dateTimeFormat } from '../../shared/intl-formats';

interface YearGroup {
  year: number;
  total: number;
  months: { month: number; count: number }[];
}

/** `'2026,11'` entries -> years (newest first) with their months (newest first). */
export function groupByYear(entries: readonly CalendarEntry[]): YearGroup[] {
  const years = new Map<number, YearGroup>();
  for (const entry of entries) {
    const [year, month] = entry.value.split(',').map(Number);
    if (!year || !month || month < 1 || month > 12 || entry.updateCount <= 0) continue;
    const group = years.get(year) ?? { year, total: 0, months: [] };
    group.total += entry.updateCount;
    const existing = group.months.find((m) => m.month === month);
    if (existing) existing.count += entry.updateCount;
    else group.months.push({ month, count: entry.updateCount });
    years.set(year, group);
  }
  return [...years.values()]
    .sort((a, b) => b.year - a.year)
    .map((group) => ({ ...group, months: group.months.sort((a, b) => b.month - a.month) }));
}

const Years = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const YearHeading = styled.h3`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.xs};
  border-bottom: 2px solid ${({ theme }) => theme.colors.primary};
  font-size: 1.1rem;
  a {
    color: ${({ theme }) => theme.colors.heading};
  }
`;

const YearTotal = styled.span`
  font-family: ${({ theme }) => theme.font.body};
  font-size: 0.8rem;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Months = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  ${up('sm')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${up('xl')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const MonthLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.9rem;
  transition:
    background 0.15s ease,
    color 0.15s ease;
  &:hover {
    text-decoration: none;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const MonthCount = styled.span`
  min-width: 1.8em;
  padding: 0 0.4em;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.75rem;
  font-weight: 700;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

/** Month names of the active locale, capitalised for a label ('noviembre' -> 'Noviembre'). */
function useMonthName(): (month: number) => string {
  const locale = bcp47Of(useAtomValue(localeAtom));
  const format = dateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return (month) => {
    const name = format.format(Date.UTC(2000, month - 1, 1));
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  };
}

export default function UpdateCalendar({ heading }: BlockProps<typeof updateCalendar>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const monthName = useMonthName();
  const idPrefix = useId();
  const { data, error, mutate } = useUpdateCalendar();
  const title = localized(heading) || t`Update calendar`;

  if (!data) {
    return (
      <Section heading={title}>
        {error ? (
          <LoadProblem onRetry={() => void mutate()}>
            <Trans>The update calendar could not be loaded. Please try again later.</Trans>
          </LoadProblem>
        ) : (
          <TextSkeleton label={t`Loading update calendar`} rows={4} />
        )}
      </Section>
    );
  }

  const years = groupByYear(data.items);
  if (years.length === 0) return null;

  return (
    <Section heading={title}>
      <Years>
        {years.map(({ year, total, months }) => (
          <section key={year} aria-labelledby={`${idPrefix}-${year}`}>
            <YearHeading id={`${idPrefix}-${year}`}>
              <Link to={`/updates?y=${year}`}>{year}</Link>
              <YearTotal>
                <Plural value={total} one="# update" other="# updates" />
              </YearTotal>
            </YearHeading>
            <Months role="list">
              {months.map(({ month, count }) => (
                <li key={month}>
                  <MonthLink to={`/updates?y=${year}&m=${month}`}>
                    <span>
                      {monthName(month)}
                      {' '}
                      <span className="visually-hidden">{year}</span>
                    </span>{' '}
                    <MonthCount aria-hidden="true">{count}</MonthCount>
                    <span className="visually-hidden">
                      (<Plural value={count} one="# update" other="# updates" />)
                    </span>
                  </MonthLink>
                </li>
              ))}
            </Months>
          </section>
        ))}
      </Years>
    </Section>
  );
}
