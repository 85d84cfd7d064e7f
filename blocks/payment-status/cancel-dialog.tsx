// Confirming a cancellation: access continues until the end of the paid period; the provider's
// refusal is shown here and nothing changes.
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSubscriptionActions, type AccountStatus, type AccountSubscription } from '../../src/api/subscription';
import { apiErrorOf } from '../../src/api/forms';
import { Button } from '../../src/ui/button';
import { useLongDate } from '../../src/ui/locale-format';
import { Modal } from '../../src/ui/modal';

export interface CancelDialogProps {
  open: boolean;
  subscription: AccountSubscription;
  onClose: () => void;
  /** The account status the cancel answered, with the cancelled subscription. */
  onCancelled: (status: AccountStatus) => void;
}

export function CancelDialog({ open, subscription, onClose, onCancelled }: CancelDialogProps) {
  const { t } = useLingui();
  const longDate = useLongDate();
  const { cancel } = useSubscriptionActions();
  const keepRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ detail: string | null } | null>(null);
  const until = longDate(subscription.renewsOn ?? subscription.expiresAt);

  const close = () => {
    if (busy) return;
    setProblem(null);
    onClose();
  };

  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const cancelled = await cancel();
      setBusy(false);
      onCancelled(cancelled);
    } catch (error) {
      const body = await apiErrorOf(error);
      setBusy(false);
      setProblem({ detail: body?.message ?? null });
    }
  };

  return (
    <Modal open={open} onClose={close} title={t`Cancel subscription?`} size="small" initialFocusRef={keepRef}>
      <Body>
        <p>
          <Trans>
            Your {subscription.plan} plan will not renew. You keep full access until {until}; after that your membership ends and nothing more
            is charged.
          </Trans>
        </p>
        {problem && (
          <Problem role="alert">
            <Trans>The payment provider did not cancel your subscription. Nothing has changed; please try again later or contact our support.</Trans>
            {problem.detail && <Detail>{problem.detail}</Detail>}
          </Problem>
        )}
        <Actions>
          <Button ref={keepRef} type="button" $variant="secondary" onClick={close} disabled={busy}>
            <Trans>Keep subscription</Trans>
          </Button>
          <Button type="button" onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
            {busy ? <Trans>Cancelling...</Trans> : <Trans>Yes, cancel subscription</Trans>}
          </Button>
        </Actions>
      </Body>
    </Modal>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
`;

const Problem = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Detail = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
