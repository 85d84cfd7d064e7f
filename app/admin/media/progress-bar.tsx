// A labelled progress bar (an upload, a file being processed), in the theme's colours.
import styled from 'styled-components';

export interface ProgressBarProps {
  /** 0..1 */
  value: number;
  label: string;
  /** What a screen reader says instead of the bare number, e.g. "42 %". */
  valueText?: string;
  tone?: 'primary' | 'success' | 'danger';
}

export function ProgressBar({ value, label, valueText, tone = 'primary' }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={valueText}>
      <Fill $tone={tone} style={{ width: `${percent}%` }} />
    </Track>
  );
}

const Track = styled.div`
  height: 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow: hidden;
`;

const Fill = styled.div<{ $tone: NonNullable<ProgressBarProps['tone']> }>`
  height: 100%;
  background: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.primary : theme.colors[$tone])};
  transition: width 0.2s ease-out;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
