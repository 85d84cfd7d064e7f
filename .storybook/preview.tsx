// Every story renders the way the app and the tests render (tests/setup/render-with-app.tsx):
// AppProviders with the default configuration, one API client, the locale's Lingui catalog, a
// jotai store with the toolbar's theme and locale, and a router. API calls go to the msw handlers
// of mock-api/ through the service worker in .storybook/public.
import { useState, type ReactNode } from 'react';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { setupI18n, type I18n } from '@lingui/core';
import { createStore } from 'jotai';
import { MemoryRouter } from 'react-router';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import defaultConfig from '../site-configs/default.json';
import { handlers } from '../mock-api/handlers';
import type { SiteConfig } from '../schemas/config/site-config';
import type { ConfigIssue } from '../schemas/validate-site-config';
import { AppProviders } from '../src/app-providers';
import { defaultLayouts } from '../app/default-layouts';
import { createApiClient } from '../src/api/client';
import { activateLocale } from '../src/i18n/activate-locale';
import { BUILT_IN_LOCALES } from '../shared/locales';
import { localeAtom, themeChoiceAtom } from '../src/state/preferences';
import type { BlockDefinition } from '../blocks/define-block';
import { findBlock } from '../app/storybook/find-block';
import { SchemaPropsTable } from '../src/storybook/schema-props-table';
import type { JsonSchema } from '../src/storybook/schema-props';
import { schemaArgTypesEnhancer } from '../src/storybook/schema-arg-types';
import { installHoverPreview } from '../src/ui/hover-preview';

/** What a story may set in `parameters.app`, as `renderWithApp`'s options in the tests. */
export interface AppParameters {
  /** Router location, e.g. `/models/jane?page=2` (default `/`). */
  route?: string;
  /** A whole configuration instead of site-configs/default.json. */
  config?: SiteConfig;
  /** Set to render in preview mode (error panels for failing blocks). */
  previewToken?: string | null;
  issues?: ConfigIssue[];
}

// The default handlers are the worker's initial handlers: they survive the reset between stories,
// and `parameters.msw.handlers` (e.g. a scenario of mock-api/scenarios.ts) are prepended per story.
const startWorker = async () => {
  const worker = setupWorker(...handlers);
  await worker.start({
    // Relative, so that a storybook-static deployed under a sub-path still finds the worker.
    serviceWorker: { url: './mockServiceWorker.js' },
    quiet: true,
    // Only an API call without a handler is worth a warning; modules and assets pass through.
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.warning();
    },
  });
  return worker;
};

// Update cards' hover clips run outside React, as in the app (app/main.tsx).
installHoverPreview();

// Lingui: one i18n instance per locale chosen in the toolbar, activated before the story renders.
let active: { locale: string; i18n: I18n } | undefined;
const i18nLoader: Loader = async ({ globals }) => {
  const locale = String(globals.locale ?? 'en_US');
  if (active?.locale !== locale) {
    const i18n = setupI18n();
    await activateLocale(i18n, locale);
    active = { locale, i18n };
  }
  return { i18n: active.i18n };
};

// The block shown by the story, for its props table (generated from the block's TypeBox schema, the
// one the configuration validator uses). On by default, so every block's page documents its props.
const blockLoader: Loader = async ({ globals, parameters, component }) => {
  if (globals.propsTable !== 'show' || parameters.propsTable === false) return { block: undefined };
  return { block: await findBlock(parameters.block, component as never) };
};

function StoryApp({ locale, theme, i18n, app, children }: { locale: string; theme: string; i18n: I18n; app: AppParameters; children: ReactNode }) {
  // Created once per mount; the decorator remounts on a theme or locale change (see its key).
  const [store] = useState(() => {
    const created = createStore();
    created.set(localeAtom, locale);
    created.set(themeChoiceAtom, theme);
    return created;
  });
  const [api] = useState(() =>
    createApiClient({ baseUrl: window.location.origin, getToken: () => null, getLocale: () => locale, onUnauthorized: () => {} }),
  );
  const loaded = { config: app.config ?? (defaultConfig as unknown as SiteConfig), previewToken: app.previewToken ?? null, issues: app.issues ?? [] };
  return (
    <AppProviders loaded={loaded} api={api} i18n={i18n} store={store} fallbackLayouts={defaultLayouts}>
      <MemoryRouter initialEntries={[app.route ?? '/']}>{children}</MemoryRouter>
    </AppProviders>
  );
}

const withAppProviders: Decorator = (Story, { globals, loaded, parameters }) => {
  const locale = String(globals.locale ?? 'en_US');
  const theme = String(globals.theme ?? 'light');
  const app = (parameters.app ?? {}) as AppParameters;
  // A new key gives a new store, API client and SWR cache for each theme/locale (and route/config).
  const key = `${locale}|${theme}|${app.route ?? '/'}|${app.config ? 'custom' : 'default'}`;
  return (
    <StoryApp key={key} locale={locale} theme={theme} i18n={loaded.i18n as I18n} app={app}>
      <Story />
    </StoryApp>
  );
};

const withPropsTable: Decorator = (Story, { loaded, viewMode }) => {
  const block = loaded.block as BlockDefinition | undefined;
  // The Docs page has its own table (from the same schema, see argTypesEnhancers) under the first story.
  if (!block || viewMode === 'docs') return <Story />;
  return (
    <>
      <Story />
      <aside style={{ margin: '32px 0 0', padding: 16 }} aria-label={`${block.title} props`}>
        <SchemaPropsTable schema={block.schema as JsonSchema} defaults={block.defaults} caption={`${block.title} (${block.type}) props`} />
      </aside>
    </>
  );
};

/** addon-docs calls this with the meta's component and `{ component, parameters }`. */
const blockDescription = (component: unknown, context?: { parameters?: { block?: unknown } }): string | null => {
  const block = context?.parameters?.block;
  if (block && typeof block === 'object' && 'description' in block) return String(block.description);
  // Other components: react-docgen's JSDoc text, as Storybook's default does.
  return (component as { __docgenInfo?: { description?: string } } | undefined)?.__docgenInfo?.description ?? null;
};

const preview: Preview = {
  // A Docs page per component (blocks, layouts, shared UI): description, stories, props table.
  tags: ['autodocs'],
  // A block story (`parameters.block`) gets its controls from the block's TypeBox schema.
  argTypesEnhancers: [schemaArgTypesEnhancer],
  globalTypes: {
    theme: {
      description: 'Theme of the site configuration',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Interface language (translate code)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: BUILT_IN_LOCALES.map((locale) => ({ value: locale.translateCode, title: `${locale.name} (${locale.translateCode})` })),
        dynamicTitle: true,
      },
    },
    propsTable: {
      description: "Show the block's props table (from its schema) under the story",
      toolbar: {
        title: 'Props',
        icon: 'document',
        items: [
          { value: 'hide', title: 'Hide props table' },
          { value: 'show', title: 'Show props table' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en_US', propsTable: 'show' },
  loaders: [mswLoader(startWorker), i18nLoader, blockLoader],
  // Last listed is outermost: the props table sits inside the providers (it uses the theme).
  decorators: [withPropsTable, withAppProviders],
  parameters: {
    // The Docs page of a block opens with the block's description from the registry (the studio palette's text).
    docs: { extractComponentDescription: blockDescription },
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    // The site's own theme paints the page; Storybook's backgrounds would only hide it.
    backgrounds: { disable: true },
  },
};

export default preview;
