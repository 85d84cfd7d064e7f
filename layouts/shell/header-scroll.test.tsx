import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { confirmAge } from './age-gate-storage';
import { renderShell } from './shell-test-utils';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });

const mockViewport = (desktop: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: desktop, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );

const isAway = () => screen.getByRole('banner').hasAttribute('data-scrolled-away');

describe('header on scroll', () => {
  beforeEach(() => confirmAge());
  afterEach(() => {
    vi.unstubAllGlobals();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('on desktop hides after scrolling down more than 20 px and returns when scrolling up or at the top', async () => {
    mockViewport(true);
    await renderShell();
    scrollTo(20);
    expect(isAway()).toBe(false);
    scrollTo(120);
    expect(isAway()).toBe(true);
    scrollTo(80);
    expect(isAway()).toBe(false);
    scrollTo(300);
    expect(isAway()).toBe(true);
    scrollTo(10);
    expect(isAway()).toBe(false);
    expect(window.matchMedia).toHaveBeenCalledWith('(min-width: 992px)');
  });

  it('stays on small screens', async () => {
    mockViewport(false);
    await renderShell();
    scrollTo(500);
    expect(isAway()).toBe(false);
  });
});
