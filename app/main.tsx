// Browser entry: a small bootstrap, without React. A page the server rendered is complete without
// the app (links, pictures, text, the first slide), so for a visitor the app (React, the shell's
// menus and switches, the page's islands) loads after the page has loaded, or at once when the
// visitor touches, types or focuses something first; a click on a control before then is held and
// done when the app is there (src/ssr/early-input.ts). A first-time visitor's age gate is the
// server's, in the page's HTML and taken over by this bootstrap (layouts/shell/server-age-gate.ts). A member's page, a
// preview, the studio frame and a page without server data start the app at once.
import { PREVIEW_QUERY_PARAM } from '../src/config/preview-param';
import { readBootSnapshot, type BootSnapshot, type SentBootSnapshot } from '../src/ssr/boot-snapshot';
import { holdEarlyInput } from '../src/ssr/early-input';
import { readStorage, SESSION_KEYS, STORAGE_KEYS } from '../src/state/storage';
import { installHoverPreview } from '../src/ui/hover-preview';
import { STUDIO_FRAME_PARAM } from './studio/studio-messages';
import { takeOverServerAgeGate } from '../layouts/shell/server-age-gate';

const container = document.getElementById('root')!;

// Update cards' preview clips run outside React, so cards in blocks that never hydrate have them too.
installHoverPreview();

/** A preview (token in the URL or held by this tab) runs another configuration than the server's. */
const isPreview = () =>
  new URL(window.location.href).searchParams.has(PREVIEW_QUERY_PARAM) || readStorage('session', SESSION_KEYS.previewToken) !== null;

/** Input that starts the app before the page has loaded: the visitor is about to use a control. */
const START_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Calls `start` once: after the page's load event, when the browser is idle, or at the first input. */
function whenNeeded(start: () => void) {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    for (const type of START_EVENTS) window.removeEventListener(type, go, true);
    start();
  };
  for (const type of START_EVENTS) window.addEventListener(type, go, { capture: true, passive: true });
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(go, { timeout: 1000 }) : setTimeout(go, 50));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** The page's block code and language catalog, listed by the server in an inert template until the app starts. */
function announcePreloads() {
  const template = document.getElementById('app-preloads');
  if (template instanceof HTMLTemplateElement) document.head.append(template.content.cloneNode(true));
}

/**
 * The snapshot with its configuration: a page that names the version it was rendered with asks the
 * API for exactly that one (kept by the browser for good); null when the site has published
 * another since, so the page cannot hydrate with the configuration it was rendered with.
 */
async function withConfig(snapshot: SentBootSnapshot): Promise<BootSnapshot | null> {
  if (snapshot.config) return snapshot as BootSnapshot;
  const version = snapshot.configVersion!;
  const response = await fetch(`/api/settings?v=${encodeURIComponent(version)}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/settings answered ${response.status}`);
  const { data } = (await response.json()) as { data: { config: BootSnapshot['config']; version: string } };
  return data.version === version ? { ...snapshot, config: data.config } : null;
}

function hydrate(sent: SentBootSnapshot) {
  announcePreloads();
  Promise.all([import('./start-app'), withConfig(sent)])
    .then(([app, snapshot]) => {
      if (snapshot) return app.hydrate(container, snapshot);
      console.info('The site has changed since this page was rendered; rendering it in the browser.');
      app.renderInBrowser(container);
    })
    .catch((error: unknown) => {
      console.error('Hydration failed; rendering in the browser.', error);
      renderInBrowser();
    });
}

function renderInBrowser() {
  import('./start-app')
    .then((app) => app.renderInBrowser(container))
    .catch((error: unknown) => console.error('The site could not start.', error));
}

const isStudioFrame = () => new URL(window.location.href).searchParams.has(STUDIO_FRAME_PARAM);

/**
 * A visitor who has not confirmed their age sees the server's gate (in the page's HTML); false when
 * the page has none (the app's gate is then the one, and the app must start at once to draw it).
 * The studio's frame is given the confirmation by the studio, once the app runs.
 */
const ageGateShownOrNotDue = () => !isStudioFrame() && takeOverServerAgeGate(document);

/** A member's page and the studio's frame need the app for what they show, not only for their controls. */
const needsAppAtOnce = () => readStorage('local', STORAGE_KEYS.userToken) !== null || isStudioFrame();

const snapshot = readBootSnapshot(document);
if (snapshot && !isPreview()) {
  // Before the input listeners: focusing the gate's Enter is not the visitor's first input.
  const gateHandled = ageGateShownOrNotDue();
  holdEarlyInput(window);
  if (!gateHandled || needsAppAtOnce()) hydrate(snapshot);
  else whenNeeded(() => hydrate(snapshot));
} else {
  renderInBrowser();
}
