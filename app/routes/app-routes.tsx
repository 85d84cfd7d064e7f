// Renders the route table; everything else is the 404 site.
import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useParams, useRoutes, type RouteObject } from 'react-router';
import { SitePage } from '../../layouts/site-page';
import { useSiteConfig } from '../../src/config/site-config-context';
import { MemberOnly } from './member-only';
import { paramsAllowed, routeCandidates, routeTableOf, type RouteSpec } from '../../shared/route-table';
import { useStaticLinkNavigation } from '../../src/routes/static-link-navigation';
import { useFallbackLayouts } from '../../src/config/fallback-layouts';
import { usePrefetchOnIntent } from '../../layouts/page-code';
import { PagePlaceholder } from '../../layouts/page-placeholder';

/** A route whose parameters only take listed values (`/updates/{contentType}`): anything else is the 404 page. */
function AllowedParams({ route, children }: { route: RouteSpec; children: React.ReactNode }) {
  const params = useParams();
  return paramsAllowed(route, params) ? <>{children}</> : <SitePage site="error404" />;
}

/**
 * A route's page. Only routes with constrained parameters get the AllowedParams wrapper: `/` must
 * stay the same element type as the `/de` locale routes (see useLocaleRoutes).
 */
function routeElement(route: Exclude<RouteSpec, { kind: 'locale' }>) {
  const page = route.access === 'member' ? <MemberOnly><SitePage site={route.site} /></MemberOnly> : <SitePage site={route.site} />;
  return route.kind === 'site' && route.params ? <AllowedParams route={route}>{page}</AllowedParams> : page;
}

type LocaleRouteSpec = Extract<RouteSpec, { kind: 'locale' }>;

/**
 * `/de` and friends: switch the locale, then go home. The route shows the home page itself (the
 * server renders it in that language), and the same element type as `/` keeps the home page's
 * blocks mounted through the redirect, so nothing is fetched again.
 */
function useLocaleRoutes(table: RouteSpec[], onLocaleChange: (translateCode: string) => void) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const path = pathname.replace(/(.)\/$/, '$1');
  const translateCode = table.find((route): route is LocaleRouteSpec => route.kind === 'locale' && route.path === path)?.translateCode;
  useEffect(() => {
    if (!translateCode) return;
    onLocaleChange(translateCode);
    void navigate('/', { replace: true });
  }, [translateCode, onLocaleChange, navigate]);
}

/** The router's route for a route of the table, made once: its element never changes. */
const routeObjects = new WeakMap<RouteSpec, RouteObject>();
function routeObjectOf(route: RouteSpec): RouteObject {
  let object = routeObjects.get(route);
  if (!object) {
    object = { path: route.path, element: route.kind === 'locale' ? <SitePage site="home" /> : routeElement(route) };
    routeObjects.set(route, object);
  }
  return object;
}
const notFoundRoute: RouteObject = { path: '*', element: <SitePage site="error404" /> };

export function AppRoutes({ onLocaleChange }: { onLocaleChange: (translateCode: string) => void }) {
  const config = useSiteConfig();
  const table = routeTableOf(config);
  useLocaleRoutes(table, onLocaleChange);
  useStaticLinkNavigation(table);
  usePrefetchOnIntent(table, config, useFallbackLayouts());
  const { pathname } = useLocation();
  // Only the routes that can match this path (same element whichever list it comes from).
  const page = useRoutes([...routeCandidates(table, pathname).map(routeObjectOf), notFoundRoute]);
  // A page waits for its blocks' code (layouts/page-code.ts). A navigation is a transition, so the
  // page before stays meanwhile; only a page rendered in the browser from nothing shows the placeholder.
  return <Suspense fallback={<PagePlaceholder />}>{page}</Suspense>;
}
