// How the desk names a request's status and kind, and when its answer is due ("due in 3 days",
// "overdue by 1 day"), in the staff member's language.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { DeskRequestSummary, RequestKind, RequestStatus } from './api/desk-requests';
import { Muted } from '../admin-ui';

export function useRequestLabels() {
  const { t } = useLingui();
  const status: Record<RequestStatus, string> = { new: t`New`, in_progress: t`In progress`, answered: t`Answered` };
  const kind: Record<RequestKind, string> = { contact: t`Contact`, removal: t`Content removal` };
  return { status, kind };
}

const DAY_MS = 86_400_000;

/** Whole days between now and the due time, rounded away from now: due in 1 day until it is past. */
export function DueLabel({ request, now = Date.now() }: { request: Pick<DeskRequestSummary, 'dueAt' | 'status' | 'answeredAt'>; now?: number }) {
  const { i18n } = useLingui();
  const due = Date.parse(request.dueAt);
  const title = i18n.date(new Date(due), { dateStyle: 'medium', timeStyle: 'short' });
  if (request.status === 'answered') {
    return (
      <Muted title={title}>
        <Trans>Answered</Trans>
      </Muted>
    );
  }
  if (due >= now) {
    const days = Math.max(1, Math.ceil((due - now) / DAY_MS));
    return (
      <span title={title}>
        <Plural value={days} one="Due in # day" other="Due in # days" />
      </span>
    );
  }
  const late = Math.max(1, Math.ceil((now - due) / DAY_MS));
  return (
    <strong title={title}>
      <Plural value={late} one="Overdue by # day" other="Overdue by # days" />
    </strong>
  );
}
