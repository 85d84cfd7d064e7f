// One contact or removal request: the visitor's message, when the answer is due, status buttons,
// the reply box (mailed to the requester, marks the request answered), the replies sent, what staff
// did, and for a removal request the reported update with one-step unpublishing (publishers).
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { removeReportedContent, replyToRequest, setRequestStatus, useDeskRequest, type DeskRequest, type RequestKind, type RequestStatus } from './api/desk-requests';
import { DueLabel, useRequestLabels } from './requests-labels';
import { ButtonRow, PlainList, PlainText, TextBox } from './requests-ui';
import { useStaffAction } from '../api/use-staff-action';
import { ConfirmDialog } from '../confirm-dialog';
import { ItemLoading, ItemMissing } from '../item-state';
import { ItemColumns } from '../item-layout';
import { REASON_MIN_LENGTH, ReasonField } from './reason-field';
import { Facts, FieldError, Muted, PageHeader, Panel } from '../admin-ui';
import { Button } from '../../../src/ui/button';
import { userAtom } from '../../../src/state/session';
import { mayPublishContent } from '../../../shared/roles';

const LIST = '/admin/requests';
const STATUSES: RequestStatus[] = ['new', 'in_progress', 'answered'];

export function RequestPage() {
  const { kind, id } = useParams();
  const numeric = Number(id);
  if ((kind !== 'contact' && kind !== 'removal') || !Number.isInteger(numeric) || numeric < 1) return <ItemMissing listPath={LIST} />;
  return <ExistingRequest kind={kind} id={numeric} />;
}

function ExistingRequest({ kind, id }: { kind: RequestKind; id: number }) {
  const { t, i18n } = useLingui();
  const labels = useRequestLabels();
  const { data: request, error, mutate } = useDeskRequest(kind, id);
  const action = useStaffAction();
  if (error) return <ItemMissing listPath={LIST} onRetry={() => void mutate()} />;
  if (!request) return <ItemLoading />;
  const when = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const changeStatus = (status: RequestStatus) => void action.run((api) => setRequestStatus(api, kind, id, status)).then((r) => r && mutate(r, { revalidate: false }));
  return (
    <>
      <PageHeader>
        <h1>{request.subject || `${labels.kind[kind]} #${id}`}</h1>
        <Link to={LIST}>
          <Trans>All requests</Trans>
        </Link>
      </PageHeader>
      <ItemColumns>
        <div>
          <Panel aria-label={t`Request`}>
            <Facts>
              <dt>{t`Kind`}</dt>
              <dd>{labels.kind[kind]}</dd>
              <dt>{t`From`}</dt>
              <dd>
                {request.name} &lt;{request.email}&gt;
              </dd>
              <dt>{t`Received`}</dt>
              <dd>{when(request.receivedAt)}</dd>
              <dt>{t`Due`}</dt>
              <dd>
                <DueLabel request={request} /> <Muted>{when(request.dueAt)}</Muted>
              </dd>
              <dt>{t`Status`}</dt>
              <dd>{labels.status[request.status]}</dd>
              {request.url !== null && (
                <>
                  <dt>{t`Reported address`}</dt>
                  <dd>{request.url}</dd>
                </>
              )}
            </Facts>
            <h2>{kind === 'removal' ? <Trans>Reason given</Trans> : <Trans>Message</Trans>}</h2>
            <PlainText>{request.message}</PlainText>
            <ButtonRow role="group" aria-label={t`Status`}>
              {STATUSES.map((status) => (
                <Button key={status} type="button" $size="small" $variant={request.status === status ? 'primary' : 'secondary'} aria-pressed={request.status === status} disabled={action.busy} onClick={() => changeStatus(status)}>
                  {labels.status[status]}
                </Button>
              ))}
            </ButtonRow>
            {action.failure && <FieldError role="alert">{action.failure.message}</FieldError>}
          </Panel>
          {kind === 'removal' && <ReportedContent request={request} onDone={(r) => void mutate(r, { revalidate: false })} />}
          <ReplyBox request={request} onSent={(r) => void mutate(r, { revalidate: false })} />
        </div>
        <div>
          <Panel aria-label={t`Replies sent`}>
            <h2>
              <Trans>Replies sent</Trans>
            </h2>
            {request.replies.length === 0 ? (
              <Muted>
                <Trans>No reply yet.</Trans>
              </Muted>
            ) : (
              <PlainList>
                {request.replies.map((reply) => (
                  <li key={reply.id}>
                    <Muted>
                      {reply.username} · {when(reply.at)} · {reply.locale}
                    </Muted>
                    <PlainText>{reply.body}</PlainText>
                  </li>
                ))}
              </PlainList>
            )}
          </Panel>
          <Panel aria-label={t`Staff actions`}>
            <h2>
              <Trans>Staff actions</Trans>
            </h2>
            {request.audit.length === 0 ? (
              <Muted>
                <Trans>Nothing done yet.</Trans>
              </Muted>
            ) : (
              <PlainList>
                {request.audit.map((entry) => (
                  <li key={entry.id}>
                    {entry.username} · {when(entry.at)} · <code>{entry.action}</code>
                    {entry.reason && <Muted> — {entry.reason}</Muted>}
                  </li>
                ))}
              </PlainList>
            )}
          </Panel>
        </div>
      </ItemColumns>
    </>
  );
}

function ReplyBox({ request, onSent }: { request: DeskRequest; onSent: (request: DeskRequest) => void }) {
  const { t } = useLingui();
  const fieldId = useId();
  const [text, setText] = useState('');
  const action = useStaffAction();
  const send = async () => {
    if (!text.trim()) return;
    const updated = await action.run((api) => replyToRequest(api, request.kind, request.id, text));
    if (updated) {
      setText('');
      onSent(updated);
    }
  };
  return (
    <Panel aria-label={t`Reply`}>
      <h2>
        <Trans>Reply by mail</Trans>
      </h2>
      <label htmlFor={fieldId}>
        <Trans>Your reply to {request.email}</Trans>
      </label>
      <TextBox id={fieldId} value={text} onChange={(event) => setText(event.target.value)} maxLength={10000} />
      <Muted>
        {request.locale ? <Trans>Sent in the requester’s language ({request.locale}); the request is then marked answered.</Trans> : <Trans>Sent in English (the requester’s language is not known); the request is then marked answered.</Trans>}
      </Muted>
      <ButtonRow>
        <Button type="button" disabled={action.busy || !text.trim()} onClick={() => void send()}>
          <Trans>Send reply</Trans>
        </Button>
      </ButtonRow>
      {action.failure && <FieldError role="alert">{action.failure.message}</FieldError>}
    </Panel>
  );
}

function ReportedContent({ request, onDone }: { request: DeskRequest; onDone: (request: DeskRequest) => void }) {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const action = useStaffAction();
  const update = request.reportedUpdate;
  const confirm = async () => {
    if (reason.trim().length < REASON_MIN_LENGTH) {
      setTooShort(true);
      return;
    }
    const updated = await action.run((api) => removeReportedContent(api, request.kind, request.id, reason.trim()));
    setOpen(false);
    if (updated) onDone(updated);
  };
  return (
    <Panel aria-label={t`Reported content`}>
      <h2>
        <Trans>Reported content</Trans>
      </h2>
      {!update ? (
        <Muted>
          <Trans>The reported address names no update on this site. Find the content in the content area.</Trans>
        </Muted>
      ) : (
        <>
          <p>
            <Link to={`/admin/updates/${update.id}`}>{update.title}</Link> <Muted>{update.status === 'published' ? t`Published` : update.status === 'scheduled' ? t`Scheduled` : update.status === 'deleted' ? t`Deleted` : t`Draft`}</Muted>
          </p>
          {mayPublishContent(user) ? (
            <Button type="button" disabled={action.busy || update.status === 'draft' || update.status === 'deleted'} onClick={() => setOpen(true)}>
              <Trans>Unpublish the reported update</Trans>
            </Button>
          ) : (
            <Muted>
              <Trans>Only publishers take content off the site.</Trans>
            </Muted>
          )}
          {action.failure && <FieldError role="alert">{action.failure.message}</FieldError>}
          <ConfirmDialog open={open} title={t`Unpublish “${update.title}”?`} confirmLabel={t`Unpublish`} onConfirm={() => void confirm()} onCancel={() => setOpen(false)}>
            <p>
              <Trans>The update goes back to draft and leaves the site at once. Its history names this request.</Trans>
            </p>
            <ReasonField
              value={reason}
              tooShort={tooShort}
              onChange={(text) => {
                setReason(text);
                setTooShort(false);
              }}
            />
          </ConfirmDialog>
        </>
      )}
    </Panel>
  );
}
