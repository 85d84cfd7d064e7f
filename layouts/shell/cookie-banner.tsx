// Notice about cookies until the visitor accepts it (or already has, on an earlier visit).
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Button } from '../../src/ui/button';
import { below } from '../../src/theme/breakpoints';
import { giveCookieConsent, hasCookieConsent } from './cookie-consent';
import { SiteLink } from '../../src/routes/site-link';

export function CookieBanner() {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    // Cookies are only readable in the browser; the server HTML never carries the banner.
    setVisible(!hasCookieConsent());
  }, []);

  if (!visible) return null;
  return (
    <Banner role="region" aria-label={t`Cookie notice`}>
      <Text>
        <Trans>
          We use cookies to keep you logged in, remember your language and settings, and understand how the site is used. Read more in our{' '}
          <SiteLink to="/privacy">privacy policy</SiteLink>.
        </Trans>
      </Text>
      <Button
        type="button"
        $size="small"
        onClick={() => {
          giveCookieConsent();
          setVisible(false);
        }}
      >
        <Trans>Accept</Trans>
      </Button>
    </Banner>
  );
}

const Banner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  width: calc(100% - 2 * ${({ theme }) => theme.space.md});
  max-width: ${({ theme }) => theme.pageWidth};
  margin: 0 auto ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  ${below('md')} {
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
  font-size: 0.88rem;
  line-height: 1.5;
  ${below('md')} {
    font-size: 0.78rem;
    line-height: 1.4;
  }
  a {
    font-weight: 600;
    text-decoration: underline;
  }
`;
