// A member's desk page: what we know about them, and for publishers the actions after a support
// call (each asks for a reason) and the staff actions already taken. Editors read only.
import { useState } from 'react';
import { Link } from 'react-router';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeskMember, type DeskMemberPage } from './api/desk-members';
import { MemberActionDialog, type DialogAction } from './member-action-dialog';
import { AccountPanel, ActivityPanels, MemberAuditPanel, PaymentsPanel, SubscriptionsPanel } from './member-sections';
import { ItemLoading, ItemMissing } from '../item-state';
import { useItemId } from '../use-item-id';
import { DoneNote, ItemActions, Muted, PageHeader } from '../admin-ui';
import { Button } from '../../../src/ui/button';
import { userAtom } from '../../../src/state/session';
import { mayChangeMoneyOrAccounts } from '../../../shared/roles';

const LIST = '/admin/members';

export function MemberPage() {
  const id = useItemId();
  if (typeof id !== 'number') return <ItemMissing listPath={LIST} />;
  return <Member id={id} />;
}

function Member({ id }: { id: number }) {
  const user = useAtomValue(userAtom);
  const mayAct = mayChangeMoneyOrAccounts(user);
  const { data: member, error, mutate } = useDeskMember(id);
  const [done, setDone] = useState('');
  if (error) return <ItemMissing listPath={LIST} onRetry={() => void mutate()} />;
  if (!member) return <ItemLoading />;
  return (
    <>
      <PageHeader>
        <h1>{member.account.username}</h1>
        <Link to={LIST}>
          <Trans>All members</Trans>
        </Link>
      </PageHeader>
      {done && <DoneNote role="status">{done}</DoneNote>}
      {mayAct ? (
        !member.account.deleted && <MemberActions member={member} onDone={setDone} />
      ) : (
        <Muted as="p">
          <Trans>Only publishers change a member's access or account. You can read the page.</Trans>
        </Muted>
      )}
      <AccountPanel member={member} />
      <SubscriptionsPanel member={member} />
      <PaymentsPanel member={member} />
      <ActivityPanels member={member} />
      {mayAct && <MemberAuditPanel id={id} />}
    </>
  );
}

function MemberActions({ member, onDone }: { member: DeskMemberPage; onDone: (words: string) => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<DialogAction | null>(null);
  const renews = member.subscriptions.some((s) => s.renews);
  const blocked = !!member.account.blockedAt;
  const actions: { action: DialogAction; label: string; shown: boolean }[] = [
    { action: 'access', label: t`Extend access`, shown: true },
    { action: 'cancel', label: t`Cancel subscription`, shown: renews },
    { action: 'block', label: t`Block`, shown: !blocked },
    { action: 'unblock', label: t`Unblock`, shown: blocked },
    { action: 'sessions/end', label: t`End sessions`, shown: member.sessions.some((s) => s.active) },
    { action: 'password-reset', label: t`Send password reset`, shown: !blocked },
    { action: 'export', label: t`Export data`, shown: true },
    { action: 'erase', label: t`Erase account`, shown: true },
  ];
  return (
    <ItemActions aria-label={t`Actions`}>
      {actions
        .filter((a) => a.shown)
        .map((a) => (
          <Button key={a.action} type="button" $size="small" $variant={a.action === 'erase' || a.action === 'block' ? 'secondary' : 'primary'} onClick={() => setOpen(a.action)}>
            {a.label}
          </Button>
        ))}
      {open && (
        <MemberActionDialog
          action={open}
          member={{ id: member.account.id, username: member.account.username }}
          onClose={() => setOpen(null)}
          onDone={(words) => {
            setOpen(null);
            onDone(words);
          }}
        />
      )}
    </ItemActions>
  );
}
