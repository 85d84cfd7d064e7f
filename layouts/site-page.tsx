// A named site of the specification, assembled from `ui.sites.<name>site` of the configuration
// (or the fallback layout the app supplies when the active configuration leaves that site out).
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import type { Layout } from '../schemas/config/ui';
import { siteKey, type SiteName } from '../schemas/config/sites';
import { useFallbackLayouts } from '../src/config/fallback-layouts';
import { useSiteConfig } from '../src/config/site-config-context';
import { PageHead } from '../src/seo/page-head';
import { PageContext } from '../src/routes/page-context';
import { useRenderSink } from '../src/ssr/render-sink';
import { entryKey, LayoutEntryView } from './layout-entry';
import { serverPageMounted, serverPagePending } from '../src/ssr/use-hydrating';
import { layoutOfSite, pageCodeReady } from './page-code';

export function useLayoutOf(site: SiteName): { layout: Layout; basePath: string } {
  const config = useSiteConfig();
  const fallback = useFallbackLayouts();
  return { layout: layoutOfSite(config, fallback, site), basePath: `/ui/sites/${siteKey(site)}` };
}

export function SitePage({ site }: { site: SiteName }) {
  const params = useParams();
  const location = useLocation();
  const { layout, basePath } = useLayoutOf(site);
  // A page rendered in the browser shows once its blocks' code is here (./page-code.ts). The page
  // the server rendered never waits, then or later: its islands load their own code when they
  // hydrate. Asking again after hydration (useHydrating) re-rendered it: it suspended on the
  // islands' code, React hid it for the route's fallback, and the islands lost their server HTML.
  // No update during render here: a page that suspends (use, below) on its first render after an
  // update in render is replayed by React with the wrong hooks (React error 467, recovered as 520).
  const [serverLayout] = useState(() => (serverPagePending() ? layout : null));
  // Another page on this instance (a navigation): that one and any later one wait, also this layout again.
  const leftServerPage = useRef(false);
  if (serverLayout !== layout) leftServerPage.current = true;
  useLayoutEffect(serverPageMounted, []);
  const codeReady = serverLayout === layout && !leftServerPage.current ? null : pageCodeReady(layout);
  // Thrown, not use(): React replays a component suspended by use() on its first render with the
  // hooks of an update (React error 467, recovered as 520); a thrown promise renders it again afresh.
  if (codeReady) throw codeReady;
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
