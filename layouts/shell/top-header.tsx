// The thin bar above the navigation: tagline, support and language menus, social icons, theme toggle.
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useSiteConfig } from '../../src/config/site-config-context';
import { useLocalized } from '../../src/i18n/use-localized';
import { below } from '../../src/theme/breakpoints';
import { LanguageMenu } from './language-menu';
import { SocialLinks } from '../../src/ui/social-links';
import { SupportMenu } from './support-menu';
import { ThemeToggle } from './theme-toggle';

export interface TopHeaderProps {
  onLocaleChange: (translateCode: string) => void;
}

export function TopHeader({ onLocaleChange }: TopHeaderProps) {
  const { t } = useLingui();
  const localized = useLocalized();
  const slogan = useSiteConfig().ui.static.headerSlogan;
  return (
    <Bar>
      <Inner>
        {slogan && <Tagline>{localized(slogan)}</Tagline>}
        <Tools aria-label={t`Site tools`}>
          <SupportMenu />
          <LanguageMenu onLocaleChange={onLocaleChange} />
          <HideOnSmall>
            <SocialLinks size={14} />
          </HideOnSmall>
          <ThemeToggle />
        </Tools>
      </Inner>
    </Bar>
  );
}

const Bar = styled.div`
  background: color-mix(in srgb, ${({ theme }) => theme.colors.headerBackground} 90%, ${({ theme }) => theme.colors.headerText});
  color: color-mix(in srgb, ${({ theme }) => theme.colors.headerText} 80%, ${({ theme }) => theme.colors.headerBackground});
  font-size: 0.8rem;
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.pageWidth};
  min-height: 40px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
`;

const Tagline = styled.p`
  margin: 0;
  overflow: hidden;
  font-style: italic;
  letter-spacing: 0.04em;
  white-space: nowrap;
  text-overflow: ellipsis;
  ${below('md')} {
    display: none;
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
`;

const HideOnSmall = styled.div`
  ${below('sm')} {
    display: none;
  }
`;
