// The library's grid: two columns on a phone, as many 200-pixel-plus columns as fit beyond.
import styled from 'styled-components';
import { up } from '../../../src/theme/breakpoints';

export const MediaGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${up('sm')} {
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
    gap: ${({ theme }) => theme.space.md};
  }
  ${up('xxl')} {
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  }
`;

export const MediaTile = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;
