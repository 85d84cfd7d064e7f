// The member's payment page: 'Account Status' (the specification's sentence, then the plan, its
// status, when it renews or ends, Cancel subscription or Renew) and the payment list.
import { useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { paymentStatus } from './index';
import { useAccountStatus, type AccountStatus, type AccountSubscription, type SubscriptionStatus } from '../../src/api/subscription';
import { useLocalized } from '../../src/i18n/use-localized';
import { useRenderedUser } from '../../src/state/rendered-user';
import { subscriptionOf, type SubscriptionState } from '../../src/state/subscription';
import { Button, ButtonLink } from '../../src/ui/button';
import { formatDate } from '../../src/ui/format';
import { FormStatus } from '../../src/ui/form-status';
import { useLongDate } from '../../src/ui/locale-format';
import { MemberPage } from '../../src/ui/member-page';
import { up } from '../../src/theme/breakpoints';
import { CancelDialog } from './cancel-dialog';
import { RebillFailed } from './rebill-failed';
import { PaymentList } from './payment-list';
import { Card, Heading } from './status-card';

type Headline = 'active' | 'expired' | 'ended' | 'none';

/** What the top line says: from the account status once loaded, from the session until then. */
const headlineOf = (status: AccountStatus | undefined, fromSession: SubscriptionState): Headline => {
  if (!status) return fromSession.kind;
  if (status.fullAccess) return 'active';
  const sub = status.subscription;
  if (!sub) return 'none';
  return sub.status === 'refunded' || sub.status === 'chargeback' ? 'ended' : 'expired';
};

export default function PaymentStatusBlock({ heading, showPayments }: BlockProps<typeof paymentStatus>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const user = useRenderedUser();
  const { data: status, mutate } = useAccountStatus();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [cancelledUntil, setCancelledUntil] = useState<string | null>(null);
  const longDate = useLongDate();
  if (!user) return null;
  const fromSession = subscriptionOf(user);
  const headline = headlineOf(status, fromSession);
  const subscription = status?.subscription ?? null;

  const onCancelled = (next: AccountStatus) => {
    setCancelOpen(false);
    const cancelled = next.subscription;
    if (cancelled) setCancelledUntil(cancelled.endsOn ?? cancelled.expiresAt);
    void mutate(next, { revalidate: true });
  };

  return (
    <MemberPage>
      <Card aria-labelledby="account-status-heading">
        <Heading id="account-status-heading">{localized(heading) || t`Account Status`}</Heading>
        <State $tone={headline === 'active' ? 'success' : headline === 'none' ? 'muted' : 'danger'}>
          <Dot $tone={headline === 'active' ? 'success' : headline === 'none' ? 'muted' : 'danger'} aria-hidden="true" />
          <div>
            <strong>
              {headline === 'active' && <Trans>Active subscription, full access to all updates.</Trans>}
              {headline === 'expired' && <Trans>Your subscription expired, please renew.</Trans>}
              {headline === 'ended' && <Trans>Your subscription has ended, access to members' updates is closed.</Trans>}
              {headline === 'none' && <Trans>No subscription, only your purchased updates are available.</Trans>}
            </strong>
            {/* Until the account status has loaded: the session's own date. */}
            {!status && fromSession.kind === 'active' && fromSession.validUntil && (
              <Muted>
                <Trans>Valid until {formatDate(fromSession.validUntil)}</Trans>
              </Muted>
            )}
            {!status && fromSession.kind === 'expired' && (
              <Muted>
                <Trans>Expired on {formatDate(fromSession.validUntil)}</Trans>
              </Muted>
            )}
          </div>
          {(headline === 'expired' || headline === 'ended') && (
            <ButtonLink to="/signup">
              <Trans>Renew</Trans>
            </ButtonLink>
          )}
          {headline === 'none' && (
            <ButtonLink to="/signup">
              <Trans>Join now</Trans>
            </ButtonLink>
          )}
        </State>
        {subscription && <SubscriptionFacts subscription={subscription} />}
        {subscription?.rebillFailedAt && <RebillFailed subscription={subscription} onCancel={() => setCancelOpen(true)} />}
        {cancelledUntil && (
          <Notice>
            <FormStatus kind="success" focusOnShow>
              <Trans>Your subscription is cancelled. You keep full access until {longDate(cancelledUntil)}.</Trans>
            </FormStatus>
          </Notice>
        )}
        {subscription && ((subscription.cancellable && !subscription.rebillFailedAt) || subscription.status === 'cancelled' || (subscription.status === 'active' && !subscription.recurring)) && (
          <Actions>
            {/* After a failed rebill the notice above offers the cancel with its way out. */}
            {subscription.cancellable && !subscription.rebillFailedAt && (
              <Button type="button" $variant="secondary" onClick={() => setCancelOpen(true)}>
                <Trans>Cancel subscription</Trans>
              </Button>
            )}
            {!subscription.cancellable && (
              <ButtonLink to="/signup" $variant="secondary">
                <Trans>Update membership</Trans>
              </ButtonLink>
            )}
          </Actions>
        )}
        {subscription?.cancellable && (
          <CancelDialog open={cancelOpen} subscription={subscription} onClose={() => setCancelOpen(false)} onCancelled={onCancelled} />
        )}
      </Card>
      {showPayments && <PaymentList />}
    </MemberPage>
  );
}

/** Plan, status in words, and when it renews or ends. */
function SubscriptionFacts({ subscription }: { subscription: AccountSubscription }) {
  const { t } = useLingui();
  const longDate = useLongDate();
  const statusText: Record<SubscriptionStatus, string> = {
    active: subscription.rebillFailedAt ? t`Active, last payment failed` : subscription.recurring ? t`Active, renews automatically` : t`Active, one-time payment`,
    cancelled: t`Cancelled, no further payments`,
    expired: t`Expired`,
    refunded: t`Refunded`,
    chargeback: t`Charged back`,
  };
  const renews = subscription.status === 'active' && subscription.recurring && !subscription.rebillFailedAt ? (subscription.renewsOn ?? subscription.expiresAt) : null;
  const ends = !renews && (subscription.status === 'active' || subscription.status === 'cancelled') ? (subscription.endsOn ?? subscription.expiresAt) : null;
  const ended = subscription.status === 'expired' || subscription.status === 'refunded' || subscription.status === 'chargeback' ? (subscription.endsOn ?? subscription.expiresAt) : null;
  return (
    <Facts>
      <div>
        <dt>
          <Trans>Plan</Trans>
        </dt>
        <dd>{subscription.plan}</dd>
      </div>
      <div>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>{statusText[subscription.status] ?? subscription.status}</dd>
      </div>
      {renews && (
        <div>
          <dt>
            <Trans>Next payment</Trans>
          </dt>
          <dd>
            <Trans>Renews on {longDate(renews)}</Trans>
          </dd>
        </div>
      )}
      {ends && (
        <div>
          <dt>
            <Trans>Access</Trans>
          </dt>
          <dd>
            <Trans>Ends on {longDate(ends)}</Trans>
          </dd>
        </div>
      )}
      {ended && (
        <div>
          <dt>
            <Trans>Access</Trans>
          </dt>
          <dd>
            <Trans>Ended on {longDate(ended)}</Trans>
          </dd>
        </div>
      )}
    </Facts>
  );
}

type Tone = 'success' | 'danger' | 'muted';

const State = styled.div<{ $tone: Tone }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  /* Phones: the renew button on its own row under the text. */
  & > a {
    grid-column: 1 / -1;
    justify-self: start;
  }
  ${up('sm')} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    & > a {
      grid-column: auto;
    }
  }
  strong {
    color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.heading)};
  }
`;

const Dot = styled.span<{ $tone: Tone }>`
  align-self: start;
  margin-top: 0.35em;
  width: 0.8rem;
  height: 0.8rem;
  border-radius: 50%;
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : $tone === 'danger' ? theme.colors.danger : theme.colors.textMuted)};
`;

const Muted = styled.p`
  margin: 0.25em 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  ${up('sm')} {
    grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  }
  dt {
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0.2em 0 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.heading};
  }
`;

const Notice = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;
