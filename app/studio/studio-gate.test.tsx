import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { server } from '../../mock-api/node';
import { configsHandlersFor } from '../../mock-api/handlers/configs';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { WithUser } from '../../tests/setup/with-user';
import { ShellOrTool } from '../routes/tool-routes';
import type { SessionUser } from '../../src/state/session';
import { editorUser, installLayoutStandIns, memberUser, staffUser } from './studio-test-utils';

installLayoutStandIns();

function SiteShellStandIn() {
  const location = useLocation();
  return <p>Site shell at {`${location.pathname}${location.search}`}</p>;
}

const open = (route: string, user?: SessionUser) => {
  const app = <ShellOrTool shell={<SiteShellStandIn />} />;
  return renderWithApp(user ? <WithUser user={user}>{app}</WithUser> : app, { route });
};

describe('/studio', () => {
  it('sends a visitor to the login, to come back after it', async () => {
    await open('/studio');
    expect(await screen.findByText('Site shell at /login?from=%2Fstudio')).toBeInTheDocument();
  });

  it('tells a logged-in member that the studio is for staff', async () => {
    await open('/studio', memberUser);
    expect(await screen.findByRole('heading', { name: 'Staff only' })).toBeInTheDocument();
    expect(screen.getByText(`The configuration studio is for staff accounts. You are logged in as ${memberUser.username}.`)).toBeInTheDocument();
    expect(screen.queryByText(/Site shell/)).not.toBeInTheDocument();
  });

  it('opens the studio for staff, outside the site shell', async () => {
    server.use(...configsHandlersFor());
    await open('/studio', staffUser);
    expect(await screen.findByRole('heading', { name: 'Configuration studio' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(/Site shell/)).not.toBeInTheDocument();
  });

  it('opens the studio for an editor too', async () => {
    server.use(...configsHandlersFor());
    await open('/studio', editorUser);
    expect(await screen.findByRole('heading', { name: 'Configuration studio' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Staff only' })).not.toBeInTheDocument();
  });

  it('leaves every other path to the site shell', async () => {
    await open('/models?page=2', staffUser);
    expect(screen.getByText('Site shell at /models?page=2')).toBeInTheDocument();
  });
});
