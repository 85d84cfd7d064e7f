// Blocks of a disabled module and same-site links to pages this configuration does not have
// (a disabled module's routes, signup while it is off, a path that never existed): each would show
// visitors an empty block or the 404 page.
import type { ModuleName, SiteConfig } from '../../schemas/config/site-config';
import { MODULE_NAMES } from '../../schemas/config/site-config';
import type { ConfigCheckIssue } from '../../schemas/config-check-issue';
import { buildRouteTable, isModuleEnabled, routeOfLink } from '../route-table';
import { layoutEntries } from './layout-entries';
import { pointer, pointerSegment } from './json-pointer';

/** Props holding a same-site link: `buttonLink`, `moreLink`, `href`, ... (as scripts/build-block-check-data.ts). */
const LINK_KEY = /(link|href)$/i;

/** What the check knows of the blocks (schemas/block-check-data.ts, generated from the registry). */
export interface BlockFacts {
  modules: Readonly<Record<string, ModuleName>>;
  defaultLinks: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

const issue = (path: string, message: string): ConfigCheckIssue => ({ path, message, severity: 'error', check: 'dead-link' });

/** The same configuration with one module, or signup, switched on: would the link open a page then? */
const withModule = (config: SiteConfig, name: ModuleName): SiteConfig => ({
  ...config,
  core: { ...config.core, modules: { ...config.core.modules, [name]: { ...config.core.modules[name], disabled: false } } },
});
const withSignup = (config: SiteConfig): SiteConfig => ({ ...config, core: { ...config.core, signup: { ...config.core.signup, disabled: false } } });

export function checkModuleLinks(config: SiteConfig, blocks: BlockFacts): ConfigCheckIssue[] {
  const table = buildRouteTable(config);
  const shownSites = new Set(table.flatMap((route) => (route.kind === 'site' ? [route.site] : [])));
  const issues: ConfigCheckIssue[] = [];

  /** Why a link leads nowhere, or undefined when it opens a page. */
  const deadReason = (link: string): string | undefined => {
    if (!link.startsWith('/') || link.startsWith('//') || routeOfLink(table, link)) return undefined;
    const module = MODULE_NAMES.find((name) => !isModuleEnabled(config, name) && routeOfLink(buildRouteTable(withModule(config, name)), link));
    if (module) return `the ${module} module is disabled (/core/modules/${module}/disabled)`;
    if (config.core.signup.disabled && routeOfLink(buildRouteTable(withSignup(config)), link)) return 'signup is off (/core/signup/disabled)';
    return 'no page has this path';
  };
  const checkLink = (path: string, link: unknown) => {
    if (typeof link !== 'string') return;
    const reason = deadReason(link);
    if (reason) issues.push(issue(path, `link "${link}" leads to the 404 page: ${reason}`));
  };
  const checkProps = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => checkProps(item, `${path}/${index}`));
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (typeof inner === 'string' && LINK_KEY.test(key)) checkLink(`${path}/${pointerSegment(key)}`, inner);
        else checkProps(inner, `${path}/${pointerSegment(key)}`);
      }
    }
  };

  for (const { site, entry, path } of layoutEntries(config)) {
    // The layout of a page that does not exist (a disabled module's own site, signup while off) is never shown.
    if (!shownSites.has(site)) continue;
    const module = Object.hasOwn(blocks.modules, entry.type) ? blocks.modules[entry.type] : undefined;
    if (module && !isModuleEnabled(config, module)) {
      issues.push(issue(`${path}/type`, `block "${entry.type}" shows the ${module} module, which is disabled (/core/modules/${module}/disabled): remove the block or enable the module`));
    }
    if (entry.props) checkProps(entry.props, `${path}/props`);
    // A prop the layout leaves out takes the block's default, links included.
    const defaults = Object.hasOwn(blocks.defaultLinks, entry.type) ? blocks.defaultLinks[entry.type]! : {};
    for (const [where, link] of Object.entries(defaults)) {
      const prop = where.split('/')[1]!;
      if ((entry.props as Record<string, unknown> | undefined)?.[prop] !== undefined) continue;
      const reason = deadReason(link);
      if (reason) issues.push(issue(path, `block "${entry.type}" keeps its default link "${link}" (props${where}), which leads to the 404 page: ${reason}`));
    }
  }

  // Menu and footer "Explore" entries of enabled modules may point somewhere else.
  for (const name of MODULE_NAMES) {
    const settings = config.core.modules[name];
    if (settings?.menuLink && isModuleEnabled(config, name)) checkLink(pointer('core', 'modules', name, 'menuLink'), settings.menuLink);
  }
  config.ui.static.footerLinks.forEach((link, index) => checkLink(pointer('ui', 'static', 'footerLinks', index, 'href'), link.href));
  return issues;
}
