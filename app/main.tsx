// Browser entry. A page the server rendered carries its boot snapshot: load its language and the code
// of its blocks, then hydrate the server's HTML. Anything else (previews, the studio frame, a server
// without the render bundle) renders in the browser from scratch.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setupI18n } from '@lingui/core';
import { App, type AppStart } from './app';
import { getBlock } from '../blocks/client-registry';
import type { ClientBlock } from '../blocks/define-block';
import { preloadBlocks } from '../src/ssr/preload-blocks';
import { PREVIEW_QUERY_PARAM } from '../src/config/load-site-config';
import { activateLocale } from '../src/i18n/activate-locale';
import { readBootSnapshot, type BootSnapshot } from '../src/ssr/boot-snapshot';
import { expectHydratedBlocks } from '../src/ssr/hydration-gate';
import { keepServerData } from '../src/ssr/swr-server-data';
import { readStorage, SESSION_KEYS, STORAGE_KEYS } from '../src/state/storage';

const container = document.getElementById('root')!;

/** A preview (token in the URL or held by this tab) runs another configuration than the server's. */
const isPreview = () =>
  new URL(window.location.href).searchParams.has(PREVIEW_QUERY_PARAM) || readStorage('session', SESSION_KEYS.previewToken) !== null;

async function hydrate(snapshot: BootSnapshot) {
  const i18n = setupI18n();
  const blocks = snapshot.blocks.map(getBlock).filter((block): block is ClientBlock => block !== undefined);
  // Both were announced by <link rel="modulepreload"> in the page head, so they are usually here already.
  await Promise.all([
    activateLocale(i18n, snapshot.locale, snapshot.serverTexts),
    preloadBlocks(blocks).catch((error: unknown) => console.warn('Block code could not be preloaded; hydrating lazily.', error)),
  ]);
  const token = readStorage('local', STORAGE_KEYS.userToken);
  // The server rendered the visitor's view: a member's hooks fetch their data again, with the token.
  const swrUse = [keepServerData(new Set(Object.keys(snapshot.fallback)), { refetch: token !== null })];
  const start: AppStart = { snapshot, i18n, swrUse, token };
  expectHydratedBlocks(snapshot.blockCount);
  hydrateRoot(
    container,
    <StrictMode>
      <App start={start} />
    </StrictMode>,
  );
}

function renderInBrowser() {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

const snapshot = readBootSnapshot(document);
if (snapshot && !isPreview()) {
  hydrate(snapshot).catch((error: unknown) => {
    console.error('Hydration failed; rendering in the browser.', error);
    renderInBrowser();
  });
} else {
  renderInBrowser();
}
