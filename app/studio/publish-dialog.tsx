// Confirmation before the editor's configuration goes live for every visitor: now, or at a date and
// time in the staff member's own time zone (sent as UTC; the server switches every process then).
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '../../src/ui/modal';
import { ToolButton, ToolInput } from './studio-ui';
import type { PublishWhen } from './use-studio-document';
import { PublishReview, usePublishReview } from './publish-review';

export interface PublishDialogProps {
  open: boolean;
  /** Name the version gets (the saved link's, or the one typed in the studio). */
  name: string;
  onCancel: () => void;
  /** Resolves when published or scheduled; a rejection's message is shown in the dialog. */
  onConfirm: (when: PublishWhen) => Promise<void>;
  /** The live configuration publishing replaces, and the document that replaces it: the review compares them. */
  before?: unknown;
  after?: unknown;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A `datetime-local` value (local time, minutes). */
export const toLocalInput = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** The next full hour, at least 30 minutes ahead: a sensible first choice. */
const nextHour = () => {
  const date = new Date(Date.now() + 30 * 60_000);
  date.setMinutes(0, 0, 0);
  date.setHours(date.getHours() + 1);
  return date;
};

export function PublishDialog({ open, name, onCancel, onConfirm, before, after }: PublishDialogProps) {
  const { t } = useLingui();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [mode, setMode] = useState<'now' | 'at'>('now');
  const [at, setAt] = useState('');
  const review = usePublishReview(open ? before : undefined, open ? after : undefined);
  // A page that loses most of its blocks is published only once the staff member ticks it.
  const [accepted, setAccepted] = useState(false);
  const blocked = Boolean(review && review.losses.length > 0 && !accepted);

  useEffect(() => {
    if (!open) return;
    setMode('now');
    setAt(toLocalInput(nextHour()));
    setFailure(null);
    setAccepted(false);
  }, [open]);

  const confirm = async () => {
    if (blocked) return;
    let when: PublishWhen = null;
    if (mode === 'at') {
      // `new Date('YYYY-MM-DDTHH:mm')` reads the value in the browser's time zone.
      const date = new Date(at);
      if (!at || Number.isNaN(date.getTime())) {
        setFailure(t`Choose a date and a time.`);
        return;
      }
      if (date.getTime() <= Date.now()) {
        setFailure(t`The time has passed: choose one in the future.`);
        return;
      }
      when = { at: date };
    }
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(when);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={busy ? undefined : onCancel} title={t`Publish this configuration?`} size="small">
      <Text>
        {name ? (
          <Trans>
            “{name}” becomes the live configuration: every visitor sees it at once.
          </Trans>
        ) : (
          <Trans>The editor’s configuration becomes the live one: every visitor sees it at once.</Trans>
        )}{' '}
        <Trans>The configuration live now is kept in the version history and can be restored.</Trans>
      </Text>
      {review ? <PublishReview items={review.items} losses={review.losses} accepted={accepted} onAcceptedChange={setAccepted} /> : null}
      <When>
        <legend>
          <Trans>When</Trans>
        </legend>
        <label>
          <input type="radio" name={`${id}-when`} checked={mode === 'now'} onChange={() => setMode('now')} /> <Trans>Publish now</Trans>
        </label>
        <label>
          <input type="radio" name={`${id}-when`} checked={mode === 'at'} onChange={() => setMode('at')} /> <Trans>Publish at</Trans>
        </label>
        {mode === 'at' ? (
          <AtField>
            <ToolInput type="datetime-local" aria-label={t`Date and time (your time zone)`} value={at} onChange={(event) => setAt(event.target.value)} />
            <Zone>{Intl.DateTimeFormat().resolvedOptions().timeZone}</Zone>
          </AtField>
        ) : null}
      </When>
      {failure ? <Failure role="alert">{failure}</Failure> : null}
      <Actions>
        <ToolButton type="button" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </ToolButton>
        <ToolButton type="button" $tone="primary" onClick={() => void confirm()} disabled={busy || blocked}>
          {busy ? <Trans>Publishing…</Trans> : mode === 'now' ? <Trans>Publish now</Trans> : <Trans>Schedule</Trans>}
        </ToolButton>
      </Actions>
    </Modal>
  );
}

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  line-height: 1.5;
`;

const When = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  legend {
    font-weight: 700;
    font-size: 0.85rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
`;

const AtField = styled.div`
  flex-basis: 100%;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Zone = styled.span`
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Failure = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
