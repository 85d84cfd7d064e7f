// The favourite toggle: a button with aria-pressed and a heart that fills when pressed.
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';

export interface FavouriteHeartProps {
  pressed: boolean;
  onToggle: () => void;
  /** Accessible name; the default says what is favoured, e.g. "Favourite". */
  label?: string;
  /** Shows the label as text beside the heart. */
  showLabel?: boolean;
  className?: string;
}

export function FavouriteHeart({ pressed, onToggle, label, showLabel = false, className }: FavouriteHeartProps) {
  const { t } = useLingui();
  const name = label ?? t`Favourite`;
  return (
    <HeartButton
      type="button"
      aria-pressed={pressed}
      aria-label={showLabel ? undefined : name}
      title={name}
      onClick={onToggle}
      $pressed={pressed}
      className={className}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20.3l-1.3-1.2C5.9 14.8 3 12.2 3 8.9 3 6.3 5 4.3 7.6 4.3c1.5 0 2.9.7 3.8 1.8h1.2c.9-1.1 2.3-1.8 3.8-1.8C19 4.3 21 6.3 21 8.9c0 3.3-2.9 5.9-7.7 10.2z" />
      </svg>
      {showLabel && <span>{name}</span>}
    </HeartButton>
  );
}

const HeartButton = styled.button<{ $pressed: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 40px;
  min-height: 40px;
  justify-content: center;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme, $pressed }) => ($pressed ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $pressed }) => ($pressed ? `color-mix(in srgb, ${theme.colors.primary} 12%, transparent)` : theme.colors.surface)};
  color: ${({ theme, $pressed }) => ($pressed ? theme.colors.primary : theme.colors.text)};
  font: inherit;
  font-size: 0.88rem;
  font-weight: 600;
  cursor: pointer;
  transition: color 0.15s ease, border-color 0.15s ease, transform 0.15s ease;
  svg {
    width: 20px;
    height: 20px;
    fill: ${({ $pressed }) => ($pressed ? 'currentColor' : 'none')};
    stroke: currentColor;
    stroke-width: 2;
    stroke-linejoin: round;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:active {
    transform: scale(0.95);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;
