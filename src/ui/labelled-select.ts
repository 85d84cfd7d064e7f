// A label wrapping a small pill-shaped <select>: the list toolbar's sort order and the
// pagination's page size look the same.
import styled from 'styled-components';

export const LabelledSelect = styled.label`
  display: inline-flex;
  align-items: center;
  /* A long option (a French status) shrinks the select, never pushes the page wider than a phone. */
  max-width: 100%;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  select {
    min-width: 0;
    max-width: 100%;
    text-overflow: ellipsis;
    height: 2.5rem;
    padding: 0 2.2em 0 0.9em;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background-color: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  select:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;
