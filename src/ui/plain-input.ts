// The plain bordered look of a small form control (a date, a number, a select) in staff and
// partner screens, in the theme's colours.
import { css } from 'styled-components';

export const plainInput = css`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;
