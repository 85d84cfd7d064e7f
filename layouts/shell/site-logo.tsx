// The site's word mark: the configured site name, linking home.
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useSiteConfig } from '../../src/config/site-config-context';
import { up } from '../../src/theme/breakpoints';
import { SiteLink } from '../../src/routes/site-link';

export interface SiteLogoProps {
  className?: string;
}

export function SiteLogo({ className }: SiteLogoProps) {
  const { t } = useLingui();
  const siteName = useSiteConfig().core.deployment.siteName;
  const [initial, rest] = [siteName.slice(0, 1), siteName.slice(1)];
  return (
    <Mark to="/" className={className} aria-label={t`${siteName} home`}>
      <Initial aria-hidden="true">{initial}</Initial>
      <Rest aria-hidden="true">{rest}</Rest>
    </Mark>
  );
}

const Mark = styled(SiteLink)`
  display: inline-flex;
  align-items: baseline;
  color: inherit;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 1.35rem;
  font-weight: 800;
  letter-spacing: 0.1em;
  line-height: 1;
  text-transform: uppercase;
  white-space: nowrap;
  ${up('xl')} {
    font-size: 1.55rem;
    letter-spacing: 0.14em;
  }
  &:hover {
    text-decoration: none;
    color: inherit;
  }
`;

const Initial = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-size: 1.25em;
`;

const Rest = styled.span`
  background: linear-gradient(90deg, currentColor, ${({ theme }) => theme.colors.accent});
  -webkit-background-clip: text;
  background-clip: text;
  -webkit-text-fill-color: transparent;
`;
