// The document's problems as a list (JSON path and message, like the server, the CLI and the
// preview banner say them); choosing one puts the cursor on it in the editor. Errors come first and
// block saving; warnings (marked as such) do not.
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
  const errors = issues.filter((issue) => issue.severity === 'error');
  const warnings = issues.filter((issue) => issue.severity === 'warning');
  const count = errors.length;
  const state = count > 0 ? 'invalid' : warnings.length > 0 ? 'warnings' : 'valid';
  return (
    <Panel aria-label={t`Problems`} data-state={state}>
      <Head role="status">
        {count > 0 ? (
          <Bad>
            <Plural value={count} one="# problem" other="# problems" />
          </Bad>
        ) : warnings.length === 0 ? (
          <Ok>{checking ? <Trans>Checking…</Trans> : <Trans>No problems: the configuration is valid.</Trans>}</Ok>
        ) : null}
        {warnings.length > 0 ? (
          <Warn>
            {count > 0 ? (
              <Plural value={warnings.length} one="# warning" other="# warnings" />
            ) : (
              <Plural value={warnings.length} one="Valid, with # warning: it does not block saving or publishing." other="Valid, with # warnings: they do not block saving or publishing." />
            )}
          </Warn>
        ) : null}
      </Head>
      {issues.length > 0 ? (
        <List>
          {[...errors, ...warnings].map((issue) => (
            <li key={`${issue.kind}:${issue.path}:${issue.message}:${issue.from}`}>
              <Jump type="button" data-severity={issue.severity} onClick={() => onSelect(issue)} title={t`Show in the editor (line ${issue.line})`}>
                {issue.severity === 'warning' ? (
                  <WarningTag>
                    <Trans>Warning</Trans>
                  </WarningTag>
                ) : null}
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
  &[data-state='warnings'] {
    border-top: 2px solid ${({ theme }) => theme.colors.accent};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
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

const Warn = styled.span`
  color: ${({ theme }) => theme.colors.text};
  &::before {
    content: '⚠ ' / '';
  }
`;

const WarningTag = styled.span`
  padding: 0 6px;
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.75rem;
  font-weight: 600;
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
  &[data-severity='warning'] ${Mono} {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    outline: none;
  }
`;
