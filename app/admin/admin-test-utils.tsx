// Helpers for the staff area's component tests: open an /admin address as a user, with fresh mock
// stores (mock-api/handlers/staff-content.ts) whose received requests the test can read.
import { server } from '../../mock-api/node';
import { staffContentMockFor } from '../../mock-api/handlers/staff-content';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { WithUser } from '../../tests/setup/with-user';
import type { SessionUser } from '../../src/state/session';
import { ShellOrTool } from '../routes/tool-routes';

export { editor, member, publisher } from './staff-users';

/** Loads the area's lazy chunk once per file (beforeAll), so the first test does not spend its time compiling it. */
export const preloadAdminArea = async () => {
  await import('./admin-area');
};

export async function openAdmin(route: string, user?: SessionUser, locale?: string) {
  const mock = staffContentMockFor();
  server.use(...mock.handlers);
  const app = <ShellOrTool shell={<p>Site shell</p>} />;
  const rendered = await renderWithApp(user ? <WithUser user={user}>{app}</WithUser> : app, { route, locale });
  return { ...rendered, mock };
}
