// What a publisher does with an item: publish now, schedule for a date and time, unpublish, delete
// (after asking; restorable for 30 days) and restore. Editors see the buttons disabled, with the
// reason. A refusal is shown in the server's words; a release on a day that already has a video
// or DVD update is explained next to the release date.
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { KyInstance } from 'ky';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStaffAction } from './api/use-staff-action';
import { ConfirmDialog } from './confirm-dialog';
import { StatusBadge, type StatusBadgeProps } from './status-badge';
import { FieldError, Panel } from './admin-ui';
import { Button } from '../../src/ui/button';
import { FormStatus } from '../../src/ui/form-status';
import { userAtom } from '../../src/state/session';
import { mayPublishContent } from '../../shared/roles';

type Call = (api: KyInstance) => Promise<unknown>;

export interface ContentActionsProps extends StatusBadgeProps {
  /** "this update", "this model": the delete dialog's subject. */
  noun: string;
  publish: Call;
  schedule?: (api: KyInstance, publishDate: string) => Promise<unknown>;
  unpublish: Call;
  remove: Call;
  restore: Call;
}

/** A datetime-local value (the browser's time zone) as an ISO instant, or null. */
const instantOf = (local: string) => {
  const ms = Date.parse(local);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
};

export function ContentActions({ noun, status, publishDate, purgeAt, publish, schedule, unpublish, remove, restore }: ContentActionsProps) {
  const { t, i18n } = useLingui();
  const user = useAtomValue(userAtom);
  const allowed = mayPublishContent(user);
  const reasonId = useId();
  const dateId = useId();
  const { run, busy, failure } = useStaffAction();
  const [confirming, setConfirming] = useState(false);
  const [when, setWhen] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const act = async (call: Call, message: string) => {
    setDone(null);
    if ((await run(call)) !== undefined) setDone(message);
  };
  const dateError = failure?.fields.publishDate;
  const disabled = !allowed || busy;
  const common = { disabled, 'aria-describedby': allowed ? undefined : reasonId, $size: 'small' as const };
  const deleted = status === 'deleted';
  return (
    <Panel aria-labelledby={`${reasonId}-title`}>
      <h2 id={`${reasonId}-title`}>
        <Trans>Publishing</Trans>
      </h2>
      <p>
        <StatusBadge status={status} publishDate={publishDate} purgeAt={purgeAt} />
      </p>
      {status === 'published' && publishDate && <ReleasedOn date={i18n.date(new Date(publishDate), { dateStyle: 'medium', timeStyle: 'short' })} />}
      {!allowed && (
        <p id={reasonId}>
          <Trans>Only publishers publish, schedule, unpublish, delete and restore. You can edit drafts.</Trans>
        </p>
      )}
      {deleted ? (
        <Row>
          <Button type="button" {...common} onClick={() => void act(restore, t`Restored.`)}>
            <Trans>Restore</Trans>
          </Button>
        </Row>
      ) : (
        <>
          <Row>
            {status !== 'published' && (
              <Button type="button" {...common} onClick={() => void act(publish, t`Published.`)}>
                <Trans>Publish now</Trans>
              </Button>
            )}
            {status !== 'draft' && (
              <Button type="button" $variant="secondary" {...common} onClick={() => void act(unpublish, t`Back to draft.`)}>
                <Trans>Unpublish</Trans>
              </Button>
            )}
            <Button type="button" $variant="ghost" {...common} onClick={() => setConfirming(true)}>
              <Trans>Delete</Trans>
            </Button>
          </Row>
          {schedule && (
            <Schedule>
              <label htmlFor={dateId}>
                <Trans>Release date and time</Trans>
              </label>
              <Row>
                <input id={dateId} type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} aria-invalid={dateError ? true : undefined} aria-describedby={dateError ? `${dateId}-error` : undefined} />
                <Button
                  type="button"
                  $variant="secondary"
                  {...common}
                  disabled={disabled || !instantOf(when)}
                  onClick={() => {
                    const at = instantOf(when);
                    if (at) void act((api) => schedule(api, at), t`Scheduled.`);
                  }}
                >
                  <Trans>Schedule</Trans>
                </Button>
              </Row>
              {dateError && <FieldError id={`${dateId}-error`}>{dateError}</FieldError>}
            </Schedule>
          )}
        </>
      )}
      {failure && !dateError && <FormStatus kind="error">{failure.message}</FormStatus>}
      {done && !failure && <p role="status">{done}</p>}
      <ConfirmDialog
        open={confirming}
        title={t`Delete ${noun}?`}
        confirmLabel={t`Delete`}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void act(remove, t`Deleted. You can restore it for 30 days.`);
        }}
      >
        <p>
          <Trans>It disappears from the site at once. You can restore it within 30 days; after that it is removed for good.</Trans>
        </p>
      </ConfirmDialog>
    </Panel>
  );
}

function ReleasedOn({ date }: { date: string }) {
  return (
    <p>
      <Trans>Released on {date}</Trans>
    </p>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

const Schedule = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.md};
  label {
    font-weight: 700;
    font-size: 0.92rem;
  }
  input {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;
