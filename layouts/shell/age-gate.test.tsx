import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupI18n } from '@lingui/core';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../src/app-providers';
import { createApiClient } from '../../src/api/client';
import { activateLocale } from '../../src/i18n/activate-locale';
import { defaultSiteConfig } from '../../tests/setup/render-with-app';
import { AGE_CONFIRMATION_MS } from './age-gate-storage';
import { renderShell } from './shell-test-utils';
import { SiteShell } from './site-shell';

const gate = () => screen.queryByRole('dialog', { name: 'Emotions is an Adult Only Site' });

describe('age gate', () => {
  it('asks a first-time visitor, and accepting stores a timestamp one day ahead and closes it', async () => {
    const user = userEvent.setup();
    await renderShell();
    const dialog = gate()!;
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText(/This website contains material that is restricted to adults/)).toBeInTheDocument();
    expect(within(dialog).getByText('To enter you must be 18 or older')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Leave' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    expect(window.localStorage.getItem('enter18_ok')).toBeNull();

    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: "Yes I'm 18 or older. Enter!" }));
    const after = Date.now();

    const stored = Number(window.localStorage.getItem('enter18_ok'));
    expect(stored).toBeGreaterThanOrEqual(before + AGE_CONFIRMATION_MS);
    expect(stored).toBeLessThanOrEqual(after + AGE_CONFIRMATION_MS);
    expect(gate()).not.toBeInTheDocument();
  });

  it('shows the configured legal text in the visitor’s language', async () => {
    await renderShell({ locale: 'fr_FR' });
    const dialog = screen.getByRole('dialog', { name: 'Emotions est un site réservé aux adultes' });
    expect(within(dialog).getByText(/^Ce site contient du contenu réservé aux adultes\./)).toBeInTheDocument();
    expect(within(dialog).queryByText(/restricted to adults/)).not.toBeInTheDocument();
  });

  it('cannot be dismissed with Escape', async () => {
    const user = userEvent.setup();
    await renderShell();
    await user.keyboard('{Escape}');
    expect(gate()).toBeInTheDocument();
    expect(window.localStorage.getItem('enter18_ok')).toBeNull();
  });

  it('is skipped while the stored timestamp is in the future', async () => {
    window.localStorage.setItem('enter18_ok', String(Date.now() + 60 * 60 * 1000));
    await renderShell();
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(gate()).not.toBeInTheDocument();
  });

  it('shows again once the stored timestamp has passed', async () => {
    window.localStorage.setItem('enter18_ok', String(Date.now() - 1000));
    await renderShell();
    expect(gate()).toBeInTheDocument();
  });

  it('shows for a value that is not a timestamp', async () => {
    window.localStorage.setItem('enter18_ok', 'true');
    await renderShell();
    expect(gate()).toBeInTheDocument();
  });

  it('is absent from the server HTML, so crawlers read the page itself', async () => {
    const i18n = setupI18n();
    await activateLocale(i18n, 'en_US');
    const api = createApiClient({ baseUrl: 'http://localhost', getToken: () => null, getLocale: () => 'en_US', onUnauthorized: () => {} });
    const html = renderToString(
      <AppProviders loaded={{ config: defaultSiteConfig, previewToken: null, issues: [] }} api={api} i18n={i18n}>
        <MemoryRouter>
          <SiteShell onLocaleChange={() => {}} onLogout={() => {}}>
            <p>crawlable content</p>
          </SiteShell>
        </MemoryRouter>
      </AppProviders>,
    );
    expect(html).toContain('crawlable content');
    expect(html).not.toContain('Adult Only');
    expect(html).not.toContain('role="dialog"');
  });
});
