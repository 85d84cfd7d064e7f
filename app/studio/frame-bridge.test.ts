import { afterEach, describe, expect, it, vi } from 'vitest';
import { configWith, defaultSiteConfig } from '../../tests/setup/site-config-fixtures';
import type { LoadedSiteConfig } from '../../src/config/site-config-context';
import { readStorage, SESSION_KEYS, STORAGE_KEYS, writeStorage, writePreferenceCookie } from '../../src/state/storage';
import { stopVisitorSandbox } from '../../src/state/visitor-sandbox';
import { isAgeConfirmed, confirmAge } from '../../layouts/shell/age-gate-storage';
import { giveCookieConsent, hasCookieConsent } from '../../layouts/shell/cookie-consent';
import { connectStudioFrame, isStudioFrame, startFrameVisitor, studioFrameOptions } from './frame-bridge';
import { visitorPath } from './frame-overlay';
import {
  isStudioConfigMessage,
  isStudioNavigatedMessage,
  isStudioPickModeMessage,
  isStudioReadyMessage,
  isStudioSelectedMessage,
  isStudioSelectMessage,
} from './studio-messages';

const ORIGIN = 'http://localhost:3000';

/** A framed page at `/?studioframe=1` whose parent is the studio. */
function framedWindow(query = '?studioframe=1') {
  const target = new EventTarget();
  const parent = { postMessage: vi.fn() };
  const win = {
    location: { href: `${ORIGIN}/${query}`, origin: ORIGIN },
    parent,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  } as unknown as Window;
  const send = (data: unknown, options: { origin?: string; source?: unknown } = {}) =>
    target.dispatchEvent(new MessageEvent('message', { data, origin: options.origin ?? ORIGIN, source: (options.source ?? parent) as Window }));
  return { win, parent, send };
}

const received = () => {
  const configs: LoadedSiteConfig[] = [];
  return { configs, onConfig: (loaded: LoadedSiteConfig) => configs.push(loaded) };
};

describe('studio frame bridge', () => {
  it('is only active in a frame opened with ?studioframe=1', () => {
    const { win } = framedWindow();
    expect(isStudioFrame(win)).toBe(true);
    expect(isStudioFrame({ ...win, location: { href: `${ORIGIN}/models`, origin: ORIGIN } } as unknown as Window)).toBe(false);
    const topLevel = { location: { href: `${ORIGIN}/?studioframe=1`, origin: ORIGIN } } as { location: unknown; parent?: unknown };
    topLevel.parent = topLevel;
    expect(isStudioFrame(topLevel as unknown as Window)).toBe(false);
  });

  it('tells the studio it is ready, addressed to its own origin only', () => {
    const { win, parent } = framedWindow();
    const stop = connectStudioFrame(win, () => {});
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'studio:ready' }, ORIGIN);
    stop();
  });

  it('applies a valid configuration as a preview without issues', async () => {
    const { win, send } = framedWindow();
    const { configs, onConfig } = received();
    const stop = connectStudioFrame(win, onConfig);
    const config = configWith((c) => {
      c.ui.static.headerSlogan = 'From the studio';
    });
    send({ type: 'studio:config', config });
    await vi.waitFor(() => expect(configs).toHaveLength(1));
    expect(configs[0]).toEqual({ config, previewToken: 'studio', issues: [] });
    stop();
  });

  it('ignores messages from other origins and other windows', async () => {
    const { win, send } = framedWindow();
    const { configs, onConfig } = received();
    const stop = connectStudioFrame(win, onConfig);
    const forged = configWith((c) => {
      c.ui.static.headerSlogan = 'Forged';
    });
    send({ type: 'studio:config', config: forged }, { origin: 'https://evil.example' });
    send({ type: 'studio:config', config: forged }, { source: { postMessage() {} } });
    send({ type: 'something-else', config: forged });
    send({ type: 'studio:config', config: defaultSiteConfig });
    await vi.waitFor(() => expect(configs).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(configs).toHaveLength(1);
    expect(configs[0]!.config).toBe(defaultSiteConfig);
    stop();
  });

  it('reports the issues of a configuration with an unknown block and a bad prop, with their paths', async () => {
    const { win, send } = framedWindow();
    const { configs, onConfig } = received();
    const stop = connectStudioFrame(win, onConfig);
    const config = configWith((c) => {
      const home = c.ui.sites.homesite!.containers as unknown as Record<string, unknown>[];
      home[0] = { type: 'slider', id: 'home-slider', props: { autoplayMs: 'fast' } };
      home[1] = { type: 'sliderr', id: 'oops', props: {} };
    });
    send({ type: 'studio:config', config });
    await vi.waitFor(() => expect(configs).toHaveLength(1));
    expect(configs[0]!.previewToken).toBe('studio');
    expect(configs[0]!.issues).toEqual(
      expect.arrayContaining([
        { path: '/ui/sites/homesite/containers/0/props/autoplayMs', message: 'must be integer' },
        { path: '/ui/sites/homesite/containers/1/type', message: 'unknown block type "sliderr"' },
      ]),
    );
    stop();
  });

  it('stops listening when disconnected', async () => {
    const { win, send } = framedWindow();
    const { configs, onConfig } = received();
    connectStudioFrame(win, onConfig)();
    send({ type: 'studio:config', config: defaultSiteConfig });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(configs).toHaveLength(0);
  });
});

describe('studio messages', () => {
  it('accept only well-formed messages of their own type', () => {
    expect(isStudioConfigMessage({ type: 'studio:config', config: {} })).toBe(true);
    expect(isStudioConfigMessage({ type: 'studio:config' })).toBe(false);
    expect(isStudioReadyMessage({ type: 'studio:ready' })).toBe(true);
    expect(isStudioReadyMessage('studio:ready')).toBe(false);

    expect(isStudioSelectMessage({ type: 'studio:select', path: '/ui/sites/homesite/containers/0', block: 'slider' })).toBe(true);
    expect(isStudioSelectMessage({ type: 'studio:select', path: '/ui/sites/homesite/containers/11/blocks/1', block: 'tagCloud' })).toBe(true);
    for (const bad of [
      { type: 'studio:select', path: '/ui/sites/homesite/containers/0' },
      { type: 'studio:select', path: '/core/payment', block: 'slider' },
      { type: 'studio:select', path: '/ui/sites/homesite/containers/x', block: 'slider' },
      { type: 'studio:select', path: `/ui/sites/homesite/containers/0${'/blocks/1'.repeat(80)}`, block: 'slider' },
      { type: 'studio:select', path: '/ui/sites/homesite/containers/0', block: '' },
      { type: 'studio:select', path: '/ui/sites/homesite/containers/0', block: 'x'.repeat(101) },
      { type: 'studio:selected', path: '/ui/sites/homesite/containers/0', block: 'slider' },
    ]) {
      expect(isStudioSelectMessage(bad)).toBe(false);
    }

    expect(isStudioSelectedMessage({ type: 'studio:selected', path: null })).toBe(true);
    expect(isStudioSelectedMessage({ type: 'studio:selected', path: '/ui/sites/modelssite/containers/2' })).toBe(true);
    expect(isStudioSelectedMessage({ type: 'studio:selected' })).toBe(false);
    expect(isStudioSelectedMessage({ type: 'studio:selected', path: 3 })).toBe(false);

    expect(isStudioPickModeMessage({ type: 'studio:pick-mode', enabled: false })).toBe(true);
    expect(isStudioPickModeMessage({ type: 'studio:pick-mode', enabled: 'no' })).toBe(false);

    expect(isStudioNavigatedMessage({ type: 'studio:navigated', path: '/models?page=2' })).toBe(true);
    for (const path of ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'models', '/a b', 7]) {
      expect(isStudioNavigatedMessage({ type: 'studio:navigated', path })).toBe(false);
    }
  });
});

describe('studio frame bridge: selection and mode', () => {
  it('hands the selection and the pick mode from its parent on, and nothing from anyone else', () => {
    const { win, send } = framedWindow();
    const onSelected = vi.fn();
    const onPickMode = vi.fn();
    const stop = connectStudioFrame(win, { onConfig: () => {}, onSelected, onPickMode });
    send({ type: 'studio:selected', path: '/ui/sites/homesite/containers/3' });
    send({ type: 'studio:selected', path: null });
    send({ type: 'studio:pick-mode', enabled: false });
    send({ type: 'studio:selected', path: '/ui/sites/homesite/containers/4' }, { origin: 'https://evil.example' });
    send({ type: 'studio:selected', path: '/ui/sites/homesite/containers/5' }, { source: { postMessage() {} } });
    send({ type: 'studio:selected', path: 'javascript:alert(1)' });
    send({ type: 'studio:pick-mode', enabled: 1 });
    expect(onSelected.mock.calls).toEqual([['/ui/sites/homesite/containers/3'], [null]]);
    expect(onPickMode.mock.calls).toEqual([[false]]);
    stop();
  });

  it('reads whether the age gate and banners show from the frame address', () => {
    expect(studioFrameOptions(framedWindow().win)).toEqual({ banners: true });
    expect(studioFrameOptions(framedWindow('?studioframe=no-banners').win)).toEqual({ banners: false });
    expect(studioFrameOptions(framedWindow('?page=2').win)).toBeNull();
  });

  it('names the page for the studio without the studio flag', () => {
    expect(visitorPath('/models', '?studioframe=1&page=2')).toBe('/models?page=2');
    expect(visitorPath('/', '?studioframe=no-banners')).toBe('/');
  });
});

describe('the frame as a first-time visitor', () => {
  afterEach(() => {
    stopVisitorSandbox();
    localStorage.clear();
    sessionStorage.clear();
    document.cookie = 'cookie_consent=; max-age=0; path=/';
    document.cookie = 'locale=; max-age=0; path=/';
  });

  const staffBrowser = () => {
    localStorage.setItem(STORAGE_KEYS.userToken, 'staff-token');
    confirmAge();
    giveCookieConsent();
  };

  it('sees no stored session, age confirmation or consent, and changes none of the real ones', () => {
    staffBrowser();
    startFrameVisitor({ banners: true });
    expect(readStorage('local', STORAGE_KEYS.userToken)).toBeNull();
    expect(isAgeConfirmed()).toBe(false);
    expect(hasCookieConsent()).toBe(false);

    // Logging in, confirming and accepting inside the preview stay inside it.
    writeStorage('local', STORAGE_KEYS.userToken, 'member-token');
    confirmAge();
    giveCookieConsent();
    writePreferenceCookie('locale', 'de_DE');
    expect(readStorage('local', STORAGE_KEYS.userToken)).toBe('member-token');
    expect(isAgeConfirmed()).toBe(true);
    expect(hasCookieConsent()).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.userToken)).toBe('staff-token');
    expect(document.cookie).not.toContain('locale=de_DE');

    stopVisitorSandbox();
    expect(readStorage('local', STORAGE_KEYS.userToken)).toBe('staff-token');
  });

  it('without banners has passed the age gate, accepted cookies and closed the offer, still without a session', () => {
    startFrameVisitor({ banners: false });
    expect(isAgeConfirmed()).toBe(true);
    expect(hasCookieConsent()).toBe(true);
    expect(readStorage('session', SESSION_KEYS.eventFooterDismissed)).toBe('1');
    expect(readStorage('local', STORAGE_KEYS.userToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.enter18)).toBeNull();
  });
});
