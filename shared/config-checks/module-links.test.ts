// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { configWith, defaultSiteConfig } from '../../tests/setup/site-config-fixtures';
import type { LayoutEntry } from '../../schemas/config/site-config';
import { BLOCK_DEFAULT_LINKS, BLOCK_MODULES } from '../../schemas/block-check-data';
import { checkModuleLinks } from './module-links';

const check = (config: Parameters<typeof checkModuleLinks>[0]) => checkModuleLinks(config, { modules: BLOCK_MODULES, defaultLinks: BLOCK_DEFAULT_LINKS }).map((issue) => `${issue.path}: ${issue.message}`);

describe('blocks and links of pages that do not exist', () => {
  it('passes the shipped configuration (the disabled about module keeps its own, never shown layout)', () => {
    expect(defaultSiteConfig.core.modules.about?.disabled).toBe(true);
    expect(defaultSiteConfig.ui.sites.aboutsite).toBeDefined();
    expect(check(defaultSiteConfig)).toEqual([]);
  });

  it('names the blocks, menu entry and links left behind when a module is disabled', () => {
    const config = configWith((c) => {
      c.core.modules.models = { disabled: true, menuLink: '/models' };
      const home = c.ui.sites.homesite!.containers as LayoutEntry[];
      home[0] = { type: 'slider', id: 'home-slider', props: { slides: [{ title: 'Our girls', buttonLink: '/models/anna?ref=slider' }] } };
      c.ui.static.footerLinks.push({ label: 'Models', href: '/models' });
    });
    const issues = check(config);
    // The model lists of the home page (nested in containers), by path.
    const homeModelLists = issues.filter((line) => line.includes('shows the models module'));
    expect(homeModelLists.length).toBeGreaterThanOrEqual(2);
    for (const line of homeModelLists) expect(line).toMatch(/^\/ui\/sites\/homesite\/containers\/\d+(\/blocks\/\d+)*\/type: block "modelList" shows the models module, which is disabled \(\/core\/modules\/models\/disabled\)/);
    expect(issues).toContain('/ui/sites/homesite/containers/0/props/slides/0/buttonLink: link "/models/anna?ref=slider" leads to the 404 page: the models module is disabled (/core/modules/models/disabled)');
    expect(issues).toContain(`/ui/static/footerLinks/${config.ui.static.footerLinks.length - 1}/href: link "/models" leads to the 404 page: the models module is disabled (/core/modules/models/disabled)`);
    // The module's own pages are gone, so their layouts are not reported; nor is its (hidden) menu entry.
    expect(issues.some((line) => line.startsWith('/ui/sites/modelssite') || line.startsWith('/ui/sites/modeldetailssite'))).toBe(false);
    expect(issues.some((line) => line.startsWith('/core/modules/models'))).toBe(false);
  });

  it('reports links to signup while it is off, unknown paths and a menu link elsewhere', () => {
    const config = configWith((c) => {
      c.core.signup.disabled = true;
      c.core.modules.videos = { menuLink: '/vids' };
      c.ui.static.footerLinks[0]!.href = '/partners';
    });
    const issues = check(config);
    // The shipped home slider sets no slides: its default slides' buttons link to /signup.
    expect(issues).toEqual(
      expect.arrayContaining([
        '/ui/sites/homesite/containers/0: block "slider" keeps its default link "/signup" (props/slides/0/buttonLink), which leads to the 404 page: signup is off (/core/signup/disabled)',
        '/core/modules/videos/menuLink: link "/vids" leads to the 404 page: no page has this path',
        '/ui/static/footerLinks/0/href: link "/partners" leads to the 404 page: no page has this path',
      ]),
    );
    // The signup pages' own layouts are never shown while signup is off.
    expect(issues.some((line) => line.startsWith('/ui/sites/signupsite'))).toBe(false);
  });

  it('accepts links to every kind of existing page: parameters, optional parts, case, query and external', () => {
    const config = configWith((c) => {
      c.ui.static.footerLinks = ['/Models/anna', '/updates/videos', '/updates', '/login/forgot', '/search/foo%20bar', '/de', '/?x=1#top', 'https://example.com/x'].map((href) => ({ label: href, href }));
    });
    expect(check(config)).toEqual([]);
    const typeOff = configWith((c) => {
      c.core.modules.videos = { disabled: true };
      c.ui.static.footerLinks = [{ label: 'Videos', href: '/updates/videos' }];
    });
    expect(check(typeOff)).toContain('/ui/static/footerLinks/0/href: link "/updates/videos" leads to the 404 page: the videos module is disabled (/core/modules/videos/disabled)');
  });
});
