// The account settings' sections: one card each, with a title, a form and its actions.
import styled from 'styled-components';

export const Card = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  min-width: 0;
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 1.2rem;
  color: ${({ theme }) => theme.colors.heading};
`;

export const Current = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  overflow-wrap: anywhere;
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 36rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

export const Muted = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
