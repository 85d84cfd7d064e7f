// jsdom lacks some browser APIs that real pages have; inert stand-ins keep components that use
// them (carousels, lazy observers, media queries) renderable in component tests.
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** An inert MediaQueryList answering `matches` (jsdom has no matchMedia). */
export const fakeMediaQueryList = (query: string, matches: boolean): MediaQueryList =>
  ({
    matches,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

export function installBrowserApis(target: typeof globalThis) {
  if (!('ResizeObserver' in target)) Object.assign(target, { ResizeObserver: InertObserver });
  if (!('IntersectionObserver' in target)) Object.assign(target, { IntersectionObserver: InertObserver });
  if (typeof target.matchMedia !== 'function') {
    Object.assign(target, { matchMedia: (query: string) => fakeMediaQueryList(query, false) });
  }
}
