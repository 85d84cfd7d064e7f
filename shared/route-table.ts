// The route list of the specification, built from the configuration: a module's
// routes exist only while the module is not disabled; signup routes only while signup is on.
import type { SiteConfig, ModuleName } from '../schemas/config/site-config';
import type { SiteName } from '../schemas/config/sites';
import type { ContentType } from '../schemas/api/content';
import { permaLinkOf } from './locales';

export type RouteAccess = 'public' | 'member';

export type RouteSpec =
  | {
      kind: 'site';
      path: string;
      site: SiteName;
      access: RouteAccess;
      module?: ModuleName;
      /** Values a path parameter may take (lowercase); any other value is the 404 page. */
      params?: Record<string, readonly string[]>;
    }
  | { kind: 'locale'; path: string; translateCode: string };

/** `/updates/{contentType}`: each path segment (plural or singular), its content type and the module owning it. */
const UPDATE_TYPE_SEGMENTS: Record<string, { type: ContentType; module: ModuleName }> = {
  videos: { type: 'video', module: 'videos' },
  video: { type: 'video', module: 'videos' },
  photos: { type: 'photo', module: 'galleries' },
  photo: { type: 'photo', module: 'galleries' },
  galleries: { type: 'photo', module: 'galleries' },
  dvds: { type: 'dvd', module: 'dvds' },
  dvd: { type: 'dvd', module: 'dvds' },
};

/** The content type an `/updates/{contentType}` segment names, whatever its case; undefined for anything else. */
export const updateTypeOfSegment = (segment: string): ContentType | undefined =>
  Object.hasOwn(UPDATE_TYPE_SEGMENTS, segment.toLowerCase()) ? UPDATE_TYPE_SEGMENTS[segment.toLowerCase()]!.type : undefined;

/** Whether a route's constrained parameters hold allowed values (an absent optional one always does). */
export function paramsAllowed(route: RouteSpec, params: Record<string, string | undefined>): boolean {
  if (route.kind !== 'site' || !route.params) return true;
  return Object.entries(route.params).every(([name, allowed]) => {
    const value = params[name];
    return value === undefined || allowed.includes(value.toLowerCase());
  });
}

const moduleRoutes: Array<[ModuleName, string, SiteName, SiteName]> = [
  ['models', '/models', 'models', 'modeldetails'],
  ['places', '/places', 'places', 'placedetails'],
  ['channels', '/channels', 'channels', 'channeldetails'],
  ['videos', '/videos', 'videos', 'videodetails'],
  ['galleries', '/photos', 'galleries', 'gallerydetails'],
  ['news', '/news', 'news', 'newsdetails'],
  ['dvds', '/dvds', 'dvds', 'dvddetails'],
];

export const isModuleEnabled = (config: SiteConfig, module: ModuleName) => config.core.modules[module]?.disabled !== true;

export function buildRouteTable(config: SiteConfig): RouteSpec[] {
  const routes: RouteSpec[] = [];
  const site = (path: string, name: SiteName, access: RouteAccess = 'public', module?: ModuleName) =>
    routes.push({ kind: 'site', path, site: name, access, ...(module ? { module } : {}) });

  site('/', 'home');
  for (const [module, path, list, detail] of moduleRoutes) {
    if (!isModuleEnabled(config, module)) continue;
    site(path, list, 'public', module);
    site(`${path}/:permaLink`, detail, 'public', module);
  }
  if (isModuleEnabled(config, 'about')) site('/about', 'about', 'public', 'about');

  site('/search/:searchString?', 'search');
  // A type whose module is disabled has no list, like the module's own routes.
  const typeSegments = Object.keys(UPDATE_TYPE_SEGMENTS).filter((segment) => isModuleEnabled(config, UPDATE_TYPE_SEGMENTS[segment]!.module));
  routes.push({ kind: 'site', path: '/updates/:contentType?', site: 'updates', access: 'public', params: { contentType: typeSegments } });
  site('/login/:action?', 'login');
  site('/contentRemoval', 'contentRemoval');
  site('/checkout', 'checkout');
  site('/myupdates', 'myupdates', 'member');
  site('/contact', 'contact');
  site('/partner', 'partner');
  site('/productplacement', 'productplacement');
  site('/support', 'support');
  site('/privacy', 'privacy');
  site('/impress', 'impress');
  site('/2257', 'policy2257');
  site('/404', 'error404');

  if (!config.core.signup.disabled) {
    site('/signup', 'signup');
    site(config.core.signup.alternatePath, 'signup2');
    site('/signupSuccess', 'signupSuccess');
    site('/signupDenial', 'signupDenial');
  }

  site('/profile', 'profile', 'member');
  site('/account/:action?', 'account', 'member');
  site('/welcome', 'welcome', 'member');
  site('/welcomeback/:action?', 'welcomeback', 'member');
  site('/customcontent', 'customcontent', 'member');
  site('/payment', 'payment', 'member');
  site('/payment/receipt/:invoice', 'receipt', 'member');
  site('/favourites', 'favourites', 'member');
  site('/newsletter', 'newsletter', 'member');

  const taken = new Set(routes.map((route) => route.path));
  for (const translateCode of config.core.locales.available) {
    const path = `/${permaLinkOf(translateCode)}`;
    if (!taken.has(path)) routes.push({ kind: 'locale', path, translateCode });
  }
  return routes;
}

const routeTables = new WeakMap<SiteConfig, RouteSpec[]>();

/** buildRouteTable, once per configuration object (every render of a page asks for it). */
export function routeTableOf(config: SiteConfig): RouteSpec[] {
  let table = routeTables.get(config);
  if (!table) routeTables.set(config, (table = buildRouteTable(config)));
  return table;
}

/** A path's first segment as matching compares it: decoded, lowercase (`/Models/ava` -> `models`, `/` -> ``). */
const firstSegmentOf = (path: string) => safeDecode(path.split('/')[1] ?? '').toLowerCase();

interface RoutesByFirstSegment {
  bySegment: Map<string, RouteSpec[]>;
  /** Routes starting with a parameter: they can match any first segment. */
  anySegment: RouteSpec[];
}
const candidateIndexes = new WeakMap<readonly RouteSpec[], RoutesByFirstSegment>();

/**
 * The routes of `table` (in its order) that can match `pathname`: those whose first segment is the
 * path's, or a parameter. The router still matches and ranks them, but over a handful of routes
 * instead of compiling and ranking every route of the site for each render.
 */
export function routeCandidates(table: readonly RouteSpec[], pathname: string): RouteSpec[] {
  let index = candidateIndexes.get(table);
  if (!index) {
    index = { bySegment: new Map(), anySegment: [] };
    for (const route of table) {
      const first = route.path.split('/')[1] ?? '';
      if (first.startsWith(':') || first.startsWith('*')) index.anySegment.push(route);
      else {
        const key = first.toLowerCase();
        index.bySegment.set(key, [...(index.bySegment.get(key) ?? []), route]);
      }
    }
    candidateIndexes.set(table, index);
  }
  const own = index.bySegment.get(firstSegmentOf(pathname)) ?? [];
  if (!index.anySegment.length) return own;
  return table.filter((route) => own.includes(route) || index.anySegment.includes(route));
}

/** A `/a/:b?` pattern as a case-insensitive expression (react-router matches paths case-insensitively). */
function patternOf(path: string): RegExp {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? `(?:/(?<${segment.slice(1, -1)}>[^/]+))?` : `/(?<${segment.slice(1)}>[^/]+)`;
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return new RegExp(`^${segments.join('') || '/'}/?$`, 'i');
}

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * The route a same-site link (`/models/anna?x=1#top`) opens in this table, or undefined when it
 * would be the 404 page (a disabled module's path, signup while it is off, a path that never existed).
 */
export function routeOfLink(table: RouteSpec[], link: string): RouteSpec | undefined {
  const pathname = link.split(/[?#]/)[0]!;
  for (const route of table) {
    const match = patternOf(route.path).exec(pathname);
    if (!match) continue;
    const params = Object.fromEntries(Object.entries(match.groups ?? {}).map(([name, value]) => [name, value === undefined ? undefined : safeDecode(value)]));
    if (paramsAllowed(route, params)) return route;
  }
  return undefined;
}
