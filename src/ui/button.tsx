import styled, { css } from 'styled-components';
import { AppLink } from '../routes/app-link';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const buttonStyle = css<{ $variant?: ButtonVariant; $size?: 'small' | 'large' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5em;
  /* A long label wraps inside its container instead of running out of it. */
  max-width: 100%;
  text-align: center;
  overflow-wrap: break-word;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme, $variant }) => ($variant === 'ghost' ? 'transparent' : theme.colors.primary)};
  background: ${({ theme, $variant = 'primary' }) => ($variant === 'primary' ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $variant = 'primary' }) => ($variant === 'primary' ? theme.colors.primaryText : theme.colors.text)};
  font-weight: 700;
  letter-spacing: 0.05em;
  text-transform: uppercase;
  font-size: ${({ $size }) => ($size === 'small' ? '0.8rem' : $size === 'large' ? '1.05rem' : '0.92rem')};
  padding: ${({ $size }) => ($size === 'small' ? '0.45em 1.1em' : $size === 'large' ? '0.85em 2.2em' : '0.65em 1.6em')};
  cursor: pointer;
  text-decoration: none;
  transition: filter 0.15s ease, transform 0.15s ease;
  &:hover {
    filter: brightness(1.1);
    text-decoration: none;
  }
  &:active {
    transform: translateY(1px);
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const Button = styled.button<{ $variant?: ButtonVariant; $size?: 'small' | 'large' }>`
  ${buttonStyle}
`;
export const ButtonLink = styled(AppLink)<{ $variant?: ButtonVariant; $size?: 'small' | 'large' }>`
  ${buttonStyle}
`;
