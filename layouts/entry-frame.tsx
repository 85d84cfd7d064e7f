// Applies the entry-level settings every block shares: hidden breakpoints and spacing below.
import styled, { css } from 'styled-components';
import { BREAKPOINTS, BREAKPOINT_NAMES, type Breakpoint } from '../schemas/config/breakpoint-widths';

const rangeOf = (bp: Breakpoint) => {
  const index = BREAKPOINT_NAMES.indexOf(bp);
  const next = BREAKPOINT_NAMES[index + 1];
  const min = BREAKPOINTS[bp];
  const parts = [min > 0 ? `(min-width: ${min}px)` : '', next ? `(max-width: ${BREAKPOINTS[next] - 0.02}px)` : ''];
  return parts.filter(Boolean).join(' and ');
};

export const EntryFrame = styled.div<{ $hideOn?: Breakpoint[]; $spacing?: 'none' | 'small' | 'large' }>`
  min-width: 0;
  margin-bottom: ${({ theme, $spacing }) => ($spacing === 'large' ? theme.space.xl : $spacing === 'small' ? theme.space.md : '0')};
  ${({ $hideOn = [] }) =>
    $hideOn.map(
      (bp) => css`
        @media ${rangeOf(bp)} {
          display: none;
        }
      `,
    )}
`;
