// Where the configuration's customJS runs: on the live site and on preview links, not in the studio
// nor in its preview frame, nor in the staff content area (operator code there would run against a staff session and could break
// the editor's overlay). The studio says so (custom-js-note.tsx); the server never puts the script
// on /studio either (server/render/custom-script.ts).
import { isStudioFrame } from './frame-bridge';
import { STUDIO_PATH } from './studio-gate';
import { ADMIN_PATH } from '../admin/admin-gate';

/** False on /studio and under /admin (the router ignores case and a trailing slash) and inside the studio's frame. */
export function customJsRunsHere(win: Window = window): boolean {
  const path = win.location.pathname.replace(/\/$/, '').toLowerCase();
  if (path === STUDIO_PATH || path === ADMIN_PATH || path.startsWith(`${ADMIN_PATH}/`)) return false;
  return !isStudioFrame(win);
}
