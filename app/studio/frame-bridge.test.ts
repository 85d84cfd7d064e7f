import { describe, expect, it, vi } from 'vitest';
import { configWith, defaultSiteConfig } from '../../tests/setup/site-config-fixtures';
import type { LoadedSiteConfig } from '../../src/config/site-config-context';
import { connectStudioFrame, isStudioFrame } from './frame-bridge';

const ORIGIN = 'http://localhost:3000';

/** A framed page at `/?studioframe=1` whose parent is the studio. */
function framedWindow() {
  const target = new EventTarget();
  const parent = { postMessage: vi.fn() };
  const win = {
    location: { href: `${ORIGIN}/?studioframe=1`, origin: ORIGIN },
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
