// Gift-card payments waiting for staff, oldest first: each payment's codes with the ones used on
// another payment flagged; publishers approve, or decline with a reason. Editors read only.
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { decideGiftCard, useGiftCardQueue, type DeskGiftCardPayment } from './api/desk-payments';
import { GiftCardCodes } from './gift-card-codes';
import { Field } from './payment-refund-dialog';
import { readFailure } from '../api/api-failure';
import { FieldError, Muted, PageHeader, Panel } from '../admin-ui';
import { Button } from '../../../src/ui/button';
import { Modal } from '../../../src/ui/modal';
import { LoadProblem, EmptyNote } from '../../../src/ui/load-problem';
import { useApi } from '../../../src/api/api-context';
import { userAtom } from '../../../src/state/session';
import { mayChangeMoneyOrAccounts } from '../../../shared/roles';

export function GiftCardQueue() {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const { data, error, mutate } = useGiftCardQueue();
  const [said, setSaid] = useState('');
  const decided = (message: string) => {
    setSaid(message);
    void mutate();
  };
  return (
    <>
      <PageHeader>
        <h1>
          <Trans>Gift cards</Trans>
        </h1>
        <Link to="/admin/payments?provider=amazonVoucher">
          <Trans>All gift-card payments</Trans>
        </Link>
      </PageHeader>
      <p role="status">{said}</p>
      {!mayChangeMoneyOrAccounts(user) && (
        <Muted as="p">
          <Trans>Only publishers approve or decline gift cards. You can read the queue.</Trans>
        </Muted>
      )}
      {error ? (
        <LoadProblem onRetry={() => void mutate()}>
          <Trans>The gift cards could not be loaded.</Trans>
        </LoadProblem>
      ) : data && data.items.length === 0 ? (
        <EmptyNote>
          <Trans>No gift card waits for a decision.</Trans>
        </EmptyNote>
      ) : (
        <Queue aria-busy={!data} aria-label={t`Gift cards to verify, oldest first`}>
          {data?.items.map((payment) => (
            <li key={payment.id}>
              <QueueItem payment={payment} mayDecide={mayChangeMoneyOrAccounts(user)} onDecided={decided} />
            </li>
          ))}
        </Queue>
      )}
    </>
  );
}

function QueueItem({ payment, mayDecide, onDecided }: { payment: DeskGiftCardPayment; mayDecide: boolean; onDecided: (message: string) => void }) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const [declining, setDeclining] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const headingId = useId();
  const id = payment.id;
  const who = payment.member.username;
  const approve = async () => {
    setBusy(true);
    setProblem('');
    try {
      await decideGiftCard(api, id, { approve: true });
      onDecided(t`Payment ${id} by ${who} approved: the member has access.`);
    } catch (error) {
      setProblem((await readFailure(error)).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Link to={`/admin/payments/${id}`}>{t`Payment ${id}`}</Link> · {who}
      </h2>
      <p>
        {payment.plan} · {i18n.number(payment.amount, { style: 'currency', currency: payment.currency })} <Muted>{i18n.date(payment.date, { dateStyle: 'medium', timeStyle: 'short' })}</Muted>
      </p>
      <GiftCardCodes codes={payment.codes} />
      {problem && <FieldError role="alert">{problem}</FieldError>}
      {mayDecide && (
        <Actions>
          <Button type="button" onClick={() => void approve()} disabled={busy} aria-label={t`Approve payment ${id}`}>
            <Trans>Approve</Trans>
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setDeclining(true)} disabled={busy} aria-label={t`Decline payment ${id}`}>
            <Trans>Decline…</Trans>
          </Button>
        </Actions>
      )}
      {declining && (
        <DeclineDialog
          payment={payment}
          onCancel={() => setDeclining(false)}
          onDone={() => {
            setDeclining(false);
            onDecided(t`Payment ${id} by ${who} declined.`);
          }}
        />
      )}
    </Panel>
  );
}

function DeclineDialog({ payment, onDone, onCancel }: { payment: DeskGiftCardPayment; onDone: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const api = useApi();
  const reasonId = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const id = payment.id;
  const submit = async () => {
    if (reason.trim().length < 3) {
      setProblem(t`Please say why the gift card is declined.`);
      reasonRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await decideGiftCard(api, id, { approve: false, reason: reason.trim() });
      onDone();
    } catch (error) {
      setProblem((await readFailure(error)).message);
      setBusy(false);
    }
  };
  return (
    <Modal open onClose={onCancel} title={t`Decline payment ${id}`} size="small" initialFocusRef={reasonRef}>
      <p>
        <Trans>The member gets no access and the codes can be entered again.</Trans>
      </p>
      <Field htmlFor={reasonId}>
        <Trans>Reason (recorded in the audit log)</Trans>
      </Field>
      <textarea id={reasonId} ref={reasonRef} rows={3} maxLength={1000} value={reason} aria-invalid={problem ? true : undefined} onChange={(e) => setReason(e.target.value)} />
      {problem && <FieldError role="alert">{problem}</FieldError>}
      <Actions>
        <Button type="button" $variant="secondary" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="button" onClick={() => void submit()} disabled={busy}>
          <Trans>Decline the gift card</Trans>
        </Button>
      </Actions>
    </Modal>
  );
}

const Queue = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;
