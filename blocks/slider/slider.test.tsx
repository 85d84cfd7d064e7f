import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderServerHtml, renderWithApp } from '../../tests/setup/render-with-app';
import Slider from './slider';
import { slider } from './index';

// jsdom has no layout, no matchMedia and no observers; embla needs all of them. Each slide is
// given a 1000 px box beside the previous one so that scroll snaps exist.
const SLIDE_WIDTH = 1000;
let reducedMotion = false;
const restore: Array<() => void> = [];
// The carousel code loads when the browser is idle: the tests say when that is.
let idleCallbacks: Array<() => void> = [];

function stubProperty(target: object, key: string, descriptor: PropertyDescriptor) {
  const original = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { configurable: true, ...descriptor });
  restore.push(() => (original ? Object.defineProperty(target, key, original) : delete (target as Record<string, unknown>)[key]));
}

beforeEach(() => {
  reducedMotion = false;
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idleCallbacks.push(run));
  vi.stubGlobal('cancelIdleCallback', () => {});
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('IntersectionObserver', Observer);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion') ? reducedMotion : false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
  stubProperty(HTMLElement.prototype, 'offsetWidth', { get: () => SLIDE_WIDTH });
  stubProperty(HTMLElement.prototype, 'offsetHeight', { get: () => 400 });
  stubProperty(HTMLElement.prototype, 'offsetLeft', {
    get(this: HTMLElement) {
      if (this.getAttribute('role') !== 'group' || !this.parentElement) return 0;
      return Array.prototype.indexOf.call(this.parentElement.children, this) * SLIDE_WIDTH;
    },
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  while (restore.length) restore.pop()!();
});

/** The browser becomes idle: the carousel code loads and takes over the slides. */
async function browserIdle() {
  await act(async () => {
    for (const run of idleCallbacks.splice(0)) run();
    await vi.dynamicImportSettled();
  });
}

const currentDot = () => screen.getAllByRole('button', { name: /go to slide/i }).find((dot) => dot.getAttribute('aria-current') === 'true');

describe('Slider', () => {
  it('shows the three configured slides with title, text and a Join now link to signup', async () => {
    await renderWithApp(<Slider {...slider.defaults} />, { route: '/' });

    const slides = screen.getAllByRole('group', { name: /of 3/ });
    expect(slides).toHaveLength(3);
    expect(within(slides[0]!).getByRole('heading', { name: 'Girls only' })).toBeInTheDocument();
    expect(within(slides[1]!).getByText('New updates every week')).toBeInTheDocument();
    expect(within(slides[2]!).getByRole('heading', { name: 'Pure emotions without restraint' })).toBeInTheDocument();
    for (const slide of slides) {
      expect(within(slide).getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/signup');
    }
  });

  it('shows its default slides in the visitor’s language', async () => {
    await renderWithApp(<Slider {...slider.defaults} />, { route: '/', locale: 'de_DE' });

    const slides = screen.getAllByRole('group', { name: /von 3/ });
    expect(within(slides[0]!).getByRole('heading', { name: 'Nur Frauen' })).toBeInTheDocument();
    expect(within(slides[1]!).getByText('Jede Woche neue Updates')).toBeInTheDocument();
    expect(within(slides[2]!).getByRole('heading', { name: 'Pure Emotionen ohne Zurückhaltung' })).toBeInTheDocument();
    expect(screen.queryByText('Girls only')).not.toBeInTheDocument();
  });

  it('offers each picture at the four widths, loading only the first one eagerly', async () => {
    const { container } = await renderWithApp(<Slider {...slider.defaults} />, { route: '/' });

    const images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(3);
    expect(images[0]).toHaveAttribute('srcset', expect.stringContaining(`${slider.defaults.slides[0]!.image['3840']} 3840w`));
    for (const width of ['620w', '960w', '1920w', '3840w']) expect(images[1]!.getAttribute('srcset')).toContain(width);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[2]).toHaveAttribute('loading', 'lazy');
  });

  it('arrives from the server with its first picture announced in the head and loaded first, the others later', async () => {
    const html = await renderServerHtml(<Slider {...slider.defaults} />, { route: '/' });
    // React writes the page's head tags first; the server moves them into <head>.
    const page = document.createElement('div');
    page.innerHTML = html;
    const first = slider.defaults.slides[0]!.image;
    const widths = (image: typeof first) => ['620', '960', '1920', '3840'].map((w) => `${image[w as keyof typeof first]} ${w}w`).join(', ');

    const preloads = page.querySelectorAll('link[rel="preload"][as="image"]');
    expect(preloads).toHaveLength(1);
    expect(page.firstElementChild).toBe(preloads[0]);
    expect(preloads[0]).toHaveAttribute('imagesrcset', widths(first));
    expect(preloads[0]).toHaveAttribute('imagesizes', '100vw');
    expect(preloads[0]).toHaveAttribute('fetchpriority', 'high');

    const [firstPicture, ...others] = [...page.querySelectorAll('img')];
    expect(firstPicture).toHaveAttribute('srcset', widths(first));
    expect(firstPicture).toHaveAttribute('sizes', '100vw');
    expect(firstPicture).toHaveAttribute('fetchpriority', 'high');
    expect(firstPicture).not.toHaveAttribute('loading', 'lazy');
    expect(others).toHaveLength(2);
    for (const picture of others) {
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(picture).not.toHaveAttribute('fetchpriority');
    }
    // The first slide is all there without the carousel code: its title, text and link.
    expect(page.querySelector('h2')).toHaveTextContent('Girls only');
    expect(page.querySelector('a[href="/signup"]')).toHaveTextContent('Join now');
  });

  it('uses the configured button label instead of Join now', async () => {
    const slides = slider.defaults.slides.map((slide) => ({ ...slide, buttonLabel: { en_US: 'Become a member', de_DE: 'Mitglied werden' } }));
    await renderWithApp(<Slider {...slider.defaults} slides={slides} />, { route: '/', locale: 'de_DE' });

    expect(screen.getAllByRole('link', { name: 'Mitglied werden' })).toHaveLength(3);
  });

  it('moves to the next and previous slide with the arrow buttons and wraps around', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Slider {...slider.defaults} autoplayMs={0} />, { route: '/' });

    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    // Before the carousel code is there: the click loads it and is carried out once it is.
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await act(() => vi.dynamicImportSettled());
    await waitFor(() => expect(currentDot()).toHaveAccessibleName('Go to slide 2'));
    expect(screen.getByText(/Slide 2 of 3: Exclusive content mega site/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentDot()).toHaveAccessibleName('Go to slide 3');
  });

  it('jumps to a slide with its dot', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Slider {...slider.defaults} autoplayMs={0} />, { route: '/' });
    await browserIdle();

    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(currentDot()).toHaveAccessibleName('Go to slide 3');
  });

  it('advances by itself every 4 seconds and pauses while the pointer is over it', async () => {
    await renderWithApp(<Slider {...slider.defaults} />, { route: '/' });
    await browserIdle();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // Restart the autoplay timer under the fake clock.
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(region);
    fireEvent.mouseLeave(region);

    act(() => vi.advanceTimersByTime(slider.defaults.autoplayMs - 10));
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    act(() => vi.advanceTimersByTime(20));
    expect(currentDot()).toHaveAccessibleName('Go to slide 2');

    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(slider.defaults.autoplayMs * 3));
    expect(currentDot()).toHaveAccessibleName('Go to slide 2');
  });

  it('can be paused with its pause button', async () => {
    await renderWithApp(<Slider {...slider.defaults} />, { route: '/' });
    await browserIdle();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(slider.defaults.autoplayMs * 3));
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    expect(screen.getByRole('button', { name: 'Start slideshow' })).toBeInTheDocument();
  });

  it('does not rotate when autoplay is 0 or the visitor prefers reduced motion', async () => {
    await renderWithApp(<Slider {...slider.defaults} autoplayMs={0} />, { route: '/' });
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();

    reducedMotion = true;
    await renderWithApp(<Slider {...slider.defaults} />, { route: '/' });
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
  });
});
