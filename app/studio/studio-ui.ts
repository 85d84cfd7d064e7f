// Small building blocks of the studio's tool interface (compact, dense), from the site's theme.
import styled, { css } from 'styled-components';

export const toolButton = css<{ $tone?: 'primary' | 'danger' | 'plain' }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 6px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.primary : $tone === 'danger' ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.primary : $tone === 'danger' ? theme.colors.danger : theme.colors.background)};
  color: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.primaryText : $tone === 'danger' ? theme.colors.primaryText : theme.colors.text)};
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  text-decoration: none;
  &:hover:not(:disabled) {
    filter: brightness(1.08);
    border-color: ${({ theme, $tone }) => ($tone ? undefined : theme.colors.textMuted)};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/** A wrapping row of tools above a line: the studio's top bar, the preview's toolbar. */
export const toolBar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const ToolButton = styled.button<{ $tone?: 'primary' | 'danger' | 'plain' }>`
  ${toolButton}
`;

export const ToolInput = styled.input`
  min-width: 0;
  padding: 6px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.85rem;
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -1px;
  }
`;

export const ToolSelect = styled.select`
  padding: 6px 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.85rem;
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 0.78rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Mono = styled.code`
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 0.8rem;
`;
