// Links to the site's social profiles (`core.social`), as icons with accessible names.
import type { ComponentType } from 'react';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { CoreConfig } from '../../schemas/config/site-config';
import { useSiteConfig } from '../config/site-config-context';
import { FacebookIcon, InstagramIcon, MailIcon, TwitterIcon } from './icons';

type Network = keyof CoreConfig['social'];

const ICONS: Record<Network, ComponentType<{ size?: number }>> = {
  facebook: FacebookIcon,
  twitter: TwitterIcon,
  instagram: InstagramIcon,
  email: MailIcon,
};
const ORDER: Network[] = ['facebook', 'twitter', 'instagram', 'email'];

export interface SocialLinksProps {
  /** Icon size in px: small in the top header, larger in the footer. */
  size?: number;
  className?: string;
}

export function SocialLinks({ size = 16, className }: SocialLinksProps) {
  const { t } = useLingui();
  const social = useSiteConfig().core.social;
  const names: Record<Network, string> = {
    facebook: t`Facebook`,
    twitter: t`X (Twitter)`,
    instagram: t`Instagram`,
    email: t`Email us`,
  };
  const present = ORDER.filter((network) => social[network]);
  if (present.length === 0) return null;
  return (
    <List className={className} aria-label={t`Social media`}>
      {present.map((network) => {
        const Icon = ICONS[network];
        const value = social[network]!;
        const external = network !== 'email';
        return (
          <li key={network}>
            <IconLink
              href={external ? value : `mailto:${value}`}
              aria-label={names[network]}
              title={names[network]}
              $size={size}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <Icon size={size} />
            </IconLink>
          </li>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const IconLink = styled.a<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size + 16}px;
  height: ${({ $size }) => $size + 16}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: inherit;
  opacity: 0.85;
  transition: opacity 0.15s ease, color 0.15s ease, background 0.15s ease;
  &:hover {
    opacity: 1;
    color: ${({ theme }) => theme.colors.accent};
    background: color-mix(in srgb, currentColor 12%, transparent);
  }
`;
