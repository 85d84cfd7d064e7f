import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { countdown } from './index';
import type { Update } from '../../schemas/api';
import { useNextUpdate } from '../../src/api/content';
import { ResponsiveImage } from '../../src/ui/responsive-image';
import { useLocalized } from '../../src/i18n/use-localized';
import { useSiteConfig } from '../../src/config/site-config-context';
import { isLoggedInAtom } from '../../src/state/session';
import { localeAtom } from '../../src/state/preferences';
import { up } from '../../src/theme/breakpoints';

/** How often the remaining time is redrawn. Kept out of index.ts: importing a value from there
 * would put the block's schema (and TypeBox) into this chunk. */
export const COUNTDOWN_TICK_MS = 1000;

type CountdownProps = BlockProps<typeof countdown>;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function remainingParts(targetMs: number, nowMs: number) {
  const left = Math.max(0, targetMs - nowMs);
  return {
    done: left === 0,
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

// Desktop only (spec): below the lg breakpoint the block takes no room at all.
const Band = styled.section`
  display: none;
  ${up('lg')} {
    display: block;
  }
  background: ${({ theme }) => theme.colors.headerBackground};
  color: ${({ theme }) => theme.colors.headerText};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.pageWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  display: grid;
  grid-template-columns: 280px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
`;

const Thumb = styled.div`
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Info = styled.div`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: 0.85rem;
    font-weight: 800;
    letter-spacing: 0.22em;
    text-transform: uppercase;
    /* On the dark header band the primary colour is too faint for small text; accent is not. */
    color: ${({ theme }) => theme.colors.accent};
  }
  p {
    margin: 0;
    font-family: ${({ theme }) => theme.font.heading};
    font-size: 1.6rem;
    font-weight: 800;
    line-height: 1.2;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.headerText};
  }
`;

const Timer = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
`;

const Unit = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  min-width: 96px;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.headerText} 20%, transparent);
  background: color-mix(in srgb, ${({ theme }) => theme.colors.headerText} 6%, transparent);
  span:first-child {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: 2.6rem;
    font-weight: 800;
    line-height: 1;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.headerText};
  }
  span:last-child {
    margin-top: ${({ theme }) => theme.space.sm};
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.18em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const OutNow = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 1.4rem;
  font-weight: 800;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const pad = (value: number) => String(value).padStart(2, '0');

function Ticker({ update }: { update: Update }) {
  const { t } = useLingui();
  const target = Date.parse(update.publishDate);
  // Mounted only once the update is known, so the first value is current.
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const id = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= target) clearInterval(id);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(id);
  }, [target]);

  const { done, days, hours, minutes, seconds } = remainingParts(target, now);
  if (done) {
    return (
      <OutNow>
        <Trans>Out now</Trans>
      </OutNow>
    );
  }
  const units = [
    { value: days, label: t`Days` },
    { value: hours, label: t`Hours` },
    { value: minutes, label: t`Mins` },
    { value: seconds, label: t`Seconds` },
  ];
  return (
    // role=timer is not announced on every tick (implicit aria-live off).
    <Timer role="timer" aria-label={t`Time until the next scene`}>
      {units.map(({ value, label }) => (
        <Unit key={label}>
          {/* The clock moved on between the server's render and hydration: the next tick corrects it. */}
          <span suppressHydrationWarning>{pad(value)}</span>
          <span>{label}</span>
        </Unit>
      ))}
    </Timer>
  );
}

export default function Countdown({ heading }: CountdownProps) {
  const { t } = useLingui();
  const localize = useLocalized();
  const config = useSiteConfig();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const locale = useAtomValue(localeAtom);
  const { data } = useNextUpdate();
  const next = data?.nextUpdates[0];
  if (!next) return null;

  const title = next.names?.[`fullName_${locale}`] ?? next.fullName;
  const soft = config.core.fsk12.enableGlobalFsk12Mode && !loggedIn;
  const headingText = localize(heading) || t`Upcoming scene`;

  return (
    <Band aria-label={headingText}>
      <Inner>
        <Thumb>
          <ResponsiveImage image={soft ? next.previewImageSoft : next.previewImage} alt="" ratio="16:9" sizes="280px" />
        </Thumb>
        <Info>
          <h2>{headingText}</h2>
          <p>{title}</p>
        </Info>
        <Ticker update={next} />
      </Inner>
    </Band>
  );
}
