// The app: boots (configuration, locale, session), then renders the shell and the routes. A page the
// server rendered starts synchronously from the state the server rendered with (`start`) and
// hydrates; otherwise the app loads the configuration itself and renders in the browser.
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, useTransition, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { createStore } from 'jotai';
import { setupI18n, type I18n } from '@lingui/core';
import type { Middleware } from 'swr';
import type { KyInstance } from 'ky';
import { AppProviders, type AppStore } from '../src/app-providers';
import { defaultLayouts } from './default-layouts';
import { createApiClient, getData } from '../src/api/client';
import type { Locale } from '../schemas/api/content';
import { hasStructuralIssues, loadSiteConfig, takePreviewToken, type SiteConfigLoad } from '../src/config/load-site-config';
import { loadLocale } from '../src/i18n/activate-locale';
import { fetchServerLocale } from '../src/i18n/server-locales';
import { localeNamesAtom } from '../src/i18n/locale-names';
import { bcp47Of, permaLinkOf } from '../shared/locales';
import { LANG_QUERY_PARAM, LANGUAGE_QUERY_PARAMS } from '../shared/page-query';
import { schemeThemeOf } from '../shared/color-scheme';
import { pickLocale } from '../shared/pick-locale';
import { localeAtom, themeChoiceAtom } from '../src/state/preferences';
import { tokenAtom } from '../src/state/session';
import { PREFERENCE_COOKIES, readPreferenceCookie, readStorage, rememberPreference, STORAGE_KEYS } from '../src/state/storage';
import { endRejectedSession, loadSessionUser, logout } from '../src/state/session-actions';
import { pageMetaAtom } from '../src/seo/page-meta';
import type { BootSnapshot } from '../src/ssr/boot-snapshot';
import { IslandPlanContext, type IslandPlan } from '../src/ssr/islands';
import { followMemberHint } from '../src/state/member-hint';
import { followMemberLocale } from '../src/state/member-locale';
import { whenHydrated } from '../src/ssr/hydration-gate';
import { AppRoutes } from './routes/app-routes';
import { ShellOrTool } from './routes/tool-routes';
import { useStudioFrame } from './studio/frame-bridge';
import { FrameOverlay } from './studio/frame-overlay';
import { trackAffiliateLink } from '../src/affiliate/affiliate';
import { CustomCode } from '../src/config/custom-code';
import { customJsRunsHere } from './studio/custom-js-scope';
import { BootScreen } from '../src/ui/boot-screen';
import { PreviewGoneNotice } from '../src/ui/preview-gone-notice';
import { SiteShell } from '../layouts/shell/site-shell';
import { LocaleSwitchContext } from '../src/i18n/locale-switch';
import { ScrollRestoration } from '../src/routes/scroll-restoration';
import { NavigationProgress } from '../src/routes/navigation-progress';
import { useProgressWhile } from '../src/routes/navigation-state';

/** The system's colour scheme: the theme where the visitor may switch and has not (shared/color-scheme.ts). */
const systemScheme = () => (typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');

type BootState = { status: 'loading' } | { status: 'ready'; loaded: SiteConfigLoad } | { status: 'failed' };

/** How a server-rendered page starts: on the server while rendering it, in the browser while hydrating it. */
export interface AppStart {
  snapshot: BootSnapshot;
  /** Already activated on the snapshot's locale. */
  i18n: I18n;
  /** Server: the API client pointed at the server itself. The browser makes its own. */
  api?: KyInstance;
  /** Server: a StaticRouter at the requested URL. The browser uses its address bar. */
  Router?: ComponentType<{ children: ReactNode }>;
  /** Server: records the data hooks ask for. Browser: keeps the server's data while hydrating. */
  swrUse?: Middleware[];
  /** Browser: the stored session token (it changes no markup; the user loads after hydration). */
  token?: string | null;
  /** Browser: the blocks that hydrate later or never (src/ssr/islands.ts); null hydrates all at load. */
  islands?: IslandPlan;
}

function createAppStore(start: AppStart | undefined): AppStore {
  const store = createStore();
  if (start) {
    store.set(localeAtom, start.snapshot.locale);
    store.set(localeNamesAtom, start.snapshot.localeNames ?? {});
    store.set(themeChoiceAtom, start.snapshot.theme);
    store.set(pageMetaAtom, start.snapshot.pageMeta);
    store.set(tokenAtom, start.token ?? null);
  }
  return store;
}

/** Rewrites the address's `?hl=` (or older `?lang=`) to the language now shown; an address without one stays as it is. */
function followLanguageInAddress(translateCode: string) {
  const address = new URL(window.location.href);
  if (!LANGUAGE_QUERY_PARAMS.some((name) => address.searchParams.has(name))) return;
  for (const name of LANGUAGE_QUERY_PARAMS) address.searchParams.delete(name);
  address.searchParams.set(LANG_QUERY_PARAM, permaLinkOf(translateCode));
  window.history.replaceState(window.history.state, '', address);
}

export function App({ start }: { start?: AppStart } = {}) {
  const [store] = useState(() => createAppStore(start));
  const [i18n] = useState(() => start?.i18n ?? setupI18n());
  const serverApi = start?.api;
  const api = useMemo(
    () =>
      serverApi ??
      createApiClient({
        getToken: () => store.get(tokenAtom),
        getLocale: () => store.get(localeAtom),
        onUnauthorized: () => endRejectedSession(store),
      }),
    [store, serverApi],
  );
  const [boot, setBoot] = useState<BootState>(() =>
    start ? { status: 'ready', loaded: { config: start.snapshot.config, previewToken: null, issues: [] } } : { status: 'loading' },
  );
  const [swr] = useState(() => (start ? { fallback: start.snapshot.fallback, use: start.swrUse } : undefined));

  // The locale whose catalog and server texts are active: the server's, once hydrated.
  const activeLocale = useRef<string | null>(start?.snapshot.locale ?? null);
  const changeLocale = useCallback(
    async (translateCode: string) => {
      // Already active (`/de` on a page the server rendered in German): only remember the choice.
      if (activeLocale.current === translateCode) {
        rememberPreference('locale', translateCode);
        return;
      }
      const switching = activeLocale.current !== null;
      activeLocale.current = translateCode;
      const { texts, names } = await fetchServerLocale(() => getData<Locale[]>(api, 'public/locales'), translateCode);
      const loaded = await loadLocale(translateCode, texts);
      // A transition: the page keeps showing until the blocks the new language reaches have their
      // code and data, instead of placeholders (and islands waiting to hydrate keep their markup).
      startTransition(() => {
        i18n.loadAndActivate(loaded);
        if (Object.keys(names).length) store.set(localeNamesAtom, names);
        store.set(localeAtom, translateCode);
      });
      rememberPreference('locale', translateCode);
      document.documentElement.lang = bcp47Of(translateCode);
      // On a language URL (`?hl=de`) a switch names the new language there, so a reload keeps it.
      if (switching) followLanguageInAddress(translateCode);
    },
    [api, i18n, store],
  );
  // The visitor's switch: an action, pending (the progress bar shows) until the new language is on screen.
  const [switchingLocale, startLocaleSwitch] = useTransition();
  useProgressWhile(switchingLocale);
  const onLocaleChange = useCallback((translateCode: string) => startLocaleSwitch(() => changeLocale(translateCode)), [changeLocale]);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      if (start) {
        // Hydrated: the page is already the server's; now the visitor's own remembered choices
        // (older visits kept them in local storage only) and the session, as in a browser start.
        // Not before every block has hydrated: a block must hydrate with the state the server had.
        await whenHydrated();
        if (cancelled) return;
        const { config, locale, theme } = start.snapshot;
        const storedTheme = readStorage('local', STORAGE_KEYS.theme);
        const wantedTheme = storedTheme ?? schemeThemeOf(config, systemScheme());
        if (wantedTheme !== theme) startTransition(() => store.set(themeChoiceAtom, wantedTheme));
        rememberPreference('theme', storedTheme);
        // The server decided the page's language (the URL, then the locale cookie it may have set
        // itself on `/de`): only without a cookie does an older visit's local storage count.
        const wanted = pickLocale(config, window.location, readPreferenceCookie(PREFERENCE_COOKIES.locale) ?? readStorage('local', STORAGE_KEYS.locale) ?? locale);
        if (wanted !== locale) await changeLocale(wanted);
        else rememberPreference('locale', locale);
      } else {
        store.set(tokenAtom, readStorage('local', STORAGE_KEYS.userToken));
        const loaded = await loadSiteConfig(api, takePreviewToken(new URL(window.location.href)));
        store.set(themeChoiceAtom, readStorage('local', STORAGE_KEYS.theme) ?? schemeThemeOf(loaded.config, systemScheme()));
        // A language URL (?hl=de) or /de first; then the choice the cookie or storage keeps; then the browser's languages; then the default.
        await changeLocale(pickLocale(loaded.config, window.location, readPreferenceCookie(PREFERENCE_COOKIES.locale) ?? readStorage('local', STORAGE_KEYS.locale), navigator.languages));
        if (cancelled) return;
        setBoot({ status: 'ready', loaded });
      }
      if (cancelled) return;
      void trackAffiliateLink(api, window.location, window.history, document.referrer);
      await loadSessionUser(api, store);
    })()
      .catch((error: unknown) => {
        console.error('The site could not start', error);
        if (!cancelled && !start) setBoot({ status: 'failed' });
      })
      .finally(() => {
        // Started (hydrated, session known): what tests and tools wait for before interacting.
        if (!cancelled) document.documentElement.dataset.appReady = 'true';
      });
    return () => {
      cancelled = true;
    };
  }, [api, store, changeLocale, start]);

  // The server renders a member's pages with every block hydrating: tell it who is one.
  useEffect(() => followMemberHint(store), [store]);
  // Mail goes out in the language a member uses now: saved on sign-in and on every switch.
  useEffect(() => followMemberLocale(api, store), [api, store]);

  // Inside the studio's preview frame, the studio's unsaved configuration replaces the loaded one.
  // The frame is a first-time visitor (no stored session): the hook enters that before the start above runs.
  const frame = useStudioFrame();
  const studioFrame = frame.loaded;
  const endSession = useCallback(() => logout(api, store), [api, store]);
  const onLogout = useCallback(() => void endSession(), [endSession]);

  if (boot.status === 'loading') return <BootScreen state="loading" />;
  if (boot.status === 'failed') return <BootScreen state="failed" />;
  const loaded = studioFrame ?? boot.loaded;
  if (hasStructuralIssues(loaded)) return <BootScreen state="invalid-preview" issues={loaded.issues} />;
  const Router = start?.Router ?? BrowserRouter;
  // A preview link that no longer opens: say so (in the live theme and the visitor's language).
  const previewGone = studioFrame ? undefined : boot.loaded.previewGone;
  if (previewGone) {
    return (
      <AppProviders loaded={loaded} api={api} i18n={i18n} store={store} swr={swr} fallbackLayouts={defaultLayouts}>
        <PreviewGoneNotice gone={previewGone} href={window.location.href} />
      </AppProviders>
    );
  }
  return (
    <AppProviders loaded={loaded} api={api} i18n={i18n} store={store} swr={swr} fallbackLayouts={defaultLayouts}>
      <IslandPlanContext.Provider value={start?.islands ?? null}>
        <Router>
          <ShellOrTool
            shell={
              <LocaleSwitchContext.Provider value={onLocaleChange}>
                <ScrollRestoration />
                <NavigationProgress />
                <SiteShell onLocaleChange={onLocaleChange} onLogout={onLogout}>
                  <AppRoutes onLocaleChange={onLocaleChange} />
                </SiteShell>
              </LocaleSwitchContext.Provider>
            }
          />
          {frame.active ? <FrameOverlay selected={frame.selected} pickMode={frame.pickMode} /> : null}
        </Router>
      </IslandPlanContext.Provider>
      <CustomCode css={loaded.config.ui.customCSS} js={loaded.config.ui.customJS} previewToken={loaded.previewToken} runsHere={customJsRunsHere} />
    </AppProviders>
  );
}
