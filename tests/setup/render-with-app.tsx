// Renders a block, page or shell part the way the app does: all providers, a router at `route`,
// the default configuration (or one given), the locale's catalog active.
import { Suspense } from 'react';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { expectServerPage } from '../../src/ssr/use-hydrating';
import type { RootOptions } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { setupI18n } from '@lingui/core';
import { MemoryRouter } from 'react-router';
import { createStore } from 'jotai';
import type { SiteConfig } from '../../schemas/config/site-config';
import { defaultSiteConfig } from './site-config-fixtures';
import { AppProviders } from '../../src/app-providers';
import { defaultLayouts } from '../../app/default-layouts';
import { createApiClient } from '../../src/api/client';
import { activateLocale } from '../../src/i18n/activate-locale';
import { localeAtom } from '../../src/state/preferences';
import type { ConfigIssue } from '../../schemas/validate-site-config';

export { configWith, defaultSiteConfig } from './site-config-fixtures';

export interface RenderOptions {
  config?: SiteConfig;
  route?: string;
  locale?: string;
  previewToken?: string | null;
  issues?: ConfigIssue[];
}

async function appSetup(options: RenderOptions) {
  const locale = options.locale ?? 'en_US';
  const i18n = setupI18n();
  await activateLocale(i18n, locale);
  const store = createStore();
  store.set(localeAtom, locale);
  const api = createApiClient({ baseUrl: 'http://localhost', getToken: () => null, getLocale: () => locale, onUnauthorized: () => {} });
  const loaded = { config: options.config ?? defaultSiteConfig, previewToken: options.previewToken ?? null, issues: options.issues ?? [] };
  const wrap = (ui: ReactElement) => (
    <AppProviders loaded={loaded} api={api} i18n={i18n} store={store} fallbackLayouts={defaultLayouts}>
      {/* As app/routes/app-routes.tsx: a page suspends until its blocks' code is here. */}
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <Suspense>{ui}</Suspense>
      </MemoryRouter>
    </AppProviders>
  );
  return { store, i18n, wrap };
}

export async function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  const { store, i18n, wrap } = await appSetup(options);
  const result = render(wrap(ui));
  return { ...result, store, i18n };
}

/** Hydrates `container` (holding `renderServerHtml`'s markup) with `ui`, as app/start-app.tsx does a server page. */
export async function hydrateWithApp(container: HTMLElement, ui: ReactElement, options: RenderOptions & Pick<RootOptions, 'onRecoverableError'> = {}) {
  const { store, i18n, wrap } = await appSetup(options);
  expectServerPage();
  const result = render(wrap(ui), { container, hydrate: true, onRecoverableError: options.onRecoverableError });
  return { ...result, store, i18n };
}

/** The HTML the server sends for `ui` (no effects, no data fetched): React's head tags first, then the markup. */
export async function renderServerHtml(ui: ReactElement, options: RenderOptions = {}): Promise<string> {
  const { wrap } = await appSetup(options);
  return renderToString(wrap(ui));
}
