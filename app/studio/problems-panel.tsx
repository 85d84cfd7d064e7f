// The document's problems as a list (JSON path and message, like the server, the CLI and the
// preview banner say them); choosing one puts the cursor on it in the editor.
import { useCallback } from 'react';
import styled from 'styled-components';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { DocumentIssue } from './analyze-document';
import { Mono } from './studio-ui';

export interface ProblemsPanelProps {
  issues: readonly DocumentIssue[];
  /** True while the latest keystrokes are not checked yet. */
  checking: boolean;
  onSelect: (issue: DocumentIssue) => void;
}

/** The message as the studio shows it (JSON syntax and validator failures get a prefix). */
export function useDescribeIssue(): (issue: DocumentIssue) => string {
  const { t } = useLingui();
  return useCallback(
    (issue: DocumentIssue) => {
      if (issue.kind === 'syntax') return t`JSON syntax error: ${issue.message}`;
      if (issue.kind === 'unchecked') return t`The configuration could not be checked: ${issue.message}`;
      return issue.message;
    },
    [t],
  );
}

export function ProblemsPanel({ issues, checking, onSelect }: ProblemsPanelProps) {
  const { t } = useLingui();
  const describe = useDescribeIssue();
  const count = issues.length;
  return (
    <Panel aria-label={t`Problems`} data-state={count > 0 ? 'invalid' : 'valid'}>
      <Head role="status">
        {count === 0 ? (
          <Ok>{checking ? <Trans>Checking…</Trans> : <Trans>No problems: the configuration is valid.</Trans>}</Ok>
        ) : (
          <Bad>
            <Plural value={count} one="# problem" other="# problems" />
          </Bad>
        )}
      </Head>
      {count > 0 ? (
        <List>
          {issues.map((issue) => (
            <li key={`${issue.kind}:${issue.path}:${issue.message}:${issue.from}`}>
              <Jump type="button" onClick={() => onSelect(issue)} title={t`Show in the editor (line ${issue.line})`}>
                <Mono>{issue.kind === 'syntax' ? t`line ${issue.line}` : issue.path || '/'}</Mono>
                <span>{describe(issue)}</span>
              </Jump>
            </li>
          ))}
        </List>
      ) : null}
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  max-height: 30%;
  min-height: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  &[data-state='invalid'] {
    border-top: 2px solid ${({ theme }) => theme.colors.danger};
  }
`;

const Head = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font-size: 0.85rem;
  font-weight: 600;
`;

const Ok = styled.span`
  color: ${({ theme }) => theme.colors.success};
  &::before {
    content: '✓ ' / '';
  }
`;

const Bad = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const List = styled.ul`
  min-height: 0;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.sm};
  overflow-y: auto;
  list-style: none;
`;

const Jump = styled.button`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 10px;
  width: 100%;
  padding: 4px ${({ theme }) => theme.space.md};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.82rem;
  text-align: left;
  cursor: pointer;
  ${Mono} {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
    word-break: break-all;
  }
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    outline: none;
  }
`;
