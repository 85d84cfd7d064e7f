// Everything a block or page needs around it: configuration, jotai store, SWR cache, API client,
// i18n and theme. The app, the tests and Storybook all render through this one component.
import { useMemo, useState, type ReactNode } from 'react';
import { createStore, Provider as JotaiProvider, useAtomValue, type createStore as CreateStore } from 'jotai';
import { SWRConfig, type Middleware } from 'swr';
import { I18nProvider } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { ThemeProvider } from 'styled-components';
import type { KyInstance } from 'ky';
import { ApiContext } from './api/api-context';
import { FallbackLayoutsContext, type FallbackLayouts } from './config/fallback-layouts';
import { SiteConfigContext, type LoadedSiteConfig } from './config/site-config-context';
import { themeChoiceAtom } from './state/preferences';
import { buildTheme } from './theme/build-theme';
import { GlobalStyle } from './theme/global-style';
import { pickTheme } from './theme/pick-theme';

export type AppStore = ReturnType<typeof CreateStore>;

export interface AppProvidersProps {
  loaded: LoadedSiteConfig;
  api: KyInstance;
  i18n: I18n;
  store?: AppStore;
  /** Server rendering: data the server fetched (by serialized key) and middleware around the hooks. */
  swr?: { fallback?: Record<string, unknown>; use?: Middleware[] };
  /** Layouts for the named sites the configuration leaves out (the default configuration's). */
  fallbackLayouts?: FallbackLayouts;
  children: ReactNode;
}

function ConfiguredTheme({ loaded, children }: { loaded: LoadedSiteConfig; children: ReactNode }) {
  const choice = useAtomValue(themeChoiceAtom);
  const theme = useMemo(() => buildTheme(pickTheme(loaded.config.ui.themes, choice)), [loaded.config.ui.themes, choice]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

const noFallbackLayouts: FallbackLayouts = {};

export function AppProviders({ loaded, api, i18n, store, swr, fallbackLayouts = noFallbackLayouts, children }: AppProvidersProps) {
  const [ownStore] = useState(() => store ?? createStore());
  // One SWR cache per app instance (never shared between server renders).
  const [cache] = useState(() => new Map());
  const [swrConfig] = useState(() => ({ provider: () => cache, revalidateOnFocus: false, shouldRetryOnError: false, ...swr }));
  return (
    <JotaiProvider store={ownStore}>
      <SWRConfig value={swrConfig}>
        <ApiContext.Provider value={api}>
          <SiteConfigContext.Provider value={loaded}>
            <FallbackLayoutsContext.Provider value={fallbackLayouts}>
              <I18nProvider i18n={i18n}>
                <ConfiguredTheme loaded={loaded}>{children}</ConfiguredTheme>
              </I18nProvider>
            </FallbackLayoutsContext.Provider>
          </SiteConfigContext.Provider>
        </ApiContext.Provider>
      </SWRConfig>
    </JotaiProvider>
  );
}
