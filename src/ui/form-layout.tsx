// The frame of the public forms: a narrow card, rows of fields (two side by side from md up),
// the introduction and the action row.
import styled from 'styled-components';
import { up } from '../theme/breakpoints';

export const FormColumn = styled.div`
  max-width: 52rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.xl}`};
  ${up('md')} {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.xxl}`};
  }
`;

/** The page title above a form (signup, checkout). */
export const FormTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: clamp(1.8rem, 4vw, 2.6rem);
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.heading};
`;

export const FormHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 1.35rem;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.heading};
`;

export const FormIntro = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: 1.02rem;
  line-height: 1.7;
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: 0 0 0.8em;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.heading};
  }
`;

export const FormCard = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  ${up('md')} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

export const RequiredNote = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
