// The site shell around a stand-in page: as a visitor, as a member, and in preview mode with errors.
import type { ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { setupI18n, type I18n } from '@lingui/core';
import { createStore } from 'jotai';
import { MemoryRouter, useInRouterContext } from 'react-router';
import defaultConfig from '../../site-configs/default.json';
import type { SiteConfig } from '../../schemas/config/site-config';
import type { ConfigIssue } from '../../schemas/validate-site-config';
import { AppProviders, type AppStore } from '../../src/app-providers';
import { createApiClient } from '../../src/api/client';
import { activateLocale } from '../../src/i18n/activate-locale';
import { localeAtom } from '../../src/state/preferences';
import { userAtom, type SessionUser } from '../../src/state/session';
import { STORAGE_KEYS, writeStorage } from '../../src/state/storage';
import { confirmAge } from './age-gate-storage';
import { SiteShell } from './site-shell';
import { ROLE } from '../../shared/roles';

interface ShellScenario {
  config?: SiteConfig;
  user?: SessionUser | null;
  previewToken?: string | null;
  issues?: ConfigIssue[];
  /** false shows the age gate as a first-time visitor sees it. */
  ageConfirmed?: boolean;
}

const member: SessionUser = { id: 1, username: 'jane.doe', email: 'jane@example.com', role_id: ROLE.member, created_at: '2026-01-01T00:00:00Z' };

function RouterIfNeeded({ children }: { children: ReactNode }) {
  // A global Storybook decorator may already provide a router.
  return useInRouterContext() ? <>{children}</> : <MemoryRouter>{children}</MemoryRouter>;
}

function StandInPage() {
  return (
    <div style={{ maxWidth: 1320, margin: '0 auto', padding: '48px 16px', minHeight: '120vh' }}>
      <h1>Page content</h1>
      <p>The blocks of the current route render here. Scroll on a wide screen to see the header slide away.</p>
    </div>
  );
}

const prepareShell = async ({ parameters, globals }: { parameters: { shell?: unknown }; globals: { locale?: unknown } }) => {
  const scenario = (parameters.shell ?? {}) as ShellScenario;
  const locale = typeof globals.locale === 'string' ? globals.locale : 'en_US';
  const i18n = setupI18n();
  await activateLocale(i18n, locale);
  const store = createStore();
  store.set(localeAtom, locale);
  store.set(userAtom, scenario.user ?? null);
  if (scenario.ageConfirmed === false) writeStorage('local', STORAGE_KEYS.enter18, null);
  else confirmAge();
  return { i18n, store };
};

const withShellProviders: Decorator = (Story, { loaded, parameters }) => {
  const scenario = (parameters.shell ?? {}) as ShellScenario;
  const { i18n, store } = loaded as { i18n: I18n; store: AppStore };
  const api = createApiClient({ baseUrl: window.location.origin, getToken: () => null, getLocale: () => store.get(localeAtom), onUnauthorized: () => {} });
  const loadedConfig = {
    config: scenario.config ?? (defaultConfig as unknown as SiteConfig),
    previewToken: scenario.previewToken ?? null,
    issues: scenario.issues ?? [],
  };
  return (
    <AppProviders loaded={loadedConfig} api={api} i18n={i18n} store={store}>
      <RouterIfNeeded>
        <Story />
      </RouterIfNeeded>
    </AppProviders>
  );
};

const meta = {
  title: 'Layouts/Site shell',
  component: SiteShell,
  parameters: { layout: 'fullscreen', shell: {} satisfies ShellScenario },
  args: { onLocaleChange: fn(), onLogout: fn(), children: <StandInPage /> },
  loaders: [prepareShell],
  decorators: [withShellProviders],
} satisfies Meta<typeof SiteShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor who has passed the age gate: Login and JOIN NOW, signup banner, event footer after 2 s. */
export const Visitor: Story = {};

/** A first visit: the age gate over the page. */
export const FirstVisit: Story = {
  parameters: { shell: { ageConfirmed: false } satisfies ShellScenario },
};

/** A logged-in member: the user menu (Profile, Payment, Favourites, Logout), no signup prompts. */
export const LoggedIn: Story = {
  parameters: { shell: { user: member } satisfies ShellScenario },
};

/** Dark theme by default with the theme toggle switched on and the about module enabled. */
export const DarkWithThemeToggle: Story = {
  parameters: {
    shell: {
      config: (() => {
        const config = structuredClone(defaultConfig) as unknown as SiteConfig;
        config.ui.showThemeToggler = true;
        config.ui.themes.default = 'dark';
        config.core.modules.about = { disabled: false };
        return config;
      })(),
    } satisfies ShellScenario,
  },
};

/** An unpublished configuration opened through a previewtoken link, with validation problems. */
export const PreviewWithErrors: Story = {
  parameters: {
    shell: {
      previewToken: 'demo-preview-token',
      issues: [
        { path: '/ui/sites/homesite/containers/3/props/autoplayMs', message: 'must be integer' },
        { path: '/ui/sites/homesite/containers/7/type', message: 'unknown block type "sliderr"' },
        { path: '/core/modules/galery', message: 'unknown module "galery"' },
      ],
    } satisfies ShellScenario,
  },
};
