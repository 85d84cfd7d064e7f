// Tells the operator where the configuration's customJS runs (custom-js-scope.ts): the studio's
// preview does not run it, so its effects are checked on a preview link. Shown near the customJS
// field and in the problems panel as an information line, not a problem.
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';

export function CustomJsNote({ className }: { className?: string }) {
  return (
    <Note role="note" className={className}>
      <Trans>customJS runs on the live site and on preview links, not in this preview.</Trans>
    </Note>
  );
}

const Note = styled.p`
  margin: 0;
  padding: 4px ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.82rem;
  &::before {
    content: 'ℹ ' / '';
  }
`;
