// The props form's small parts: a labelled row, inputs, the switch, fieldsets (from the theme).
import styled, { css } from 'styled-components';

export const control = css`
  width: 100%;
  min-width: 0;
  padding: 5px 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.85rem;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    font-style: italic;
  }
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -1px;
  }
`;

export const Input = styled.input`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  min-height: 4.5em;
  resize: vertical;
`;

export const Select = styled.select`
  ${control}
`;

export const Row = styled.div`
  display: grid;
  gap: 3px;
  margin-bottom: ${({ theme }) => theme.space.sm};
  > label,
  > span[data-label] {
    font-size: 0.78rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.heading};
  }
`;

export const Hint = styled.small`
  font-size: 0.72rem;
  line-height: 1.35;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm} 0`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  min-width: 0;
  > legend {
    padding: 0 4px;
    font-size: 0.78rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.heading};
  }
`;

export const Switch = styled.button`
  position: relative;
  width: 38px;
  height: 22px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.textMuted};
    transition: transform 0.15s;
  }
  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-checked='true']::after {
    transform: translateX(16px);
    background: ${({ theme }) => theme.colors.primaryText};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

export const SmallButton = styled.button`
  padding: 2px 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.75rem;
  cursor: pointer;
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;

export const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 10px;
  font-size: 0.8rem;
`;
