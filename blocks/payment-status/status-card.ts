// The two cards of the payment page (account status, payments) share their frame and heading.
import styled from 'styled-components';

export const Card = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

export const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 1.2rem;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.heading};
`;
