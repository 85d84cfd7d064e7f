// A page for some accounts only (the staff area, the studio, a partner's figures), each a separate
// chunk only those accounts download. A visitor goes to the login and comes back after it; any
// other account gets a plain page saying whose page it is. The session lives in the browser only:
// a server-rendered (or hydrating) page shows the placeholder, and the decision is made once mounted.
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { tokenAtom, userAtom, type SessionUser } from '../../src/state/session';

export interface RoleGateProps {
  allows: (user: SessionUser) => boolean;
  /** The refusal another account reads: a title and a sentence naming the account. */
  refusal: (user: SessionUser) => { title: string; text: string };
  /** What a screen reader hears while the page's chunk loads. */
  loadingLabel: string;
  children: ReactNode;
}

export function RoleGate({ allows, refusal, loadingLabel, children }: RoleGateProps) {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userAtom);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return <Centered aria-busy="true" aria-label={t`Loading`} />;
  if (!token && !user) return <Navigate to={`/login?from=${encodeURIComponent(`${pathname}${search}`)}`} replace />;
  // A stored token whose user is still loading (or being checked).
  if (!user) return <Centered aria-busy="true" aria-label={t`Loading`} />;
  if (!allows(user)) {
    const { title, text } = refusal(user);
    return (
      <Centered>
        <Card>
          <h1>{title}</h1>
          <p>{text}</p>
          <Link to="/">
            <Trans>Back to the site</Trans>
          </Link>
        </Card>
      </Centered>
    );
  }
  return <Suspense fallback={<Centered aria-busy="true" aria-label={loadingLabel} />}>{children}</Suspense>;
}

const Centered = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Card = styled.div`
  max-width: 460px;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow};
  text-align: center;
  h1 {
    margin-top: 0;
    color: ${({ theme }) => theme.colors.heading};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;
