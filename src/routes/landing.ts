// Where a login lands: the page the visitor came from (`?from=`, same-site only), else the member's
// home (/welcome: a greeting and the latest updates, not the visitors' home page with its JOIN NOW
// buttons). Staff and editors land where they always did (the home page, with the studio link).
import { mayEditSiteConfig } from '../../shared/roles';
import { safeRedirectPath } from './safe-redirect';

export const MEMBER_HOME = '/welcome';

/** Pages that are no destination after login: the visitors' home and the login and signup pages. */
const NOT_A_DESTINATION = /^\/(?:(?:login|signup)(?:[/?#]|$)|[?#]|$)/;

export function landingAfterLogin(user: { role_id: number } | null | undefined, from: string | null | undefined): string {
  const home = mayEditSiteConfig(user) ? '/' : MEMBER_HOME;
  const target = safeRedirectPath(from, home);
  return !mayEditSiteConfig(user) && NOT_A_DESTINATION.test(target) ? home : target;
}
