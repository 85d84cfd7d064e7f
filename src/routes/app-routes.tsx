// Renders the route table; everything else is the 404 site.
import { useEffect, useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useAtomValue } from 'jotai';
import { SitePage } from '../../layouts/site-page';
import { useSiteConfig } from '../config/site-config-context';
import { isLoggedInAtom } from '../state/session';
import { buildRouteTable } from './route-table';

/** Logged-in-only pages render nothing for visitors (section 6). */
function MemberOnly({ children }: { children: React.ReactNode }) {
  return useAtomValue(isLoggedInAtom) ? <>{children}</> : null;
}

/** `/de` and friends: switch the locale, then go home. */
function LocaleRoute({ translateCode, onLocaleChange }: { translateCode: string; onLocaleChange: (code: string) => void }) {
  useEffect(() => onLocaleChange(translateCode), [translateCode, onLocaleChange]);
  return <Navigate to="/" replace />;
}

export function AppRoutes({ onLocaleChange }: { onLocaleChange: (translateCode: string) => void }) {
  const config = useSiteConfig();
  const table = useMemo(() => buildRouteTable(config), [config]);
  return (
    <Routes>
      {table.map((route) =>
        route.kind === 'locale' ? (
          <Route key={route.path} path={route.path} element={<LocaleRoute translateCode={route.translateCode} onLocaleChange={onLocaleChange} />} />
        ) : (
          <Route
            key={route.path}
            path={route.path}
            element={route.access === 'member' ? <MemberOnly><SitePage site={route.site} /></MemberOnly> : <SitePage site={route.site} />}
          />
        ),
      )}
      <Route path="*" element={<SitePage site="error404" />} />
    </Routes>
  );
}
