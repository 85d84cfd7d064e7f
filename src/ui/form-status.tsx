// What a form says about its submission: success in a polite status region (focused, because it
// replaces the form and the focused button is gone), failure in an alert.
import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div<{ $kind: 'success' | 'error' }>`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme, $kind }) => ($kind === 'success' ? theme.colors.success : theme.colors.danger)};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.55;
  /* Focused by script so screen readers land on it; it is not a control, so no focus ring. */
  &:focus {
    outline: none;
  }
  p {
    margin: 0;
  }
`;

const Icon = styled.span<{ $kind: 'success' | 'error' }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.6em;
  height: 1.6em;
  border-radius: 50%;
  background: ${({ theme, $kind }) => ($kind === 'success' ? theme.colors.success : theme.colors.danger)};
  color: ${({ theme }) => theme.colors.background};
  font-weight: 800;
  line-height: 1;
`;

const Text = styled.div<{ $kind: 'success' | 'error' }>`
  flex: 1;
  font-weight: ${({ $kind }) => ($kind === 'error' ? 600 : 500)};
  font-size: ${({ $kind }) => ($kind === 'success' ? '1.08rem' : '0.98rem')};
  color: ${({ theme, $kind }) => ($kind === 'error' ? theme.colors.danger : theme.colors.heading)};
`;

export interface FormStatusProps {
  kind: 'success' | 'error';
  children: ReactNode;
  /** Moves focus here when shown (use for a message that replaces the form). */
  focusOnShow?: boolean;
  id?: string;
  className?: string;
}

export function FormStatus({ kind, children, focusOnShow, id, className }: FormStatusProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [focusOnShow]);
  return (
    <Box
      ref={ref}
      id={id}
      className={className}
      $kind={kind}
      role={kind === 'success' ? 'status' : 'alert'}
      tabIndex={focusOnShow ? -1 : undefined}
    >
      <Icon $kind={kind} aria-hidden="true">
        {kind === 'success' ? '✓' : '!'}
      </Icon>
      <Text $kind={kind}>{children}</Text>
    </Box>
  );
}
