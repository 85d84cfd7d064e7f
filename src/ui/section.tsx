// The frame most blocks share: an optional heading, an optional "show all" link, the content.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { up } from '../theme/breakpoints';
import { AppLink } from '../routes/app-link';

const Wrapper = styled.section`
  max-width: ${({ theme }) => theme.pageWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  ${up('md')} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    min-width: 0;
    font-size: 1.35rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  a {
    font-size: 0.9rem;
    font-weight: 600;
    white-space: nowrap;
  }
`;

export interface SectionProps {
  heading?: string;
  moreLink?: { to: string; label: string };
  children: ReactNode;
  className?: string;
  /** Accessible name when there is no visible heading. */
  label?: string;
}

export function Section({ heading, moreLink, children, className, label }: SectionProps) {
  return (
    <Wrapper className={className} aria-label={heading ? undefined : label}>
      {(heading || moreLink) && (
        <Head>
          {heading ? <h2>{heading}</h2> : <span />}
          {moreLink && <AppLink to={moreLink.to}>{moreLink.label} →</AppLink>}
        </Head>
      )}
      {children}
    </Wrapper>
  );
}
