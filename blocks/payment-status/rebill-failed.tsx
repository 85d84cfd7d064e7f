// After a failed rebill: what happened, until when access runs, and the way out: the biller's page
// to update the card (where it has one; the charge is then taken again), or cancel and join again.
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import type { AccountSubscription } from '../../src/api/subscription';
import { Button, ButtonLink } from '../../src/ui/button';
import { useLongDate } from '../../src/ui/locale-format';

export function RebillFailed({ subscription, onCancel }: { subscription: AccountSubscription; onCancel: () => void }) {
  const longDate = useLongDate();
  const failedOn = longDate(subscription.rebillFailedAt!);
  const until = longDate(subscription.endsOn ?? subscription.expiresAt);
  const external = subscription.updatePaymentUrl && /^https?:/i.test(subscription.updatePaymentUrl);
  return (
    <Box aria-labelledby="rebill-failed-heading">
      <Title id="rebill-failed-heading">
        <Trans>
          Your last payment on {failedOn} did not go through. Your access runs until {until}.
        </Trans>
      </Title>
      {subscription.updatePaymentUrl ? (
        <>
          <p>
            <Trans>To keep your membership, update your card with the payment provider: the payment is then taken again and your membership renews.</Trans>
          </p>
          {subscription.providerMemberId && (
            <p>
              <Trans>
                The provider asks for your member ID: <strong>{subscription.providerMemberId}</strong>
              </Trans>
            </p>
          )}
          <Actions>
            <LinkButton href={subscription.updatePaymentUrl} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              <Trans>Update your card</Trans>
            </LinkButton>
            <Button type="button" $variant="secondary" onClick={onCancel}>
              <Trans>Cancel and rejoin</Trans>
            </Button>
          </Actions>
          <Hint>
            <Trans>Or cancel this subscription and join again with another card or payment method.</Trans>
          </Hint>
        </>
      ) : (
        <>
          <p>
            <Trans>
              Your payment provider does not let you change the card of this subscription. To keep your membership, cancel it and join again with
              another card or payment method; you keep access until {until} either way.
            </Trans>
          </p>
          <Actions>
            <Button type="button" $variant="secondary" onClick={onCancel}>
              <Trans>Cancel subscription</Trans>
            </Button>
            <ButtonLink to="/signup">
              <Trans>Choose a plan</Trans>
            </ButtonLink>
          </Actions>
        </>
      )}
    </Box>
  );
}

const Box = styled.section`
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: ${({ theme }) => theme.space.sm} 0 0;
  }
`;

const Title = styled.p`
  && {
    margin: 0;
  }
  font-weight: 700;
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Hint = styled.p`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A plain link styled as the primary button: the biller's page is outside the app's router. */
const LinkButton = styled(Button).attrs({ as: 'a' })`
  text-decoration: none;
  display: inline-flex;
  align-items: center;
`;
