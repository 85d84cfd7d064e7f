// The publishing history: every version with who published it and when, a comparison with the
// live one (or with the version before it), and 'Restore' (publishers) to make an earlier version
// live again. A restore names the live version this list shows: if someone published since, the
// server refuses and the list reloads. Below: the scheduled publishes and the preview links.
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConfigDiff, ConfigVersion } from '../../schemas/api/configs';
import { useApi } from '../../src/api/api-context';
import { Modal } from '../../src/ui/modal';
import { describeFailure, listVersions, readConflict, restoreVersion, versionDiff } from './configs-api';
import { DiffList } from './diff-list';
import { PreviewLinks } from './preview-links';
import { ScheduleList } from './schedule-list';
import { PanelTitle, ToolButton } from './studio-ui';

export interface VersionsDialogProps {
  open: boolean;
  onClose: () => void;
  /** Publishers restore and cancel scheduled publishes; editors only look. */
  mayPublish: boolean;
  /** After a restore: the new live version's id. */
  onRestored: (version: number, name: string) => void;
}

interface Comparison {
  title: string;
  diff: ConfigDiff;
}

export function VersionsDialog({ open, onClose, mayPublish, onRestored }: VersionsDialogProps) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const [versions, setVersions] = useState<ConfigVersion[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [comparison, setComparison] = useState<Comparison | null>(null);
  const [confirming, setConfirming] = useState<ConfigVersion | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    try {
      setVersions(await listVersions(api));
      setFailure(null);
    } catch (error) {
      setFailure((await describeFailure(error)).message);
    }
  }, [api]);

  useEffect(() => {
    if (!open) return;
    setComparison(null);
    setConfirming(null);
    void reload();
  }, [open, reload]);

  const label = (version: ConfigVersion) => (version.id === 0 ? t`Start configuration` : t`Version ${version.id}`);

  const compare = async (version: ConfigVersion, against: 'live' | 'previous') => {
    setBusy(true);
    try {
      const diff = await versionDiff(api, version.id, against);
      const title = against === 'live' ? t`From the live version to ${label(version)}` : t`What ${label(version)} changed`;
      setComparison({ title, diff });
      setFailure(null);
    } catch (error) {
      setFailure((await describeFailure(error)).message);
    } finally {
      setBusy(false);
    }
  };

  const restore = async (version: ConfigVersion) => {
    setBusy(true);
    try {
      const shownLive = versions?.find((entry) => entry.live)?.id ?? 0;
      const result = await restoreVersion(api, version.id, { baseVersion: shownLive });
      setConfirming(null);
      setComparison(null);
      onRestored(result.version, version.name);
      await reload();
    } catch (error) {
      const conflict = await readConflict(error);
      if (conflict) {
        const by = conflict.live.publishedBy ?? t`a deleted account`;
        const message = t`Nothing was restored: version ${conflict.live.version} “${conflict.live.name}” was published by ${by} meanwhile. The list is current again; check it and restore again if needed.`;
        setConfirming(null);
        await reload();
        // reload() clears the failure when the list loads: the explanation comes after it.
        setFailure(message);
      } else {
        setFailure((await describeFailure(error)).message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={t`Versions`} size="large">
      {failure ? <Failure role="alert">{failure}</Failure> : null}
      {versions === null && !failure ? (
        <p aria-busy="true">
          <Trans>Loading versions…</Trans>
        </p>
      ) : null}
      {versions ? (
        <Table>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Version</Trans>
              </th>
              <th scope="col">
                <Trans>Name</Trans>
              </th>
              <th scope="col">
                <Trans>Published</Trans>
              </th>
              <th scope="col">
                <span className="visually-hidden">
                  <Trans>Actions</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {[...versions].sort((a, b) => b.id - a.id).map((version) => (
              <tr key={version.id} data-live={version.live || undefined}>
                <th scope="row">
                  {label(version)}
                  {version.live ? (
                    <Live>
                      <Trans>live</Trans>
                    </Live>
                  ) : null}
                </th>
                <td title={version.name}>
                  {version.name}
                  {version.restoredFrom !== null ? (
                    <By>
                      {' '}
                      · <Trans>restores {label({ ...version, id: version.restoredFrom })}</Trans>
                    </By>
                  ) : null}
                </td>
                <td>
                  {version.publishedAt ? i18n.date(version.publishedAt, { dateStyle: 'medium', timeStyle: 'short' }) : '—'}
                  {version.publishedBy ? <By> · {version.publishedBy}</By> : null}
                </td>
                <td>
                  <Actions>
                    {version.id !== 0 ? (
                      <ToolButton type="button" disabled={busy} onClick={() => void compare(version, 'previous')} aria-label={t`What ${label(version)} changed`}>
                        <Trans>Changes</Trans>
                      </ToolButton>
                    ) : null}
                    {!version.live ? (
                      <>
                        <ToolButton type="button" disabled={busy} onClick={() => void compare(version, 'live')} aria-label={t`Compare ${label(version)} with live`}>
                          <Trans>Compare with live</Trans>
                        </ToolButton>
                        {mayPublish ? (
                          <ToolButton type="button" disabled={busy} onClick={() => setConfirming(version)} aria-label={t`Restore ${label(version)}`}>
                            <Trans>Restore</Trans>
                          </ToolButton>
                        ) : null}
                      </>
                    ) : null}
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {confirming ? (
        <Confirm role="group" aria-label={t`Confirm restore`}>
          <p>
            <Trans>Make {label(confirming)} (“{confirming.name}”) live again? Visitors see it at once; the current version stays in the history.</Trans>
          </p>
          <Actions>
            <ToolButton type="button" onClick={() => setConfirming(null)} disabled={busy}>
              <Trans>Cancel</Trans>
            </ToolButton>
            <ToolButton type="button" $tone="primary" onClick={() => void restore(confirming)} disabled={busy}>
              <Trans>Restore {label(confirming)}</Trans>
            </ToolButton>
          </Actions>
        </Confirm>
      ) : null}
      {comparison ? (
        <Comparison aria-label={comparison.title}>
          <PanelTitle as="h3">{comparison.title}</PanelTitle>
          <DiffList changes={comparison.diff.changes} />
        </Comparison>
      ) : null}
      <ScheduleList mayCancel={mayPublish} />
      <PreviewLinks />
    </Modal>
  );
}

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.85rem;
  th,
  td {
    padding: 8px 6px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    font-size: 0.75rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  tbody td:nth-child(2) {
    max-width: 240px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  tbody th {
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.heading};
  }
  tr[data-live] {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.success} 8%, transparent);
  }
`;

const Live = styled.span`
  margin-left: 6px;
  padding: 1px 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.7rem;
  font-weight: 700;
  text-transform: uppercase;
`;

const By = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  justify-content: flex-end;
  gap: 6px;
`;

const Confirm = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const Comparison = styled.section`
  margin-top: ${({ theme }) => theme.space.md};
  h3 {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;
