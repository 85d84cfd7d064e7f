import { describe, expect, it } from 'vitest';
import { LANDSCAPE_SPANS, PLACE_SPANS, sizesFor, UPRIGHT_SPANS } from './card-helpers';

/** The slot width a browser takes from `sizes` at a viewport width: the first condition that matches. */
function slotAt(sizes: string, viewport: number): string {
  for (const entry of sizes.split(', ')) {
    const match = /^\(min-width: (\d+)px\) (.+)$/.exec(entry);
    if (!match) return entry;
    if (viewport >= Number(match[1])) return match[2]!;
  }
  throw new Error(`no default width in ${sizes}`);
}

describe('sizesFor', () => {
  it('follows the grid spans from the widest breakpoint down, one entry per change', () => {
    expect(sizesFor(UPRIGHT_SPANS)).toBe('(min-width: 992px) 17vw, (min-width: 768px) 25vw, (min-width: 576px) 33vw, 50vw');
    expect(sizesFor(LANDSCAPE_SPANS)).toBe('(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw');
    expect(sizesFor({ xs: 12 })).toBe('100vw');
  });

  it('gives the share of the viewport the cell takes at every width', () => {
    const expected = [
      [UPRIGHT_SPANS, { 320: '50vw', 576: '33vw', 800: '25vw', 992: '17vw', 1300: '17vw', 1920: '17vw' }],
      [LANDSCAPE_SPANS, { 320: '100vw', 576: '50vw', 800: '50vw', 992: '25vw', 1300: '25vw', 1920: '25vw' }],
      [PLACE_SPANS, { 320: '100vw', 576: '50vw', 800: '50vw', 992: '33vw', 1300: '33vw', 1920: '33vw' }],
    ] as const;
    for (const [spans, widths] of expected) {
      for (const [viewport, width] of Object.entries(widths)) expect(slotAt(sizesFor(spans), Number(viewport)), `${JSON.stringify(spans)} at ${viewport}px`).toBe(width);
    }
  });
});
