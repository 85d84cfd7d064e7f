// Page footer: brand and social links, Explore (enabled sections), information links from the
// configuration, support pages, payment note, 2257 statement and copyright.
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useSiteConfig } from '../../src/config/site-config-context';
import { useLocalized } from '../../src/i18n/use-localized';
import { up } from '../../src/theme/breakpoints';
import { exploreEntries, SUPPORT_LINKS } from './menu-entries';
import { SiteLogo } from './site-logo';
import { SocialLinks } from '../../src/ui/social-links';
import { useMenuLabel } from './use-menu-label';
import { AppLink } from '../../src/routes/app-link';

export function SiteFooter() {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const localized = useLocalized();
  const labelOf = useMenuLabel();
  const config = useSiteConfig();
  const siteName = config.core.deployment.siteName;
  const year = new Date().getFullYear();
  const explore = exploreEntries(config.core.modules);
  const information = config.ui.static.footerLinks;

  return (
    <Footer>
      <Inner>
        <Columns>
          <Brand>
            <SiteLogo />
            {config.ui.static.headerSlogan && <Slogan>{localized(config.ui.static.headerSlogan)}</Slogan>}
            <SocialLinks size={20} />
          </Brand>
          <Column aria-label={t`Explore`}>
            <ColumnTitle>
              <Trans>Explore</Trans>
            </ColumnTitle>
            <LinkList>
              {explore.map((entry) => (
                <li key={entry.key}>
                  <AppLink to={entry.to}>{labelOf(entry)}</AppLink>
                </li>
              ))}
            </LinkList>
          </Column>
          {information.length > 0 && (
            <Column aria-label={t`Information`}>
              <ColumnTitle>
                <Trans>Information</Trans>
              </ColumnTitle>
              <LinkList>
                {information.map((link) => (
                  <li key={link.href}>
                    {link.href.startsWith('/') ? (
                      <AppLink to={link.href}>{localized(link.label)}</AppLink>
                    ) : (
                      <a href={link.href} rel="noopener noreferrer" target="_blank">
                        {localized(link.label)}
                      </a>
                    )}
                  </li>
                ))}
              </LinkList>
            </Column>
          )}
          <Column aria-label={t`Support`}>
            <ColumnTitle>
              <Trans>Support</Trans>
            </ColumnTitle>
            <LinkList>
              {SUPPORT_LINKS.map((link) => (
                <li key={link.key}>
                  <AppLink to={link.to}>{i18n._(link.label)}</AppLink>
                </li>
              ))}
            </LinkList>
          </Column>
        </Columns>

        <Notes>
          <Note>
            <Trans>Charges appear on your card statement under the name of our payment provider.</Trans>
          </Note>
          <Note>
            <Trans>
              All persons depicted on this website were 18 years of age or older at the time of production.{' '}
              <AppLink to="/2257">18 U.S.C. 2257 Record-Keeping Requirements Compliance Statement</AppLink>
            </Trans>
          </Note>
        </Notes>

        <Bottom>
          <span>
            <Trans>
              © {year} {siteName}. All rights reserved.
            </Trans>
          </span>
          <Adult aria-hidden="true">18+</Adult>
        </Bottom>
      </Inner>
    </Footer>
  );
}

const Footer = styled.footer`
  background: ${({ theme }) => theme.colors.footerBackground};
  color: ${({ theme }) => theme.colors.footerText};
  font-size: 0.9rem;
  a {
    color: inherit;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: none;
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.pageWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.lg}`};
  ${up('md')} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg} ${theme.space.lg}`};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  ${up('lg')} {
    grid-template-columns: 2fr repeat(3, minmax(0, 1fr));
  }
`;

const Brand = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.headerText};
  ${up('lg')} {
    grid-column: auto;
  }
`;

const Slogan = styled.p`
  max-width: 32ch;
  margin: 0;
  color: ${({ theme }) => theme.colors.footerText};
  font-style: italic;
`;

const Column = styled.nav``;

const ColumnTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.headerText};
  font-size: 0.8rem;
  letter-spacing: 0.14em;
  text-transform: uppercase;
`;

const LinkList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Notes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.footerText} 18%, transparent);
  font-size: 0.82rem;
`;

const Note = styled.p`
  margin: 0;
  a {
    text-decoration: underline;
  }
`;

const Bottom = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  font-size: 0.82rem;
`;

const Adult = styled.span`
  padding: 2px ${({ theme }) => theme.space.sm};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-weight: 700;
`;
