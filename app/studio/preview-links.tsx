// The saved preview links: who made each, its state (preview, live, previously live, expired),
// and 'Delete' for the ones visitors never see.
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConfigListItem, ConfigStatus } from '../../schemas/api/configs';
import { useApi } from '../../src/api/api-context';
import { deletePreview, describeFailure, listPreviews } from './configs-api';
import { PanelTitle, ToolButton } from './studio-ui';

export function PreviewLinks() {
  const { t, i18n } = useLingui();
  const api = useApi();
  const [links, setLinks] = useState<ConfigListItem[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
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
    try {
      await deletePreview(api, link.token);
      await reload();
    } catch (error) {
      setFailure((await describeFailure(error)).message);
    }
  };

  return (
    <Section aria-label={t`Preview links`}>
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
        <List>
          {links.map((link) => (
            <li key={link.token} data-status={link.status}>
              <Name>{link.name}</Name>
              <Status>{statusLabel[link.status]}</Status>
              <Muted>
                {i18n.date(link.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                {link.createdBy ? ` · ${link.createdBy}` : ''}
              </Muted>
              {link.status === 'preview' || link.status === 'expired' ? (
                <ToolButton type="button" onClick={() => void remove(link)} aria-label={t`Delete the preview link ${link.name}`}>
                  <Trans>Delete</Trans>
                </ToolButton>
              ) : (
                <span />
              )}
            </li>
          ))}
        </List>
      ) : null}
    </Section>
  );
}

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  h3 {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

const List = styled.ul`
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

const Name = styled.span`
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.heading};
`;

const Status = styled.span`
  padding: 1px 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: 0.72rem;
  font-weight: 700;
  text-transform: uppercase;
  [data-status='live'] > & {
    background: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
