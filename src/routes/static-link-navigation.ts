// Links inside `never` blocks are the server's HTML with no React handler: following one would load
// a whole new document (the main chunk evaluated and the page hydrated again). One listener on the
// document follows those that open a route of this site inside the app instead, as the hydrated
// links do; everything else stays the browser's: files and other sites, new tabs and modified
// clicks, a jump within the page, a path the route table does not know.
import { useContext, useEffect } from 'react';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router';
import { isPlainLeftClick, navigateInApp } from './in-app-navigation';
import { routeOfLink, type RouteSpec } from '../../shared/route-table';
import { STATIC_BLOCK_ATTRIBUTE } from '../ssr/static-islands';

/** The site path a click on a static block's link opens in the app, or null: the browser's. */
export function staticLinkTarget(event: MouseEvent, table: RouteSpec[], here: Location): string | null {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest(`[${STATIC_BLOCK_ATTRIBUTE}]`)) return null;
  if (!isPlainLeftClick(event, anchor.target) || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin) return null;
  // Another part of the page shown: the browser scrolls to it.
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  const to = `${url.pathname}${url.search}${url.hash}`;
  return routeOfLink(table, to) ? to : null;
}

/** Follows static blocks' links to this site's routes in the app (see above). */
export function useStaticLinkNavigation(table: RouteSpec[]): void {
  const navigation = useContext(NavigationContext);
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      const to = staticLinkTarget(event, table, window.location);
      if (to === null) return;
      event.preventDefault();
      navigateInApp(navigation, to, `${window.location.pathname}${window.location.search}${window.location.hash}`);
    };
    document.addEventListener('click', follow);
    return () => document.removeEventListener('click', follow);
  }, [navigation, table]);
}
