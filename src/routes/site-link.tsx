// A link to a page of this site by its absolute path: an <a href> that navigates in the app on a
// plain left click, as React Router's Link does. Link resolves its path against the route matches,
// reads the location and prepares its click handler on every render; a page's cards, tag and model
// names (about 200 links on home) made that a noticeable share of the server render and of
// hydration. An absolute path needs none of it: this link reads two contexts.
import { startTransition, useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { UNSAFE_LocationContext as LocationContext, UNSAFE_NavigationContext as NavigationContext } from 'react-router';

/** A path on this site, with its query and hash: `/models/ava`, `/updates?tag=beach`. */
export type SitePath = `/${string}`;

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: SitePath;
  /** Replaces the current history entry (by default only a link to the page shown does). */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A click the browser would follow in this tab: the app follows it instead. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  !event.defaultPrevented && event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

export function SiteLink({ to, replace, onClick, target, ...rest }: SiteLinkProps) {
  const { navigator, useTransitions } = useContext(NavigationContext);
  const { location } = useContext(LocationContext);
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, target)) return;
        event.preventDefault();
        // As Link: a link to the page shown replaces its history entry instead of adding one.
        const here = `${location.pathname}${location.search}${location.hash}`;
        const go = () => (replace ?? here === to ? navigator.replace(to) : navigator.push(to));
        if (useTransitions) startTransition(go);
        else go();
      }}
    />
  );
}
