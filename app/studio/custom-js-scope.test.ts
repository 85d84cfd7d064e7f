import { describe, expect, it } from 'vitest';
import { customJsRunsHere } from './custom-js-scope';

const at = (href: string, framed = false): Window => {
  const win: { location: URL; parent?: unknown } = { location: new URL(href) };
  win.parent = framed ? {} : win;
  return win as unknown as Window;
};

describe('where customJS runs', () => {
  it('runs on the site and on preview links', () => {
    expect(customJsRunsHere(at('https://site.test/'))).toBe(true);
    expect(customJsRunsHere(at('https://site.test/videos?previewtoken=abcdefgh12'))).toBe(true);
    // A top-level page ignores the frame flag: it is the site.
    expect(customJsRunsHere(at('https://site.test/?studioframe=1'))).toBe(true);
  });

  it('does not run in the studio nor in its preview frame', () => {
    expect(customJsRunsHere(at('https://site.test/studio'))).toBe(false);
    expect(customJsRunsHere(at('https://site.test/Studio/'))).toBe(false);
    expect(customJsRunsHere(at('https://site.test/admin'))).toBe(false);
    expect(customJsRunsHere(at('https://site.test/Admin/updates/3'))).toBe(false);
    expect(customJsRunsHere(at('https://site.test/administration'))).toBe(true);
    expect(customJsRunsHere(at('https://site.test/models?studioframe=1', true))).toBe(false);
  });
});
