// The scheduled publishes: when each goes live (in the viewer's time), who scheduled it, its state,
// and Cancel for the ones still waiting (publishers only).
import { useCallback, useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ScheduledPublish, ScheduleStatus } from '../../schemas/api/configs';
import { useApi } from '../../src/api/api-context';
import { cancelScheduled, describeFailure, listScheduled } from './configs-api';
import { PanelTitle, ToolButton } from './studio-ui';
import { Failure, ItemName, ListSection, Muted, StatusList, StatusPill } from './status-list-ui';

export function ScheduleList({ mayCancel }: { mayCancel: boolean }) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const [items, setItems] = useState<ScheduledPublish[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const statusLabel: Record<ScheduleStatus, string> = { scheduled: t`scheduled`, published: t`published`, cancelled: t`cancelled`, failed: t`failed` };

  const reload = useCallback(async () => {
    try {
      setItems(await listScheduled(api));
      setFailure(null);
    } catch (error) {
      setFailure((await describeFailure(error)).message);
    }
  }, [api]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const cancel = async (item: ScheduledPublish) => {
    setBusy(true);
    try {
      await cancelScheduled(api, item.id);
      await reload();
    } catch (error) {
      setFailure((await describeFailure(error)).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ListSection aria-label={t`Scheduled publishing`}>
      <PanelTitle as="h3">
        <Trans>Scheduled publishing</Trans>
      </PanelTitle>
      {failure ? <Failure role="alert">{failure}</Failure> : null}
      {items && items.length === 0 ? (
        <Muted>
          <Trans>Nothing is scheduled.</Trans>
        </Muted>
      ) : null}
      {items && items.length > 0 ? (
        <StatusList>
          {[...items]
            .sort((a, b) => b.publishAt.localeCompare(a.publishAt))
            .map((item) => (
              <li key={item.id} data-status={item.status}>
                <ItemName>{item.name}</ItemName>
                <StatusPill $tone={item.status === 'failed' ? 'danger' : undefined}>{statusLabel[item.status]}</StatusPill>
                <Muted>
                  {i18n.date(item.publishAt, { dateStyle: 'medium', timeStyle: 'short' })}
                  {item.createdBy ? ` · ${item.createdBy}` : ''}
                  {item.status === 'published' && item.version !== null ? ` · ${t`version ${item.version}`}` : ''}
                  {item.reason ? ` · ${item.reason}` : ''}
                </Muted>
                {item.status === 'scheduled' && mayCancel ? (
                  <ToolButton type="button" disabled={busy} onClick={() => void cancel(item)} aria-label={t`Cancel the scheduled publish ${item.name}`}>
                    <Trans>Cancel</Trans>
                  </ToolButton>
                ) : (
                  <span />
                )}
              </li>
            ))}
        </StatusList>
      ) : null}
    </ListSection>
  );
}
