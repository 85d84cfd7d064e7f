// The saved preview links: who made each, its state (preview, live, previously live, expired,
// deleted with who and when), and 'Delete' for the ones visitors never see, after a confirmation
// naming the link (QA opening a deleted link sees that it is gone). A link a publisher scheduled is
// their planned release: editors see who scheduled it and when instead of 'Delete' (the server
// refuses them too); a publisher's deletion cancels the schedule, which the confirmation says.
import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConfigListItem, ConfigStatus } from '../../schemas/api/configs';
import { useApi } from '../../src/api/api-context';
import { userAtom } from '../../src/state/session';
import { mayPublishSiteConfig } from '../../shared/roles';
import { deletePreview, describeFailure, listPreviews } from './configs-api';
import { PanelTitle, ToolButton } from './studio-ui';
import { Failure, ItemName, ListSection, Muted, StatusList, StatusPill } from './status-list-ui';

export function PreviewLinks() {
  const { t, i18n } = useLingui();
  const api = useApi();
  const mayPublish = mayPublishSiteConfig(useAtomValue(userAtom));
  const [links, setLinks] = useState<ConfigListItem[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ConfigListItem | null>(null);
  const [busy, setBusy] = useState(false);
  const statusLabel: Record<ConfigStatus, string> = { preview: t`preview`, live: t`live`, previous: t`was live`, expired: t`expired`, deleted: t`deleted` };

  const reload = useCallback(async () => {
    try {
      setLinks(await listPreviews(api));
      setFailure(null);
    } catch (error) {
      setFailure((await describeFailure(error)).message);
    }
  }, [api]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const remove = async (link: ConfigListItem) => {
    setBusy(true);
    try {
      await deletePreview(api, link.token);
      setConfirming(null);
      await reload();
    } catch (error) {
      setFailure((await describeFailure(error)).message);
    } finally {
      setBusy(false);
    }
  };
  const when = (iso: string) => i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <ListSection aria-label={t`Preview links`}>
      <PanelTitle as="h3">
        <Trans>Preview links</Trans>
      </PanelTitle>
      {failure ? <Failure role="alert">{failure}</Failure> : null}
      {links && links.length === 0 ? (
        <Muted>
          <Trans>No preview links yet.</Trans>
        </Muted>
      ) : null}
      {links && links.length > 0 ? (
        <StatusList>
          {links.map((link) => (
            <li key={link.token} data-status={link.status}>
              <ItemName>{link.name}</ItemName>
              <StatusPill $tone={link.status === 'live' ? 'success' : undefined}>{statusLabel[link.status]}</StatusPill>
              <Muted>
                {when(link.createdAt)}
                {link.createdBy ? ` · ${link.createdBy}` : ''}
                {link.status === 'deleted' && link.deletedAt ? (
                  <Deleted>
                    {link.deletedBy ? <Trans>deleted {when(link.deletedAt)} by {link.deletedBy}</Trans> : <Trans>deleted {when(link.deletedAt)}</Trans>}
                  </Deleted>
                ) : null}
              </Muted>
              {(link.status === 'preview' || link.status === 'expired') && (mayPublish || !link.scheduled) ? (
                <ToolButton type="button" disabled={busy} onClick={() => setConfirming(link)} aria-label={t`Delete the preview link ${link.name}`}>
                  <Trans>Delete</Trans>
                </ToolButton>
              ) : (
                <span />
              )}
              {link.scheduled ? (
                <Scheduled>
                  {mayPublish ? (
                    <Trans>Scheduled to publish {when(link.scheduled.publishAt)}.</Trans>
                  ) : link.scheduled.by ? (
                    <Trans>
                      Scheduled by {link.scheduled.by} to publish {when(link.scheduled.publishAt)}: only a publisher can delete it.
                    </Trans>
                  ) : (
                    <Trans>Scheduled to publish {when(link.scheduled.publishAt)}: only a publisher can delete it.</Trans>
                  )}
                </Scheduled>
              ) : null}
            </li>
          ))}
        </StatusList>
      ) : null}
      {confirming ? (
        <Confirm role="alertdialog" aria-label={t`Delete the preview link “${confirming.name}”?`}>
          <p>
            <Trans>Delete the preview link “{confirming.name}”? Whoever opens it then sees that this preview is gone. The deletion stays in the history.</Trans>
          </p>
          {confirming.scheduled ? (
            <p>
              <Trans>Its scheduled publish on {when(confirming.scheduled.publishAt)} is cancelled with it.</Trans>
            </p>
          ) : null}
          <Buttons>
            <ToolButton type="button" onClick={() => setConfirming(null)} disabled={busy}>
              <Trans>Keep it</Trans>
            </ToolButton>
            <ToolButton type="button" $tone="danger" onClick={() => void remove(confirming)} disabled={busy}>
              <Trans>Delete “{confirming.name}”</Trans>
            </ToolButton>
          </Buttons>
        </Confirm>
      ) : null}
    </ListSection>
  );
}

const Scheduled = styled.span`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Deleted = styled.span`
  display: block;
`;

const Confirm = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 6px;
`;
