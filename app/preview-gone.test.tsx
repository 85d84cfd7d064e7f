// QA opens a preview link that no longer opens: the app says the preview is gone (expired or
// deleted, with the link's name and date; or never existed) with a way to the live site, instead
// of showing the live site as if it were the preview.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { server } from '../mock-api/node';
import { configsMockFor } from '../mock-api/handlers/configs';
import { confirmAge } from '../layouts/shell/age-gate-storage';
import { defaultSiteConfig } from '../tests/setup/site-config-fixtures';
import { App } from './app';

async function startApp(path: string) {
  window.history.replaceState(null, '', path);
  delete document.documentElement.dataset.appReady;
  const result = render(<App />);
  await waitFor(() => expect(document.documentElement.dataset.appReady).toBe('true'), { timeout: 10_000 });
  return result;
}

describe('a preview link that no longer opens', { timeout: 60_000 }, () => {
  beforeEach(() => confirmAge());
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    sessionStorage.clear();
  });

  it('was deleted: the notice names the link and the day, and leads to the live site at the same page', async () => {
    const mock = configsMockFor();
    const token = mock.storeLink(defaultSiteConfig, 'Winter slider for QA');
    mock.remove(token);
    server.use(...mock.handlers);
    await startApp(`/models?previewtoken=${token}`);

    expect(await screen.findByRole('heading', { name: 'This preview is gone' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/The link “Winter slider for QA” was deleted on November 20, 2026/);
    expect(screen.getByRole('link', { name: 'Go to the live site' })).toHaveAttribute('href', '/models');
    // Not the live site silently: no site header or navigation around it.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    // The tab forgets the token: the next page is the live site.
    expect(sessionStorage.getItem('previewtoken')).toBeNull();
  });

  it('expired: says when', async () => {
    const mock = configsMockFor();
    const token = mock.storeLink(defaultSiteConfig, 'Black Friday');
    mock.expire(token);
    server.use(...mock.handlers);
    await startApp(`/?previewtoken=${token}`);

    expect(await screen.findByRole('heading', { name: 'This preview is gone' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/The link “Black Friday” expired on November 27, 2026/);
    expect(screen.getByRole('link', { name: 'Go to the live site' })).toHaveAttribute('href', '/');
  });

  it('never existed: says so', async () => {
    server.use(...configsMockFor().handlers);
    await startApp('/?previewtoken=no-such-token-123');
    expect(await screen.findByRole('heading', { name: 'This preview link does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the live site' })).toHaveAttribute('href', '/');
  });

  it('in the visitor’s language', async () => {
    const mock = configsMockFor();
    const token = mock.storeLink(defaultSiteConfig, 'Sommer');
    mock.remove(token);
    server.use(...mock.handlers);
    await startApp(`/?lang=de&previewtoken=${token}`);
    expect(await screen.findByRole('heading', { name: 'Diese Vorschau gibt es nicht mehr' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Der Link „Sommer“ wurde am 20. November 2026');
    expect(screen.getByRole('link', { name: 'Zur Live-Website' })).toHaveAttribute('href', '/?lang=de');
  });
});
