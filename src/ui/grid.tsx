// A 12-column grid whose children span a number of columns per breakpoint (e.g. 12/6/3/2/2/2).
import styled, { css } from 'styled-components';
import { BREAKPOINT_NAMES } from '../../schemas/config/breakpoint-widths';
import type { ColumnSpans } from '../../schemas/config/breakpoints';
import { up } from '../theme/breakpoints';

export const Grid = styled.div<{ $spans: ColumnSpans; $gap?: 'none' | 'small' | 'large' }>`
  display: grid;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  gap: ${({ theme, $gap = 'small' }) => ($gap === 'none' ? '0' : $gap === 'large' ? theme.space.lg : theme.space.md)};
  & > * {
    grid-column: span 12;
  }
  ${({ $spans }) =>
    BREAKPOINT_NAMES.filter((bp) => $spans[bp]).map(
      (bp) => css`
        ${up(bp)} {
          & > * {
            grid-column: span ${$spans[bp]};
          }
        }
      `,
    )}
`;
