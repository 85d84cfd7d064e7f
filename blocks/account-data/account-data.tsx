// "Your data": download everything the site keeps about the member as a JSON file, and delete the
// account. The deletion asks for the password and says beforehand what is erased and what payment
// law keeps; a renewing subscription is cancelled at the biller first.
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useStore } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { accountData } from './index';
import { deleteAccount, fetchAccountExport } from '../../src/api/account-data';
import { useApi } from '../../src/api/api-context';
import { apiErrorOf } from '../../src/api/forms';
import { assignLocation } from '../../src/api/browser-navigation';
import { useLocalized } from '../../src/i18n/use-localized';
import { clearSession } from '../../src/state/session-actions';
import { useRenderedUser } from '../../src/state/rendered-user';
import { Button } from '../../src/ui/button';
import { FormStatus } from '../../src/ui/form-status';
import { MemberPage } from '../../src/ui/member-page';
import { Modal } from '../../src/ui/modal';
import { saveBlob } from '../../src/ui/save-blob';
import { TextField } from '../../src/ui/text-field';

export default function AccountDataBlock({ heading, allowDeletion }: BlockProps<typeof accountData>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const user = useRenderedUser();
  const api = useApi();
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  if (!user) return null;

  const download = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      saveBlob(await fetchAccountExport(api), `account-data-${new Date().toISOString().slice(0, 10)}.json`);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  return (
    <MemberPage>
      <Card aria-labelledby="account-data-heading">
        <Heading id="account-data-heading">{localized(heading) || t`Your data`}</Heading>
        <p>
          <Trans>
            Download everything we keep about you as one JSON file: your account, payments with their invoice numbers, subscriptions, purchases,
            favourites, ratings, comments, signed-in devices, the emails we sent you, and the list of videos and galleries you bought or
            favourited, with their addresses.
          </Trans>
        </p>
        <Actions>
          <Button type="button" onClick={() => void download()} disabled={exporting} aria-busy={exporting}>
            {exporting ? <Trans>Preparing your data...</Trans> : <Trans>Download my data</Trans>}
          </Button>
        </Actions>
        {exportFailed && (
          <FormStatus kind="error" focusOnShow>
            <Trans>Your data could not be downloaded. Please try again.</Trans>
          </FormStatus>
        )}
      </Card>
      {allowDeletion && (
        <Card aria-labelledby="delete-account-heading">
          <Heading id="delete-account-heading">
            <Trans>Delete account</Trans>
          </Heading>
          <WhatHappens />
          <Actions>
            <Button type="button" $variant="secondary" onClick={() => setDeleteOpen(true)}>
              <Trans>Delete my account</Trans>
            </Button>
          </Actions>
          <DeleteDialog open={deleteOpen} onClose={() => setDeleteOpen(false)} />
        </Card>
      )}
    </MemberPage>
  );
}

/** What deletion erases, what it keeps and why: said before the member decides. */
function WhatHappens() {
  return (
    <List>
      <li>
        <Trans>A subscription that renews is cancelled with the payment provider first, so nothing more is charged. Any paid time left is lost.</Trans>
      </li>
      <li>
        <Trans>
          Erased: your username, email address, password, favourites, ratings and signed-in devices; your comments stay without your name. You
          can no longer log in, and your username and email address become free for a new account.
        </Trans>
      </li>
      <li>
        <Trans>
          Kept, because tax and payment law require it: your payments, receipts and subscriptions (invoice number, plan or item, amounts,
          dates, payment method, the provider's reference and the name and email they were paid with), for the legal retention period only.
        </Trans>
      </li>
      <li>
        <Trans>We send a confirmation to your email address before we erase it.</Trans>
      </li>
    </List>
  );
}

function DeleteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const api = useApi();
  const store = useStore();
  const passwordRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ field?: string; message?: string } | null>(null);
  const [done, setDone] = useState(false);

  const close = () => {
    if (busy) return;
    if (done) return leave();
    setProblem(null);
    setPassword('');
    onClose();
  };

  // The session is gone on the server: forget it here and start afresh on the home page.
  const leave = () => {
    clearSession(store);
    assignLocation('/');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setProblem({ field: t`Enter your password.` });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await deleteAccount(api, password);
      setDone(true);
    } catch (error) {
      const body = await apiErrorOf(error);
      if (body?.code === 'wrong_password') setProblem({ field: t`This password is not right.` });
      else if (body?.code === 'provider_error' || body?.code === 'provider_unavailable')
        setProblem({ message: t`The payment provider could not cancel your subscription, so your account was not deleted. Please try again later or contact support.` });
      else if (body?.code === 'rate_limited') setProblem({ message: body.message });
      else setProblem({ message: t`Your account could not be deleted. Please try again later.` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={close} title={done ? t`Your account has been deleted` : t`Delete your account?`} size="small" initialFocusRef={passwordRef}>
      {done ? (
        <Body>
          <FormStatus kind="success" focusOnShow>
            <Trans>Your account has been deleted and you have been signed out everywhere. A confirmation is on its way to your email address.</Trans>
          </FormStatus>
          <DialogActions>
            <Button type="button" onClick={leave}>
              <Trans>Go to the home page</Trans>
            </Button>
          </DialogActions>
        </Body>
      ) : (
        <Form onSubmit={(e) => void submit(e)} noValidate>
          <p>
            <Trans>This cannot be undone. To confirm, enter your password.</Trans>
          </p>
          <TextField
            label={t`Password`}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            required
            error={problem?.field}
            inputRef={passwordRef}
          />
          {problem?.message && <FormStatus kind="error">{problem.message}</FormStatus>}
          <DialogActions>
            <Button type="button" $variant="secondary" onClick={close} disabled={busy}>
              <Trans>Keep my account</Trans>
            </Button>
            <DangerButton type="submit" disabled={busy} aria-busy={busy}>
              {busy ? <Trans>Deleting...</Trans> : <Trans>Delete my account for good</Trans>}
            </DangerButton>
          </DialogActions>
        </Form>
      )}
    </Modal>
  );
}

const Card = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: 0;
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 1.2rem;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.heading};
`;

const List = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
`;

const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const DangerButton = styled(Button)`
  background: ${({ theme }) => theme.colors.danger};
  border-color: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.primaryText};
`;
