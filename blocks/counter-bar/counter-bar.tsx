import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Plural, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { counterBar } from './index';
import { useCounters } from '../../src/api/content';
import { localeAtom } from '../../src/state/preferences';
import { bcp47Of } from '../../shared/locales';
import { up } from '../../src/theme/breakpoints';
import { numberFormat } from '../../shared/intl-formats';

type CounterBarProps = BlockProps<typeof counterBar>;

const Band = styled.section`
  background: ${({ theme }) => theme.colors.headerBackground};
  color: ${({ theme }) => theme.colors.headerText};
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
`;

const Points = styled.ul`
  list-style: none;
  margin: 0 auto;
  max-width: ${({ theme }) => theme.pageWidth};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  ${up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  }
  ${up('lg')} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const Point = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  min-width: 0;
  text-align: center;
  /* The value's size follows its column, so a long word ("Régulièrement") fits beside the others. */
  container-type: inline-size;
  gap: ${({ theme }) => theme.space.xs};
  &:last-child {
    grid-column: 1 / -1;
  }
  ${up('md')} {
    &:last-child {
      grid-column: auto;
    }
  }
`;

const Value = styled.span`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: clamp(1rem, 11cqi, 2.3rem);
  font-weight: 800;
  line-height: 1.1;
  color: ${({ theme }) => theme.colors.primary};
  max-width: 100%;
  hyphens: auto;
  overflow-wrap: break-word;
`;

const Label = styled.span`
  max-width: 100%;
  hyphens: auto;
  overflow-wrap: break-word;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.headerText};
  opacity: 0.85;
`;

const Counts = styled.dl`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md}`};
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  border-top: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.headerText} 15%, transparent);
  div {
    display: flex;
    flex-direction: row-reverse;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.xs};
  }
  dt {
    font-size: 0.8rem;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    opacity: 0.75;
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.font.heading};
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.headerText};
  }
`;

function LiveCounts() {
  const locale = useAtomValue(localeAtom);
  const { data, error, isLoading } = useCounters();
  if (error || (!isLoading && !data)) return null;
  const format = numberFormat(bcp47Of(locale));
  const shown = (count: number | undefined) => (count === undefined ? '–' : format.format(count));

  const videoCount = data?.videoCount ?? 0;
  const photoCount = data?.photoCount ?? 0;
  const modelCount = data?.modelCount ?? 0;
  const imageCount = data?.imageCount ?? 0;
  return (
    <Counts aria-busy={isLoading || undefined}>
      <div>
        <dt>
          <Plural value={videoCount} one="Video" other="Videos" />
        </dt>
        <dd>{shown(data?.videoCount)}</dd>
      </div>
      <div>
        <dt>
          <Plural value={photoCount} one="Photo gallery" other="Photo galleries" />
        </dt>
        <dd>{shown(data?.photoCount)}</dd>
      </div>
      <div>
        <dt>
          <Plural value={imageCount} one="Picture" other="Pictures" />
        </dt>
        <dd>{shown(data?.imageCount)}</dd>
      </div>
      <div>
        <dt>
          <Plural value={modelCount} one="Model" other="Models" />
        </dt>
        <dd>{shown(data?.modelCount)}</dd>
      </div>
    </Counts>
  );
}

export default function CounterBar({ variant, showCounts }: CounterBarProps) {
  const { t } = useLingui();
  const points = [
    { value: variant === 'signup' ? '5-7' : '2-3', label: t`Updates per week` },
    { value: '5000 px', label: t`Picture resolution` },
    { value: '3840 x 2160', label: t`Video resolution` },
    { value: t`Regularly`, label: t`New models` },
    { value: t`Unlimited`, label: t`Streaming via fast CDN` },
  ];

  return (
    <Band aria-label={t`What members get`}>
      <Points>
        {points.map((point) => (
          <Point key={point.label}>
            <Value>{point.value}</Value>
            <Label>{point.label}</Label>
          </Point>
        ))}
      </Points>
      {showCounts && <LiveCounts />}
    </Band>
  );
}
