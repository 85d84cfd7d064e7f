// The studio's lists of things with a status (preview links, scheduled publishes): a titled
// section, one grid row per item (name, status pill, details, action), muted notes and a failure line.
import styled from 'styled-components';

export const ListSection = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  h3 {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

export const StatusList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.85rem;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto auto auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: 6px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const ItemName = styled.span`
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.heading};
`;

/** The status word; `$tone` marks the one status that matters (live, failed). */
export const StatusPill = styled.span<{ $tone?: 'success' | 'danger' }>`
  padding: 1px 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone }) => ($tone ? theme.colors[$tone] : theme.colors.surfaceAlt)};
  color: ${({ theme, $tone }) => ($tone ? theme.colors.primaryText : 'inherit')};
  font-size: 0.72rem;
  font-weight: 700;
  text-transform: uppercase;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
