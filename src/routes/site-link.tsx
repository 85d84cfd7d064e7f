// A link to a page of this site by its absolute path: an <a href> that navigates in the app on a
// plain left click, as React Router's Link does. Link resolves its path against the route matches,
// reads the location and prepares its click handler on every render; a page's cards, tag and model
// names (about 200 links on home) made that a noticeable share of the server render and of
// hydration. An absolute path needs none of it: this link reads two contexts.
import { useContext, type AnchorHTMLAttributes, type Ref } from 'react';
import { UNSAFE_LocationContext as LocationContext, UNSAFE_NavigationContext as NavigationContext } from 'react-router';
import { isPlainLeftClick, navigateInApp } from './in-app-navigation';

/** A path on this site, with its query and hash: `/models/ava`, `/updates?tag=beach`. */
export type SitePath = `/${string}`;

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: SitePath;
  /** Replaces the current history entry (by default only a link to the page shown does). */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export function SiteLink({ to, replace, onClick, target, ...rest }: SiteLinkProps) {
  const navigation = useContext(NavigationContext);
  const { location } = useContext(LocationContext);
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainLeftClick(event, target)) return;
        event.preventDefault();
        navigateInApp(navigation, to, `${location.pathname}${location.search}${location.hash}`, replace);
      }}
    />
  );
}
