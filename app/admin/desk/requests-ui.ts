// Styled pieces of the desk's request and comment screens (theme tokens only; narrow screens first).
import styled from 'styled-components';

export const TextBox = styled.textarea`
  display: block;
  width: 100%;
  min-height: 8rem;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  resize: vertical;
`;

/** Text as the visitor wrote it: line breaks kept, long words broken on a 390 px screen. */
export const PlainText = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0;
`;

export const PlainList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
