// Any link of the app: an absolute path of this site (`/models/ava`, almost every link) renders as
// SiteLink, which reads two contexts, and anything else (a relative path, a path object, state,
// another site's address) as React Router's Link, which resolves it against the route on every render.
import { Link, type LinkProps } from 'react-router';
import { SiteLink, type SitePath } from './site-link';

/** `/x` but not `//host` (a protocol-relative address of another site). */
export const isSitePath = (to: unknown): to is SitePath => typeof to === 'string' && to.startsWith('/') && !to.startsWith('//');

/** Link's own props that SiteLink does not follow: with any of them, Link does the work. */
const LINK_ONLY = ['state', 'relative', 'reloadDocument', 'preventScrollReset', 'viewTransition', 'discover', 'prefetch'] as const;

export function AppLink(props: LinkProps) {
  const { to, ...rest } = props;
  if (!isSitePath(to) || LINK_ONLY.some((name) => name in props)) return <Link {...props} />;
  return <SiteLink {...rest} to={to} />;
}
