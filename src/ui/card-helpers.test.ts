import { describe, expect, it } from 'vitest';
import { LANDSCAPE_SPANS, sizesFor, UPRIGHT_SPANS } from './card-helpers';

describe('sizesFor', () => {
  it('follows the grid spans from the widest breakpoint down', () => {
    expect(sizesFor(UPRIGHT_SPANS)).toBe(
      '(min-width: 1600px) 17vw, (min-width: 1200px) 17vw, (min-width: 992px) 17vw, (min-width: 768px) 25vw, (min-width: 576px) 33vw, 50vw',
    );
  });
  it('keeps a span until the next breakpoint that changes it', () => {
    expect(sizesFor(LANDSCAPE_SPANS)).toBe(
      '(min-width: 1600px) 25vw, (min-width: 1200px) 25vw, (min-width: 992px) 25vw, (min-width: 768px) 50vw, (min-width: 576px) 50vw, 100vw',
    );
  });
});
