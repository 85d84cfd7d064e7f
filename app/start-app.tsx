// The app itself, loaded by the bootstrap (main.tsx) when the page needs it: hydrates a page the
// server rendered, with its language and the code of its blocks, or renders one in the browser.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setupI18n } from '@lingui/core';
import { App, type AppStart } from './app';
import { getBlock } from '../blocks/client-registry';
import type { ClientBlock } from '../blocks/define-block';
import { preloadBlocks } from '../src/ssr/preload-blocks';
import { activateLocale } from '../src/i18n/activate-locale';
import type { BootSnapshot } from '../src/ssr/boot-snapshot';
import { expectHydratedBlocks } from '../src/ssr/hydration-gate';
import { isIslandNotHydrated } from '../src/ssr/islands';
import { takeStaticBlocks } from '../src/ssr/static-islands';
import { keepServerData } from '../src/ssr/swr-server-data';
import { expectServerPage } from '../src/ssr/use-hydrating';
import { readStorage, STORAGE_KEYS } from '../src/state/storage';

/**
 * Lets the browser paint and take input between the steps of starting: each step is then a task of
 * its own instead of one long one (what "Total Blocking Time" counts).
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function hydrate(container: HTMLElement, snapshot: BootSnapshot) {
  await yieldToBrowser();
  const i18n = setupI18n();
  const blocks = snapshot.blocks.map(getBlock).filter((block): block is ClientBlock => block !== undefined);
  // Both were announced as the app started (the page's <template id="app-preloads">), so they are usually here already.
  await Promise.all([
    activateLocale(i18n, snapshot.locale, snapshot.serverMessages ? { messages: snapshot.serverMessages } : undefined),
    preloadBlocks(blocks).catch((error: unknown) => console.warn('Block code could not be preloaded; hydrating lazily.', error)),
  ]);
  await yieldToBrowser();
  const token = readStorage('local', STORAGE_KEYS.userToken);
  // The server rendered the visitor's view: a member's hooks fetch their data again, with the token.
  const swrUse = [keepServerData(new Set(Object.keys(snapshot.fallback)), { refetch: token !== null })];
  // Islands: a member whose page came without the member hint hydrates every block (the hint is set for the next page).
  const islands = token === null ? (snapshot.islands ?? null) : null;
  const start: AppStart = { snapshot, i18n, swrUse, token, islands };
  // The static blocks' markup is taken right before hydrating: nothing changes it in between.
  await yieldToBrowser();
  expectHydratedBlocks(snapshot.blockCount);
  // `never` blocks hydrate as the markup they arrived with (src/ssr/static-islands.ts).
  if (islands) takeStaticBlocks(document);
  expectServerPage();
  // In a transition, React hydrates in slices and lets the browser paint and take input between
  // them, instead of one long task for the whole page (what "Total Blocking Time" counts).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App start={start} />
      </StrictMode>,
      {
        // React's default (reportError), except for a `never` island it was told to render in the browser.
        onRecoverableError: (error) => {
          if (!isIslandNotHydrated(error)) (typeof reportError === 'function' ? reportError : console.error)(error);
        },
      },
    );
  });
}

export function renderInBrowser(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
