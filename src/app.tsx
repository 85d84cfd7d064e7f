// The app: boots (configuration, locale, session), then renders the shell and the routes.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createStore } from 'jotai';
import { setupI18n } from '@lingui/core';
import { AppProviders } from './app-providers';
import { createApiClient } from './api/client';
import { hasStructuralIssues, loadSiteConfig, takePreviewToken } from './config/load-site-config';
import type { LoadedSiteConfig } from './config/site-config-context';
import { activateLocale, isBuiltInLocale } from './i18n/activate-locale';
import { fetchServerLang } from './i18n/server-locales';
import { bcp47Of, permaLinkOf } from './i18n/locales';
import { LANG_QUERY_PARAM } from './seo/page-head';
import { localeAtom, themeChoiceAtom } from './state/preferences';
import { tokenAtom } from './state/session';
import { readStorage, STORAGE_KEYS, writeStorage } from './state/storage';
import { clearSession, loadSessionUser, logout } from './state/session-actions';
import { AppRoutes } from './routes/app-routes';
import { trackAffiliateLink } from './affiliate/affiliate';
import { CustomCode } from './config/custom-code';
import { BootScreen } from './ui/boot-screen';
import { SiteShell } from '../layouts/shell/site-shell';

type BootState = { status: 'loading' } | { status: 'ready'; loaded: LoadedSiteConfig } | { status: 'failed' };

export function App() {
  const [store] = useState(() => createStore());
  const [i18n] = useState(() => setupI18n());
  const api = useMemo(
    () =>
      createApiClient({
        getToken: () => store.get(tokenAtom),
        getLocale: () => store.get(localeAtom),
        onUnauthorized: () => {
          // Section 4: a 401 while a token exists ends the session with a message.
          clearSession(store);
          window.location.assign('/login/autologout');
        },
      }),
    [store],
  );
  const [boot, setBoot] = useState<BootState>({ status: 'loading' });

  const changeLocale = useCallback(
    async (translateCode: string) => {
      const serverLang = isBuiltInLocale(translateCode) ? undefined : await fetchServerLang(api, translateCode);
      await activateLocale(i18n, translateCode, serverLang);
      store.set(localeAtom, translateCode);
      writeStorage('local', STORAGE_KEYS.locale, translateCode);
      document.documentElement.lang = bcp47Of(translateCode);
    },
    [api, i18n, store],
  );

  useEffect(() => {
    let cancelled = false;
    (async () => {
      store.set(tokenAtom, readStorage('local', STORAGE_KEYS.userToken));
      store.set(themeChoiceAtom, readStorage('local', STORAGE_KEYS.theme));
      const loaded = await loadSiteConfig(api, takePreviewToken(new URL(window.location.href)));
      const { available, default: fallback } = loaded.config.core.locales ?? { available: ['en_US'], default: 'en_US' };
      // hreflang alternates link to ?lang=<permaLink>; then the stored choice; then the default.
      const fromUrl = new URL(window.location.href).searchParams.get(LANG_QUERY_PARAM);
      const linked = available.find((code) => permaLinkOf(code) === fromUrl);
      const stored = readStorage('local', STORAGE_KEYS.locale);
      await changeLocale(linked ?? (stored && available.includes(stored) ? stored : fallback));
      if (cancelled) return;
      setBoot({ status: 'ready', loaded });
      void loadSessionUser(api, store);
      void trackAffiliateLink(api, window.location, window.history, document.referrer);
    })().catch((error: unknown) => {
      console.error('The site could not start', error);
      if (!cancelled) setBoot({ status: 'failed' });
    });
    return () => {
      cancelled = true;
    };
  }, [api, store, changeLocale]);

  const endSession = useCallback(() => logout(api, store), [api, store]);

  if (boot.status === 'loading') return <BootScreen state="loading" />;
  if (boot.status === 'failed') return <BootScreen state="failed" />;
  if (hasStructuralIssues(boot.loaded)) return <BootScreen state="invalid-preview" issues={boot.loaded.issues} />;
  return (
    <AppProviders loaded={boot.loaded} api={api} i18n={i18n} store={store}>
      <BrowserRouter>
        <SiteShell onLocaleChange={(code) => void changeLocale(code)} onLogout={() => void endSession()}>
          <AppRoutes onLocaleChange={(code) => void changeLocale(code)} />
        </SiteShell>
      </BrowserRouter>
      <CustomCode css={boot.loaded.config.ui.customCSS} js={boot.loaded.config.ui.customJS} />
    </AppProviders>
  );
}
