// The login page's building blocks, shared by its three forms (log in, forgot password, new password).
import { brandText } from '../../src/ui/brand-colors';
import styled, { keyframes } from 'styled-components';

export const Column = styled.div`
  max-width: 30rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.xxl}`};
`;

export const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.heading};
  font-weight: 600;
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Label = styled.label`
  font-weight: 700;
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.heading};
`;

export const Input = styled.input`
  width: 100%;
  padding: 0.75em 0.9em;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 1rem;
  transition: border-color 0.15s ease;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    opacity: 0.7;
  }
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 0.88rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;
`;

export const LinkNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    /* The brand colour readable on this theme (dark: the accent; the primary is 4.1:1 there). */
    color: ${({ theme }) => brandText(theme)};
    font-weight: 700;
  }
`;

/** An action inside the form that reads like a link (switching the two-factor step's input). */
export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => brandText(theme)};
  text-decoration: underline;
  cursor: pointer;
  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
