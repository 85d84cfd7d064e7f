// Five stars, 0 to 5 in steps of 1. Interactive: an ARIA radio group with
// a roving tab stop (arrows, Home/End, Space/Enter, click). Read-only: one image announcing the
// value, which may be an average such as 4.3.
import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { bcp47Of } from '../../shared/locales';
import { localeAtom } from '../state/preferences';
import { numberFormat } from '../../shared/intl-formats';

export const MAX_STARS = 5;
const STARS = [1, 2, 3, 4, 5] as const;

export interface StarRatingProps {
  /** 0-5. Shown as is when read-only; rounded to whole stars when interactive. */
  value: number;
  /** Called with the chosen 1-5. */
  onChange?: (value: number) => void;
  readOnly?: boolean;
  /** Names the group, e.g. "Rate this gallery". */
  label?: string;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

const clamp = (value: number) => Math.min(MAX_STARS, Math.max(0, value));

const sizes = { small: '1rem', medium: '1.35rem', large: '1.7rem' } as const;

export function StarRating({ value, onChange, readOnly = false, label, size = 'medium', className }: StarRatingProps) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const [hovered, setHovered] = useState<number | null>(null);
  const refs = useRef<Array<HTMLSpanElement | null>>([]);
  const rounded = Math.round(clamp(value));
  const formatted = numberFormat(bcp47Of(locale), { maximumFractionDigits: 1 }).format(clamp(value));

  if (readOnly) {
    return (
      <ReadOnly role="img" aria-label={t`Rating: ${formatted} of 5`} $size={sizes[size]} className={className}>
        <Fill $share={clamp(value) / MAX_STARS} aria-hidden="true" />
      </ReadOnly>
    );
  }

  const choose = (star: number) => {
    refs.current[star - 1]?.focus();
    onChange?.(star);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>, star: number) => {
    const next: Record<string, number> = {
      ArrowRight: Math.min(MAX_STARS, star + 1),
      ArrowUp: Math.min(MAX_STARS, star + 1),
      ArrowLeft: Math.max(1, star - 1),
      ArrowDown: Math.max(1, star - 1),
      Home: 1,
      End: MAX_STARS,
      ' ': star,
      Enter: star,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };

  // The checked star is the tab stop; with no rating yet, the first one.
  const tabStop = rounded > 0 ? rounded : 1;
  const shown = hovered ?? rounded;

  return (
    <Group role="radiogroup" aria-label={label ?? t`Rating`} className={className} onMouseLeave={() => setHovered(null)}>
      {STARS.map((star) => (
        <Star
          key={star}
          ref={(element) => {
            refs.current[star - 1] = element;
          }}
          role="radio"
          aria-checked={rounded === star}
          aria-label={star === 1 ? t`1 star` : t`${star} stars`}
          tabIndex={star === tabStop ? 0 : -1}
          $on={star <= shown}
          $size={sizes[size]}
          onClick={() => choose(star)}
          onKeyDown={(event) => onKeyDown(event, star)}
          onMouseEnter={() => setHovered(star)}
        >
          <StarIcon />
        </Star>
      ))}
    </Group>
  );
}

function StarIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
    </svg>
  );
}

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 2px;
`;

const Star = styled.span<{ $on: boolean; $size: string }>`
  display: inline-flex;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  padding: 2px;
  box-sizing: content-box;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  color: ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.border)};
  transition: color 0.12s ease, transform 0.12s ease;
  svg {
    width: 100%;
    height: 100%;
    fill: currentColor;
  }
  &:hover {
    transform: scale(1.12);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

const ReadOnly = styled.span<{ $size: string }>`
  position: relative;
  display: inline-block;
  font-size: ${({ $size }) => $size};
  line-height: 1;
  letter-spacing: 2px;
  white-space: nowrap;
  &::before {
    content: '★★★★★';
    color: ${({ theme }) => theme.colors.border};
  }
`;

const Fill = styled.span<{ $share: number }>`
  position: absolute;
  inset: 0 auto 0 0;
  width: ${({ $share }) => `${Math.round($share * 100)}%`};
  overflow: hidden;
  color: ${({ theme }) => theme.colors.accent};
  &::before {
    content: '★★★★★';
  }
`;
