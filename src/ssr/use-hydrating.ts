import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * True while React hydrates server HTML (and on the server); false in every later render. A
 * component using it renders again once hydrated: not for one whose re-render reaches blocks still
 * waiting to hydrate (layouts/site-page.tsx uses `serverPagePending` instead).
 */
export const useHydrating = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );

let serverPage = false;

/** The browser, before hydrateRoot (app/start-app.tsx): the first page to mount is the server's. */
export function expectServerPage(): void {
  serverPage = true;
}

/**
 * Whether the page mounting now hydrates the server's HTML. Read once, as the page mounts: nothing
 * subscribes, so nothing renders again when it changes.
 */
export const serverPagePending = (): boolean => serverPage;

/** The server's page is in place (or a page rendered in the browser): pages mounting later are the browser's. */
export function serverPageMounted(): void {
  serverPage = false;
}
