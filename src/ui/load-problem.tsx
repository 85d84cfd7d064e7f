// What a data block shows when its request failed: a short message and a retry, never a crash.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { Button } from './button';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0;
  }
`;

export interface LoadProblemProps {
  children: ReactNode;
  onRetry?: () => void;
}

export function LoadProblem({ children, onRetry }: LoadProblemProps) {
  return (
    <Box role="alert">
      <p>{children}</p>
      {onRetry && (
        <Button type="button" $variant="secondary" $size="small" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </Box>
  );
}

/** The muted line for a list without entries, where a block chooses to say so. */
export const EmptyNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.92rem;
`;
