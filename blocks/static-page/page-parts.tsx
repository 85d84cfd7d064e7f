// The typography of the built-in pages: sections with headings at the right level, lists,
// addresses and the contact line (email from core.social.email, else the contact form).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { useSiteConfig } from '../../src/config/site-config-context';

export type SectionLevel = 2 | 3;

const SectionBox = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space.xl};
    padding-top: ${({ theme }) => theme.space.lg};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const SectionHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 1.2rem;
  font-weight: 800;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.heading};
`;

export function Part({ heading, level, children }: { heading: string; level: SectionLevel; children: ReactNode }) {
  return (
    <SectionBox>
      <SectionHeading as={level === 2 ? 'h2' : 'h3'}>{heading}</SectionHeading>
      {children}
    </SectionBox>
  );
}

export const List = styled.ul`
  margin: 0 0 1em;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    padding-left: 1.5em;
  }
  li + li {
    margin-top: 0.45em;
  }
  li::before {
    content: '';
    position: absolute;
    left: 0.3em;
    top: 0.7em;
    width: 0.45em;
    height: 0.45em;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

export const Address = styled.address`
  margin: 0 0 1em;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-style: normal;
  line-height: 1.6;
`;

/** The support address of the configuration, or the contact form when none is configured. */
export function SupportContact() {
  const email = useSiteConfig().core.social?.email;
  if (email) return <a href={`mailto:${email}`}>{email}</a>;
  return (
    <Link to="/contact">
      <Trans>our contact form</Trans>
    </Link>
  );
}

/** The invented operator of this demo site, used by the imprint, 2257 and privacy pages. */
export function OperatorAddress({ attention }: { attention?: ReactNode }) {
  return (
    <Address>
      {attention && (
        <>
          {attention}
          <br />
        </>
      )}
      <strong>Emotions Media Ltd.</strong>
      <br />
      27 Placeholder Lane, Suite 400
      <br />
      Sampleton SX1 2AB
    </Address>
  );
}
