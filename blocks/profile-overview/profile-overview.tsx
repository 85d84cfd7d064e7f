import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { profileOverview } from './index';
import { useLocalized } from '../../src/i18n/use-localized';
import { useRenderedUser } from '../../src/state/rendered-user';
import { subscriptionOf } from '../../src/state/subscription';
import { ButtonLink } from '../../src/ui/button';
import { formatDate } from '../../src/ui/format';
import { up } from '../../src/theme/breakpoints';
import { MemberPage } from '../../src/ui/member-page';

export default function ProfileOverview({ heading, showTeasers }: BlockProps<typeof profileOverview>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const user = useRenderedUser();
  if (!user) return null;
  const subscription = subscriptionOf(user);
  const name = user.username;
  const since = formatDate(user.created_at);

  return (
    <MemberPage>
      <Card>
        <Greeting>{localized(heading) || t`Hello ${name}!`}</Greeting>
        <Facts>
          <div>
            <dt>
              <Trans>Username</Trans>
            </dt>
            <dd>{user.username}</dd>
          </div>
          <div>
            <dt>
              <Trans>Email</Trans>
            </dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>
              <Trans>Member since</Trans>
            </dt>
            <dd>{since}</dd>
          </div>
          <div>
            <dt>
              <Trans>Subscription</Trans>
            </dt>
            <dd>
              {subscription.kind === 'active' && <Trans>Active</Trans>}
              {subscription.kind === 'expired' && <Trans>Expired</Trans>}
              {subscription.kind === 'none' && <Trans>None</Trans>}
            </dd>
          </div>
        </Facts>
      </Card>
      {showTeasers && (
        <Teasers>
          <Teaser>
            <h3>
              <Trans>Payment</Trans>
            </h3>
            <p>
              <Trans>Your account status, subscription and all your payments at a glance.</Trans>
            </p>
            <ButtonLink to="/payment" $variant="secondary" $size="small">
              <Trans>Go to Payment</Trans>
            </ButtonLink>
          </Teaser>
          <Teaser>
            <h3>
              <Trans>Favourites</Trans>
            </h3>
            <p>
              <Trans>All the updates you marked with the heart, in one place.</Trans>
            </p>
            <ButtonLink to="/favourites" $variant="secondary" $size="small">
              <Trans>Go to Favourites</Trans>
            </ButtonLink>
          </Teaser>
        </Teasers>
      )}
    </MemberPage>
  );
}

const Card = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Greeting = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 1.6rem;
  color: ${({ theme }) => theme.colors.heading};
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  ${up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  dt {
    font-size: 0.78rem;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0.2em 0 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

const Teasers = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Teaser = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h3 {
    margin: 0;
    color: ${({ theme }) => theme.colors.heading};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
