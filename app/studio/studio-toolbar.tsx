// The studio's top bar: its name, the status line, the configuration's name and the actions that
// store it (Versions, Save as preview link, Publish; off while the document has problems), and
// the signed-in account with the way back to the site. Publish is for publishers only: an editor
// saves preview links and a note says who publishes them.
import { Link } from 'react-router';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { userAtom } from '../../src/state/session';
import { mayPublishSiteConfig } from '../../shared/roles';
import { blockingIssues, type DocumentIssue } from './analyze-document';
import { ToolButton, ToolInput, toolBar } from './studio-ui';
import type { StudioStatus } from './use-studio-document';

export interface StudioToolbarProps {
  status: StudioStatus;
  name: string;
  onNameChange: (name: string) => void;
  /** The document is being checked (typing has not paused yet). */
  checking: boolean;
  /** The document's problems: saving and publishing are off while any is an error. */
  issues: readonly DocumentIssue[];
  busy: 'save' | null;
  onVersions: () => void;
  onSave: () => void;
  onPublish: () => void;
  /** The editor's history (every visual edit is one of its steps). */
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
}

export function StudioToolbar({ status, name, onNameChange, checking, issues, busy, onVersions, onSave, onPublish, canUndo, canRedo, onUndo, onRedo }: StudioToolbarProps) {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  // Warnings (e.g. an unknown locale key) are listed but do not block.
  const errors = blockingIssues(issues);
  const mayPublish = mayPublishSiteConfig(user);
  const blockedReason = checking
    ? t`Checking the configuration…`
    : errors.length > 0
      ? t`Fix the problems listed under the editor first.`
      : null;
  const storeDisabled = blockedReason !== null || busy !== null;
  const describedBy = blockedReason ? 'studio-blocked' : undefined;

  return (
    <Header>
      <Brand>
        <Trans>Configuration studio</Trans>
      </Brand>
      <StatusLine role="status" data-tone={status?.tone}>
        {status?.text}
      </StatusLine>
      <Actions>
        <ToolButton type="button" onClick={onUndo} disabled={!canUndo} aria-keyshortcuts="Control+Z Meta+Z" title={t`Undo (Ctrl+Z)`}>
          <Trans>Undo</Trans>
        </ToolButton>
        <ToolButton type="button" onClick={onRedo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y" title={t`Redo (Ctrl+Shift+Z)`}>
          <Trans>Redo</Trans>
        </ToolButton>
        <NameField aria-label={t`Name of the configuration`} placeholder={t`Name (optional)`} value={name} maxLength={120} onChange={(event) => onNameChange(event.target.value)} />
        <ToolButton type="button" onClick={onVersions}>
          <Trans>Versions</Trans>
        </ToolButton>
        <ToolButton type="button" onClick={onSave} disabled={storeDisabled} aria-describedby={describedBy}>
          {busy === 'save' ? <Trans>Saving…</Trans> : <Trans>Save as preview link</Trans>}
        </ToolButton>
        {mayPublish ? (
          <ToolButton type="button" $tone="primary" onClick={onPublish} disabled={storeDisabled} aria-describedby={describedBy}>
            <Trans>Publish</Trans>
          </ToolButton>
        ) : (
          <RoleNote>
            <Trans>An editor makes preview links; a publisher publishes them.</Trans>
          </RoleNote>
        )}
      </Actions>
      <Account>
        {user ? <span>{user.username}</span> : null}
        <Link to="/">
          <Trans>Back to the site</Trans>
        </Link>
      </Account>
      {blockedReason && !checking ? (
        <Blocked id="studio-blocked">
          <Plural value={errors.length} one="Saving and publishing are off: # problem to fix." other="Saving and publishing are off: # problems to fix." />
        </Blocked>
      ) : blockedReason ? (
        <Blocked id="studio-blocked" data-tone="info">
          {blockedReason}
        </Blocked>
      ) : null}
    </Header>
  );
}

const Header = styled.header`
  ${toolBar}
  background: ${({ theme }) => theme.colors.headerBackground};
  color: ${({ theme }) => theme.colors.headerText};
`;

const Brand = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 1rem;
  font-weight: 800;
  letter-spacing: 0.04em;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.headerText};
  &::before {
    content: '';
    display: inline-block;
    width: 10px;
    height: 10px;
    margin-right: 8px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const StatusLine = styled.p`
  flex: 1 1 200px;
  margin: 0;
  min-width: 0;
  font-size: 0.85rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &[data-tone='success'] {
    color: color-mix(in srgb, ${({ theme }) => theme.colors.success} 55%, ${({ theme }) => theme.colors.headerText});
  }
  &[data-tone='error'] {
    color: color-mix(in srgb, ${({ theme }) => theme.colors.danger} 55%, ${({ theme }) => theme.colors.headerText});
    white-space: normal;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
`;

const RoleNote = styled.span`
  max-width: 220px;
  font-size: 0.78rem;
  line-height: 1.3;
  opacity: 0.85;
`;

const NameField = styled(ToolInput)`
  width: 200px;
`;

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: 0.82rem;
  span {
    opacity: 0.8;
  }
  a {
    color: inherit;
    text-decoration: underline;
  }
`;

const Blocked = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: 0.8rem;
  text-align: right;
  color: color-mix(in srgb, ${({ theme }) => theme.colors.danger} 50%, ${({ theme }) => theme.colors.headerText});
  &[data-tone='info'] {
    color: color-mix(in srgb, ${({ theme }) => theme.colors.headerText} 70%, transparent);
  }
`;
