// The route list of the specification, built from the configuration: a module's
// routes exist only while the module is not disabled; signup routes only while signup is on.
import type { SiteConfig, ModuleName } from '../schemas/config/site-config';
import type { SiteName } from '../schemas/config/sites';
import { permaLinkOf } from './locales';

export type RouteAccess = 'public' | 'member';

export type RouteSpec =
  | { kind: 'site'; path: string; site: SiteName; access: RouteAccess; module?: ModuleName }
  | { kind: 'locale'; path: string; translateCode: string };

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
  site('/updates/:contentType?', 'updates');
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
  site('/welcome', 'welcome', 'member');
  site('/welcomeback/:action?', 'welcomeback', 'member');
  site('/customcontent', 'customcontent', 'member');
  site('/payment', 'payment', 'member');
  site('/favourites', 'favourites', 'member');
  site('/newsletter', 'newsletter', 'member');

  const taken = new Set(routes.map((route) => route.path));
  for (const translateCode of config.core.locales.available) {
    const path = `/${permaLinkOf(translateCode)}`;
    if (!taken.has(path)) routes.push({ kind: 'locale', path, translateCode });
  }
  return routes;
}
