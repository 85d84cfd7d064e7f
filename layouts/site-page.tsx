// A named site of the specification, assembled from `ui.sites.<name>site` of the configuration
// (or the fallback layout the app supplies when the active configuration leaves that site out).
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import type { Layout } from '../schemas/config/ui';
import { siteKey, type SiteName } from '../schemas/config/sites';
import { useFallbackLayouts } from '../src/config/fallback-layouts';
import { useSiteConfig } from '../src/config/site-config-context';
import { PageHead } from '../src/seo/page-head';
import { PageContext } from '../src/routes/page-context';
import { useRenderSink } from '../src/ssr/render-sink';
import { entryKey, LayoutEntryView } from './layout-entry';

export function useLayoutOf(site: SiteName): { layout: Layout; basePath: string } {
  const config = useSiteConfig();
  const fallback = useFallbackLayouts();
  const key = siteKey(site);
  const own = config.ui.sites[key];
  if (own) return { layout: own, basePath: `/ui/sites/${key}` };
  return { layout: fallback[key] ?? { containers: [] }, basePath: `/ui/sites/${key}` };
}

export function SitePage({ site }: { site: SiteName }) {
  const params = useParams();
  const location = useLocation();
  const { layout, basePath } = useLayoutOf(site);
  useRenderSink()?.setSite(site);
  const context = useMemo(() => ({ site, params, query: new URLSearchParams(location.search) }), [site, params, location.search]);
  return (
    <PageContext.Provider value={context}>
      <div data-site={site}>
        {layout.containers.map((entry, index) => (
          <LayoutEntryView key={entryKey(entry, index)} entry={entry} path={`${basePath}/containers/${index}`} />
        ))}
      </div>
      {/* After the blocks: a server render learns the page's SEO texts from them as it goes (React hoists these tags into the head). */}
      <PageHead site={site} />
    </PageContext.Provider>
  );
}
