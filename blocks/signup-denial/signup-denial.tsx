import styled from 'styled-components';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { signupDenial } from './index';
import { useSiteConfig } from '../../src/config/site-config-context';
import { useLocalized } from '../../src/i18n/use-localized';
import { ButtonLink } from '../../src/ui/button';
import { FormColumn } from '../../src/ui/form-layout';

export default function SignupDenial({ supportEmail, message }: BlockProps<typeof signupDenial>) {
  const localized = useLocalized();
  const config = useSiteConfig();
  const email = supportEmail ?? config.core.social.email;
  const custom = localized(message);
  return (
    <FormColumn>
      <Card>
        <Icon aria-hidden="true">!</Icon>
        <Title>
          <Trans>Your registration was denied</Trans>
        </Title>
        {custom ? (
          <Text>{custom}</Text>
        ) : (
          <Text>
            <Trans>
              Your payment was not accepted. Please contact your payment provider, or our <Link to="/support">support</Link> if you need
              help.
            </Trans>
          </Text>
        )}
        {email && (
          <Text>
            <Trans>
              Support: <a href={`mailto:${email}`}>{email}</a>
            </Trans>
          </Text>
        )}
        <Actions>
          <ButtonLink to="/signup">
            <Trans>Try again</Trans>
          </ButtonLink>
          <ButtonLink to="/support" $variant="secondary">
            <Trans>Contact support</Trans>
          </ButtonLink>
        </Actions>
      </Card>
    </FormColumn>
  );
}

const Card = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  p a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3.2rem;
  height: 3.2rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 1.8rem;
  font-weight: 800;
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.5rem, 3.5vw, 2.2rem);
  color: ${({ theme }) => theme.colors.heading};
`;

const Text = styled.p`
  margin: 0;
  max-width: 36rem;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.text};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.sm};
`;
