// The API requests a page's blocks declare (blocks/define-block.ts `data`), found from the
// configuration and the route alone, so a server render can load them all before it renders; and
// those keyed by an answer of the first round (`dataAfter`), loaded in a second round. It
// follows what the app renders (app/routes/app-routes.tsx, layouts/site-page.tsx): the route's site,
// its layout or the fallback one, every block in it with its defaults under its props.
import { matchRoutes } from 'react-router';
import { unstable_serialize } from 'swr';
import type { SiteConfig } from '../schemas/config/site-config';
import type { LayoutEntry } from '../schemas/config/layout';
import { siteKey, type SiteName } from '../schemas/config/sites';
import { paramsAllowed, routeCandidates, routeTableOf } from '../shared/route-table';
import { blockRegistry } from '../blocks/registry';
import type { AnswerOf, BlockDefinition, BlockPage, DeclaredData } from '../blocks/define-block';
import type { FallbackLayouts } from '../src/config/fallback-layouts';
import { apiSwrKey } from '../src/api/use-api';

export interface DeclaredRequest {
  /** The serialized SWR key, as in the boot snapshot's `fallback`. */
  key: string;
  /** The SWR key itself: ['data' | 'list', path, params]. */
  resolved: unknown;
}

const blocks = blockRegistry as unknown as Record<string, BlockDefinition | undefined>;

/** The site a visitor gets at `pathname` and its route params; null for a member-only page (it renders nothing). */
function pageOf(config: SiteConfig, pathname: string): { site: SiteName; params: Record<string, string | undefined> } | null {
  const table = routeTableOf(config);
  const [found] = matchRoutes(routeCandidates(table, pathname).map((route) => ({ path: route.path, route })), pathname) ?? [];
  if (!found) return { site: 'error404', params: {} };
  const { route } = found.route;
  if (route.kind === 'locale') return { site: 'home', params: {} };
  if (route.access === 'member') return null;
  return paramsAllowed(route, found.params) ? { site: route.site, params: found.params } : { site: 'error404', params: {} };
}

/** A block's declarations for its props on the page (its `data`, or its `dataAfter`); undefined when it has none. */
type Declarations = (definition: BlockDefinition, props: Record<string, unknown>, page: BlockPage) => DeclaredData[] | undefined;

function collect(
  entries: readonly LayoutEntry[],
  page: BlockPage,
  locale: string,
  declarationsOf: Declarations,
  out: Map<string, DeclaredRequest>,
  onError: (type: string, error: unknown) => void,
) {
  for (const entry of entries) {
    if ('blocks' in entry && Array.isArray(entry.blocks)) {
      collect(entry.blocks, page, locale, declarationsOf, out, onError);
      continue;
    }
    const definition = blocks[entry.type];
    if (!definition) continue;
    try {
      const props = { ...(definition.defaults as Record<string, unknown>), ...((entry.props ?? {}) as Record<string, unknown>) };
      for (const [kind, key] of declarationsOf(definition, props, page) ?? []) {
        if (!key) continue;
        const resolved = apiSwrKey(kind, key, locale);
        const serialized = unstable_serialize(resolved);
        if (!out.has(serialized)) out.set(serialized, { key: serialized, resolved });
      }
    } catch (error) {
      onError(entry.type, error); // the render asks for that block's data itself
    }
  }
}

interface DeclaredDataInput {
  config: SiteConfig;
  location: URL;
  locale: string;
  fallbackLayouts: FallbackLayouts;
  onError: (type: string, error: unknown) => void;
}

function declared({ config, location, locale, fallbackLayouts, onError }: DeclaredDataInput, declarationsOf: Declarations): DeclaredRequest[] {
  const found = pageOf(config, location.pathname);
  if (!found) return [];
  const key = siteKey(found.site);
  const layout = config.ui.sites[key] ?? fallbackLayouts[key] ?? { containers: [] };
  const out = new Map<string, DeclaredRequest>();
  collect(layout.containers, { site: found.site, params: found.params, query: location.searchParams, config }, locale, declarationsOf, out, onError);
  return [...out.values()];
}

/** What the page's blocks declare from the configuration and the route (their `data`). */
export const declaredData = (input: DeclaredDataInput): DeclaredRequest[] => declared(input, (definition, props, page) => definition.data?.(props as never, page));

/**
 * What the page's blocks declare from the answers of the first round (their `dataAfter`), `loaded`
 * holding those answers by serialized key.
 */
export function declaredDataAfter(input: DeclaredDataInput, loaded: Readonly<Record<string, unknown>>): DeclaredRequest[] {
  const answerOf: AnswerOf = (kind, key) => (key ? loaded[unstable_serialize(apiSwrKey(kind, key, input.locale))] : undefined);
  return declared(input, (definition, props, page) => definition.dataAfter?.(props as never, page, answerOf));
}
