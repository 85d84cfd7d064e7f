// Shown in preview mode in place of a block that cannot render, so operators see what is wrong.
import styled from 'styled-components';
import type { ConfigIssue } from '../schemas/validate-site-config';

const Panel = styled.div`
  max-width: ${({ theme }) => theme.pageWidth};
  margin: ${({ theme }) => theme.space.md} auto;
  padding: ${({ theme }) => theme.space.md};
  border: 2px dashed ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 0.9rem;
  code { word-break: break-all; }
  ul { margin: 0.5em 0 0; padding-left: 1.2em; }
`;

export function BlockErrorPanel({ name, issues }: { name: string; issues: ConfigIssue[] }) {
  return (
    <Panel role="alert" data-block-error={name}>
      <strong>Block “{name}” cannot be shown</strong>
      <ul>
        {issues.map((issue) => (
          <li key={`${issue.path}${issue.message}`}>
            <code>{issue.path}</code>: {issue.message}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
