// A menu entry that marks the page it leads to (`aria-current="page"`), as React Router's NavLink
// does by default, for an absolute path of this site: a SiteLink with one comparison instead of
// NavLink's path resolution and matching on every render.
import { useContext } from 'react';
import { NavLink, UNSAFE_LocationContext as LocationContext } from 'react-router';
import { isSitePath } from './app-link';
import { SiteLink, type SiteLinkProps } from './site-link';
import { useRequestedAddress } from './navigation-state';

/**
 * NavLink's rule: the location is the link's path, or below it (`/models` for `/models/ava`), not
 * case-sensitive; `/` only for itself. A query or hash in the link does not count.
 */
export function isCurrentPath(locationPathname: string, to: string): boolean {
  const here = locationPathname.toLowerCase();
  const path = (to.split(/[?#]/)[0] || '/').toLowerCase();
  const end = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  return here === path || (path !== '/' && here.startsWith(path) && here.charAt(end) === '/');
}

/**
 * The page the menu marks: the one a navigation is opening (the visitor sees their choice marked at
 * once, and only it), else the one shown.
 */
export const markedPathname = (shownPathname: string, requestedAddress: string | null): string =>
  requestedAddress === null ? shownPathname : requestedAddress.split(/[?#]/)[0] || '/';

export function SiteNavLink({ className, ...props }: SiteLinkProps) {
  const { location } = useContext(LocationContext);
  const current = isCurrentPath(markedPathname(location.pathname, useRequestedAddress()), props.to);
  // NavLink's `active` class too, for stylesheets (customCSS) written against it.
  return <SiteLink {...props} aria-current={current ? 'page' : undefined} className={[className, current ? 'active' : undefined].filter(Boolean).join(' ') || undefined} />;
}

/** A menu entry to any address: SiteNavLink for a path of this site, NavLink for anything else (a configured `menuLink`). */
export function AppNavLink({ to, ...props }: Omit<SiteLinkProps, 'to'> & { to: string }) {
  return isSitePath(to) ? <SiteNavLink {...props} to={to} /> : <NavLink {...props} to={to} />;
}
