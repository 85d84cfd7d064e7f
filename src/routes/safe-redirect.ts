// The app's name for the same-site check the server's redirects use too.
export { safeRedirectPath } from '../../shared/safe-redirect';
