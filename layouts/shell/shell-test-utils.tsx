// Test helper: the shell around a paragraph, rendered like the app renders it.
import { vi } from 'vitest';
import { renderWithApp, type RenderOptions } from '../../tests/setup/render-with-app';
import type { SessionUser } from '../../src/state/session';
import { SiteShell } from './site-shell';
import { ROLE } from '../../shared/roles';

export const member: SessionUser = { id: 7, username: 'jane', email: 'jane@example.com', role_id: ROLE.member, created_at: '2026-01-01T00:00:00Z' };

export async function renderShell(options: RenderOptions = {}) {
  const onLocaleChange = vi.fn();
  const onLogout = vi.fn();
  const result = await renderWithApp(
    <SiteShell onLocaleChange={onLocaleChange} onLogout={onLogout}>
      <p>content</p>
    </SiteShell>,
    { route: '/', ...options },
  );
  return { ...result, onLocaleChange, onLogout };
}
