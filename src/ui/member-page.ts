// The frame of the member-area blocks: page width, centred, with the Section's padding.
import styled from 'styled-components';
import { up } from '../theme/breakpoints';

export const MemberPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.pageWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  ${up('md')} {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg}`};
  }
`;
