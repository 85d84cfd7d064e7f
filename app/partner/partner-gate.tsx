// `/partner`: a partner's own figures, for partner accounts (isPartner). A visitor goes to the
// login (and comes back after it); any other account gets a plain 'Partners only' page. The page
// is a separate chunk only partners download.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { tokenAtom, userAtom } from '../../src/state/session';
import { isPartner } from '../../shared/roles';

export const PARTNER_PATH = '/partner';

const PartnerArea = lazy(() => import('./partner-area'));

export function PartnerGate() {
  const { t } = useLingui();
  const location = useLocation();
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userAtom);
  // The session lives in the browser only: the decision is made once mounted.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return <Centered aria-busy="true" aria-label={t`Loading`} />;
  if (!token && !user) return <Navigate to={`/login?from=${encodeURIComponent(`${location.pathname}${location.search}`)}`} replace />;
  if (!user) return <Centered aria-busy="true" aria-label={t`Loading`} />;
  if (!isPartner(user)) {
    return (
      <Centered>
        <Card>
          <h1>
            <Trans>Partners only</Trans>
          </h1>
          <p>
            <Trans>This page shows a partner their own figures. You are logged in as {user.username}.</Trans>
          </p>
          <Link to="/">
            <Trans>Back to the site</Trans>
          </Link>
        </Card>
      </Centered>
    );
  }
  return (
    <Suspense fallback={<Centered aria-busy="true" aria-label={t`Loading`} />}>
      <PartnerArea />
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
