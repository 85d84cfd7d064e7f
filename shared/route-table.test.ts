// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { configWith, defaultSiteConfig } from '../tests/setup/site-config-fixtures';
import { matchRoutes } from 'react-router';
import { buildRouteTable, paramsAllowed, routeCandidates, routeTableOf, updateTypeOfSegment, type RouteSpec } from './route-table';

const paths = (routes: RouteSpec[]) => routes.map((route) => route.path);
const siteOf = (routes: RouteSpec[], path: string) => {
  const route = routes.find((r) => r.path === path);
  return route?.kind === 'site' ? route.site : undefined;
};

describe('route table from the configuration', () => {
  it('has every route of the specification for the default configuration', () => {
    const routes = buildRouteTable(defaultSiteConfig);
    expect(paths(routes)).toEqual(
      expect.arrayContaining([
        '/', '/models', '/models/:permaLink', '/places', '/places/:permaLink', '/channels', '/channels/:permaLink',
        '/videos', '/videos/:permaLink', '/photos', '/photos/:permaLink', '/news', '/news/:permaLink', '/dvds',
        '/dvds/:permaLink', '/search/:searchString?', '/updates/:contentType?', '/login/:action?', '/contentRemoval',
        '/checkout', '/myupdates', '/contact', '/partner', '/productplacement', '/support', '/privacy', '/impress',
        '/2257', '/signup', '/signup2', '/signupSuccess', '/signupDenial', '/profile', '/welcome',
        '/welcomeback/:action?', '/customcontent', '/payment', '/favourites', '/newsletter', '/en', '/de', '/fr', '/es',
      ]),
    );
    expect(siteOf(routes, '/photos/:permaLink')).toBe('gallerydetails');
    expect(siteOf(routes, '/2257')).toBe('policy2257');
  });

  it('leaves out /about while the about module is disabled (the default)', () => {
    expect(paths(buildRouteTable(defaultSiteConfig))).not.toContain('/about');
    const enabled = configWith((c) => (c.core.modules.about = { disabled: false }));
    expect(paths(buildRouteTable(enabled))).toContain('/about');
  });

  it('removes both routes of a disabled module', () => {
    const config = configWith((c) => (c.core.modules.models = { disabled: true }));
    const routes = paths(buildRouteTable(config));
    expect(routes).not.toContain('/models');
    expect(routes).not.toContain('/models/:permaLink');
    expect(routes).toContain('/videos');
  });

  it('removes the signup routes when signup is disabled', () => {
    const config = configWith((c) => (c.core.signup.disabled = true));
    const routes = paths(buildRouteTable(config));
    for (const path of ['/signup', '/signup2', '/signupSuccess', '/signupDenial']) expect(routes).not.toContain(path);
  });

  it('uses the configured hidden alternate signup path', () => {
    const config = configWith((c) => (c.core.signup.alternatePath = '/join-vip'));
    expect(siteOf(buildRouteTable(config), '/join-vip')).toBe('signup2');
  });

  it('marks the member pages as logged-in only', () => {
    const member = buildRouteTable(defaultSiteConfig)
      .filter((r) => r.kind === 'site' && r.access === 'member')
      .map((r) => r.path);
    expect(member.sort()).toEqual(['/account/:action?', '/customcontent', '/favourites', '/myupdates', '/newsletter', '/payment', '/payment/receipt/:invoice', '/profile', '/welcome', '/welcomeback/:action?']);
  });

  it('adds a language-prefixed home route for each available locale only', () => {
    const config = configWith((c) => (c.core.locales.available = ['en_US', 'de_DE']));
    const locales = buildRouteTable(config).filter((r) => r.kind === 'locale');
    expect(locales).toEqual([
      { kind: 'locale', path: '/en', translateCode: 'en_US' },
      { kind: 'locale', path: '/de', translateCode: 'de_DE' },
    ]);
  });

  it('lets /updates/{contentType} take only the types of enabled modules, any case', () => {
    const updates = (config = defaultSiteConfig) => buildRouteTable(config).find((r) => r.path === '/updates/:contentType?')!;
    for (const type of ['videos', 'video', 'photos', 'photo', 'Galleries', 'DVDS', 'dvd']) expect([type, paramsAllowed(updates(), { contentType: type })]).toEqual([type, true]);
    for (const type of ['bogus', 'models', 'videos2', 'constructor']) expect([type, paramsAllowed(updates(), { contentType: type })]).toEqual([type, false]);
    expect(paramsAllowed(updates(), {})).toBe(true);
    const noDvds = updates(configWith((c) => (c.core.modules.dvds = { disabled: true })));
    expect([paramsAllowed(noDvds, { contentType: 'dvds' }), paramsAllowed(noDvds, { contentType: 'videos' })]).toEqual([false, true]);
    expect([updateTypeOfSegment('Galleries'), updateTypeOfSegment('dvd'), updateTypeOfSegment('toString')]).toEqual(['photo', 'dvd', undefined]);
  });
});

describe('routeCandidates', () => {
  const table = routeTableOf(defaultSiteConfig);
  const matched = (routes: readonly RouteSpec[], pathname: string) => {
    const [found] = matchRoutes([...routes.map((route) => ({ path: route.path, route })), { path: '*', route: undefined }], pathname) ?? [];
    return { path: found?.route.route?.path ?? '*', params: found?.params };
  };

  it('leaves the router the same match as the whole table, for every route and odd paths', () => {
    const paths = [
      '/', '/models', '/Models/', '/models/ava-x', '/MODELS/Ava%20X', '/videos/a/b', '/updates', '/updates/Videos', '/updates/nope',
      '/search', '/search/beach%2Fsun', '/login/reset', '/de', '/DE/', '/signup', '/nowhere', '//models', '/%E0%A4%A', '/profile',
      ...table.map((route) => route.path.replace(/:(\w+)\?/g, 'opt').replace(/:(\w+)/g, 'x')),
    ];
    for (const pathname of paths) expect(matched(routeCandidates(table, pathname), pathname), pathname).toEqual(matched(table, pathname));
  });

  it('is a handful of routes, and one table per configuration object', () => {
    expect(routeCandidates(table, '/models/ava').map((route) => route.path)).toEqual(['/models', '/models/:permaLink']);
    expect(routeTableOf(defaultSiteConfig)).toBe(table);
  });
});
