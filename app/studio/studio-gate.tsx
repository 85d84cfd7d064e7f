// `/studio`: staff and editors (mayEditSiteConfig). A visitor goes to the login (and comes back
// after it); any other logged-in user gets a plain 'Staff only' page. The studio itself
// (CodeMirror, the validator, the schema) is a separate chunk that only they ever download.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { tokenAtom, userAtom } from '../../src/state/session';
import { mayEditSiteConfig } from '../../shared/roles';

export const STUDIO_PATH = '/studio';

const StudioPage = lazy(() => import('./studio-page'));

export function StudioGate() {
  const { t } = useLingui();
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userAtom);
  // The session lives in the browser only: a server-rendered (or hydrating) page shows the
  // placeholder, and the decision is made once mounted.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return <Centered aria-busy="true" aria-label={t`Loading`} />;
  if (!token && !user) return <Navigate to={`/login?from=${STUDIO_PATH}`} replace />;
  // A stored token whose user is still loading (or being checked).
  if (!user) return <Centered aria-busy="true" aria-label={t`Loading`} />;
  if (!mayEditSiteConfig(user)) {
    return (
      <Centered>
        <Card>
          <h1>
            <Trans>Staff only</Trans>
          </h1>
          <p>
            <Trans>The configuration studio is for staff accounts. You are logged in as {user.username}.</Trans>
          </p>
          <Link to="/">
            <Trans>Back to the site</Trans>
          </Link>
        </Card>
      </Centered>
    );
  }
  return (
    <Suspense fallback={<Centered aria-busy="true" aria-label={t`Loading the studio`} />}>
      <StudioPage />
    </Suspense>
  );
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
