import { describe, expect, it } from 'vitest';
import { cardSpans, LANDSCAPE_SPANS, PLACE_SPANS, sizesFor, UPRIGHT_SPANS } from './card-helpers';

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
    expect(sizesFor(LANDSCAPE_SPANS)).toBe('(min-width: 992px) 25vw, 50vw');
    expect(sizesFor({ xs: 12 })).toBe('(min-width: 768px) 100vw, 50vw');
    expect(sizesFor(LANDSCAPE_SPANS, 'configured')).toBe('(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw');
  });

  it('gives the share of the viewport the cell takes at every width', () => {
    const expected = [
      [UPRIGHT_SPANS, { 320: '50vw', 576: '33vw', 800: '25vw', 992: '17vw', 1300: '17vw', 1920: '17vw' }],
      [LANDSCAPE_SPANS, { 320: '50vw', 576: '50vw', 800: '50vw', 992: '25vw', 1300: '25vw', 1920: '25vw' }],
      [PLACE_SPANS, { 320: '50vw', 576: '50vw', 800: '50vw', 992: '33vw', 1300: '33vw', 1920: '33vw' }],
    ] as const;
    for (const [spans, widths] of expected) {
      for (const [viewport, width] of Object.entries(widths)) expect(slotAt(sizesFor(spans), Number(viewport)), `${JSON.stringify(spans)} at ${viewport}px`).toBe(width);
    }
  });
});

describe('cardSpans', () => {
  it('puts at least two cards in a row on phones, whatever the configuration says (the 12/6/3/2/2/2 galleries)', () => {
    expect(cardSpans({ xs: 12, sm: 6, md: 3, lg: 2, xl: 2, xxl: 2 })).toEqual({ xs: 6, sm: 6, md: 3, lg: 2, xl: 2, xxl: 2 });
    // The updates list (12/12/6/6/4/3): sm inherits nothing wider than half the row either.
    expect(cardSpans({ xs: 12, sm: 12, md: 6, lg: 6, xl: 4, xxl: 3 })).toEqual({ xs: 6, sm: 6, md: 6, lg: 6, xl: 4, xxl: 3 });
    expect(cardSpans({ lg: 3 })).toEqual({ xs: 6, sm: 6, md: 12, lg: 3 });
  });

  it('keeps narrower phone spans, and every span when the configuration asks for them as they are', () => {
    expect(cardSpans(UPRIGHT_SPANS)).toEqual({ xs: 6, sm: 4, md: 3, lg: 2 });
    expect(cardSpans({ xs: 4 })).toEqual({ xs: 4, sm: 4 });
    expect(cardSpans({ xs: 12, md: 6 }, 'configured')).toEqual({ xs: 12, md: 6 });
  });
});
