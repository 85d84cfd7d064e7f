// A member-area route (`/payment`, `/profile`...). The server renders it empty but for a note to
// browsers without JavaScript (the session lives in the browser), and so does hydration. Once
// mounted: a visitor goes to the login and comes back after it, a stored session still being
// restored shows that it is loading, and one whose `me` kept failing says so with a retry, never
// logging the member out. A member who logs out here is taken away by the logout itself (a full
// load of its target), not to the login.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAtomValue, useStore } from 'jotai';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { sessionUnavailableAtom, tokenAtom, userAtom } from '../../src/state/session';
import { loadSessionUser } from '../../src/state/session-actions';
import { useApi } from '../../src/api/api-context';
import { LoadProblem } from '../../src/ui/load-problem';
import { loginHref } from '../../src/ui/members-only-modal';
import { MemberPage } from '../../src/ui/member-page';

export function MemberOnly({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const api = useApi();
  const store = useStore();
  const { pathname, search } = useLocation();
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userAtom);
  const unavailable = useAtomValue(sessionUnavailableAtom);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const wasLoggedIn = useRef(false);
  useEffect(() => {
    if (user) wasLoggedIn.current = true;
  }, [user]);
  if (user) return <>{children}</>;
  if (wasLoggedIn.current) return null;
  // The server's page, and so the first render here: without JavaScript nobody can be recognised.
  if (!mounted) {
    return (
      <noscript>
        <MemberPage>
          <Waiting>
            <Trans>Your account needs JavaScript: turn it on, then log in.</Trans>
          </Waiting>
        </MemberPage>
      </noscript>
    );
  }
  if (!token) return <Navigate to={loginHref(`${pathname}${search}`)} replace />;
  return (
    <MemberPage>
      {unavailable ? (
        <LoadProblem onRetry={() => void loadSessionUser(api, store)}>
          <Trans>Your account could not be loaded just now. You are still logged in.</Trans>
        </LoadProblem>
      ) : (
        <Waiting role="status" aria-busy="true">
          {t`Loading your account...`}
        </Waiting>
      )}
    </MemberPage>
  );
}

const Waiting = styled.p`
  margin: 0;
  min-height: 40vh;
  color: ${({ theme }) => theme.colors.textMuted};
`;
