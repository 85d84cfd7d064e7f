// An item's screen: the form, and beside it (below it on narrow screens) publishing and history.
import styled from 'styled-components';
import { up } from '../../src/theme/breakpoints';

export const ItemColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${up('xl')} {
    grid-template-columns: minmax(0, 2fr) minmax(18rem, 1fr);
    align-items: start;
  }
`;
