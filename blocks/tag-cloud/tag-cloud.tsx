import { SiteLink } from '../../src/routes/site-link';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { tagCloud } from './index';
import type { Tag } from '../../schemas/api';
import { useTags } from '../../src/api/content';
import { bcp47Of } from '../../shared/locales';
import { useLocalized } from '../../src/i18n/use-localized';
import { localeAtom } from '../../src/state/preferences';
import { TextSkeleton } from '../../src/ui/card-skeleton';
import { LoadProblem } from '../../src/ui/load-problem';
import { Section } from '../../src/ui/section';
import { brandText } from '../../src/ui/brand-colors';
import { collator } from '../../shared/intl-formats';

/** Number of size steps between the least and the most used tag. */
const LEVELS = 5;

const Cloud = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TagLink = styled(SiteLink)<{ $level: number }>`
  display: inline-flex;
  align-items: baseline;
  gap: 0.4em;
  padding: 0.3em 0.85em;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $level }) => ($level === LEVELS ? brandText(theme) : $level >= 3 ? theme.colors.heading : theme.colors.text)};
  font-size: ${({ $level }) => `${(0.78 + $level * 0.09).toFixed(2)}rem`};
  font-weight: ${({ $level }) => ($level >= 3 ? 700 : 500)};
  line-height: 1.4;
  transition:
    background 0.15s ease,
    color 0.15s ease,
    border-color 0.15s ease;
  &:hover {
    text-decoration: none;
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Count = styled.span`
  font-size: 0.75em;
  font-weight: 600;
  /* A fainter count failed contrast (axe); the smaller size sets it apart instead. */
  font-variant-numeric: tabular-nums;
`;

const countOf = (tag: Tag) => tag.updateCount ?? 1;

/** 1..LEVELS on a log scale, so a few very common tags do not flatten all the others. */
const levelOf = (count: number, min: number, max: number) => {
  if (max <= min) return Math.ceil(LEVELS / 2);
  const share = (Math.log(count) - Math.log(min)) / (Math.log(max) - Math.log(min));
  return 1 + Math.round(share * (LEVELS - 1));
};

export default function TagCloud({ heading, limit }: BlockProps<typeof tagCloud>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const locale = useAtomValue(localeAtom);
  const { data, error, mutate } = useTags();
  const title = localized(heading) || t`Tags`;

  if (!data) {
    return (
      <Section heading={title}>
        {error ? (
          <LoadProblem onRetry={() => void mutate()}>
            <Trans>The tags could not be loaded. Please try again later.</Trans>
          </LoadProblem>
        ) : (
          <TextSkeleton label={t`Loading tags`} rows={3} />
        )}
      </Section>
    );
  }

  // The most used `limit` tags, shown in alphabetical order.
  const tags = data.items
    .filter((tag) => countOf(tag) > 0)
    .sort((a, b) => countOf(b) - countOf(a))
    .slice(0, limit)
    .sort((a, b) => collator(bcp47Of(locale)).compare(a.fullName, b.fullName));
  if (tags.length === 0) return null;

  const counts = tags.map(countOf);
  const min = Math.min(...counts);
  const max = Math.max(...counts);

  return (
    <Section heading={title}>
      <Cloud role="list">
        {tags.map((tag) => (
          <li key={tag.id}>
            <TagLink to={`/updates?tag=${encodeURIComponent(tag.permaLink)}`} $level={levelOf(countOf(tag), min, max)}>
              {tag.fullName}
              {tag.updateCount !== undefined && (
                <>
                  {' '}
                  <Count aria-hidden="true">{tag.updateCount}</Count>
                  <span className="visually-hidden">
                    (<Plural value={tag.updateCount} one="# update" other="# updates" />)
                  </span>
                </>
              )}
            </TagLink>
          </li>
        ))}
      </Cloud>
    </Section>
  );
}
