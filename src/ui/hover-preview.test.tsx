// Update cards' preview clips, played by src/ui/hover-preview.ts outside React: after resting on a
// card for the hover delay, gone when the pointer leaves, never for guests in youth-protection mode.
import { Suspense, use, useState, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { Update } from '../../schemas/api';
import { publishedUpdates } from '../../mock-api/fixtures/updates';
import { configWith, hydrateWithApp, renderServerHtml, renderWithApp } from '../../tests/setup/render-with-app';
import { fakeMediaQueryList } from '../../tests/setup/browser-apis';
import { installHoverPreview, PREVIEW_HOVER_DELAY_MS } from './hover-preview';
import { UpdateCard } from './update-card';

const videos = publishedUpdates.filter((u) => u.contentType === 'video');
const first: Update = { ...videos[0]!, previewSrc: '/media/first.mp4' };
const second: Update = { ...videos[1]!, previewSrc: '/media/second.mp4' };
const soft = configWith((c) => {
  c.core.fsk12.enableGlobalFsk12Mode = true;
});

const cards = () => screen.getAllByRole('article');
const clips = () => [...document.querySelectorAll<HTMLVideoElement>('[data-testid="update-preview-clip"]')];
const clipIn = (card: HTMLElement) => card.querySelector<HTMLVideoElement>('[data-testid="update-preview-clip"]');

/** The pointer goes from `from` (or outside the page) onto `to` (or out of the page), as a mouse does. */
function move(from: Element | null, to: Element | null, pointerType = 'mouse') {
  if (from) fireEvent.pointerOut(from, { relatedTarget: to, pointerType });
  if (to) fireEvent.pointerOver(to, { relatedTarget: from, pointerType });
}
/** The card's picture: where the pointer lands first. */
const pictureOf = (card: HTMLElement) => card.querySelector('img')!;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

let hoverCapable = true;
let uninstall: () => void = () => {};

beforeEach(() => {
  hoverCapable = true;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => fakeMediaQueryList(query, hoverCapable && query === '(hover: hover)'));
  uninstall = installHoverPreview();
});

afterEach(() => {
  uninstall();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Renders with real timers (the app's setup needs them), then takes the clock over. */
async function renderCards(ui: ReactElement, options?: Parameters<typeof renderWithApp>[1]) {
  const view = await renderWithApp(ui, options);
  vi.useFakeTimers();
  return view;
}

describe('hover preview clips', () => {
  it('plays the muted, looping clip after resting on a card for the delay, not before, and removes it on leaving', async () => {
    await renderCards(<UpdateCard update={first} orientation="landscape" sizes="100vw" />);
    const [card] = cards();

    move(null, pictureOf(card!));
    await wait(PREVIEW_HOVER_DELAY_MS - 1);
    expect(clips()).toHaveLength(0);
    await wait(1);
    const clip = clipIn(card!)!;
    expect(clip).toHaveAttribute('src', '/media/first.mp4');
    expect(clip.muted).toBe(true);
    expect(clip.loop).toBe(true);
    expect(clip.autoplay).toBe(true);
    expect(clip).toHaveAttribute('playsinline');
    expect(clip).toHaveAttribute('aria-hidden', 'true');

    // Over the title link (still the card) it keeps playing.
    move(pictureOf(card!), screen.getByRole('link', { name: first.fullName }));
    expect(clipIn(card!)).toBe(clip);

    move(screen.getByRole('link', { name: first.fullName }), document.body);
    expect(clips()).toHaveLength(0);
  });

  it('starts no clip when the pointer leaves before the delay', async () => {
    await renderCards(<UpdateCard update={first} orientation="landscape" sizes="100vw" />);
    const [card] = cards();
    move(null, pictureOf(card!));
    await wait(PREVIEW_HOVER_DELAY_MS / 2);
    move(pictureOf(card!), null);
    await wait(PREVIEW_HOVER_DELAY_MS * 2);
    expect(clips()).toHaveLength(0);
  });

  it('moves the clip with the pointer from one card to the next', async () => {
    await renderCards(
      <>
        <UpdateCard update={first} orientation="landscape" sizes="50vw" />
        <UpdateCard update={second} orientation="landscape" sizes="50vw" />
      </>,
    );
    const [one, two] = cards();
    move(null, pictureOf(one!));
    await wait(PREVIEW_HOVER_DELAY_MS);
    expect(clipIn(one!)).toHaveAttribute('src', '/media/first.mp4');

    move(pictureOf(one!), pictureOf(two!));
    expect(clips()).toHaveLength(0);
    await wait(PREVIEW_HOVER_DELAY_MS);
    expect(clips()).toHaveLength(1);
    expect(clipIn(two!)).toHaveAttribute('src', '/media/second.mp4');
  });

  it('gives guests in youth-protection mode no clip: the card names none', async () => {
    await renderCards(<UpdateCard update={first} orientation="landscape" sizes="100vw" />, { config: soft });
    const [card] = cards();
    expect(card).not.toHaveAttribute('data-preview-clip');
    move(null, pictureOf(card!));
    await wait(PREVIEW_HOVER_DELAY_MS * 2);
    expect(clips()).toHaveLength(0);

    expect(await renderServerHtml(<UpdateCard update={first} orientation="landscape" sizes="100vw" />, { config: soft })).not.toContain('data-preview-clip');
    expect(await renderServerHtml(<UpdateCard update={first} orientation="landscape" sizes="100vw" />)).toContain('data-preview-clip="/media/first.mp4"');
  });

  it('plays nothing for a touch, or where the pointer cannot hover', async () => {
    await renderCards(<UpdateCard update={first} orientation="landscape" sizes="100vw" />);
    const [card] = cards();
    move(null, pictureOf(card!), 'touch');
    await wait(PREVIEW_HOVER_DELAY_MS * 2);
    expect(clips()).toHaveLength(0);

    hoverCapable = false;
    uninstall();
    uninstall = installHoverPreview();
    move(null, pictureOf(card!));
    await wait(PREVIEW_HOVER_DELAY_MS * 2);
    expect(clips()).toHaveLength(0);
  });

  it('keeps a playing clip when React renders the card again', async () => {
    function Narrowing() {
      const [sizes, setSizes] = useState('100vw');
      return (
        <>
          <button type="button" onClick={() => setSizes('50vw')}>
            narrower
          </button>
          <UpdateCard update={first} orientation="landscape" sizes={sizes} />
        </>
      );
    }
    await renderCards(<Narrowing />);
    const [card] = cards();
    move(null, pictureOf(card!));
    await wait(PREVIEW_HOVER_DELAY_MS);
    const clip = clipIn(card!);
    expect(clip).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'narrower' }));
    expect(pictureOf(card!)).toHaveAttribute('sizes', '50vw');
    expect(clipIn(card!)).toBe(clip);
  });

  it('a clip started before its block hydrated stays, and hydration finds no mismatch', async () => {
    const ui = <UpdateCard update={first} orientation="landscape" sizes="100vw" />;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = await renderServerHtml(ui);
    vi.useFakeTimers();
    const card = container.querySelector<HTMLElement>('article')!;
    move(null, pictureOf(card));
    await wait(PREVIEW_HOVER_DELAY_MS);
    const clip = clipIn(card);
    expect(clip).not.toBeNull();

    vi.useRealTimers();
    const onRecoverableError = vi.fn();
    const errors = vi.spyOn(console, 'error');
    await hydrateWithApp(container, ui, { onRecoverableError });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('article')).toBe(card);
    expect(clipIn(card)).toBe(clip);
  });

  it('plays in a block that never hydrates, where React holds the pointer events back', async () => {
    const NEVER = new Promise<never>(() => {});
    // Like an island gate that never opens (src/ssr/islands.ts): the boundary keeps the server's HTML.
    function Closed(): null {
      use(NEVER);
      return null;
    }
    const card = <UpdateCard update={first} orientation="landscape" sizes="100vw" />;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = await renderServerHtml(<Suspense fallback={null}>{card}</Suspense>);
    await hydrateWithApp(
      container,
      <Suspense fallback={null}>
        <Closed />
        {card}
      </Suspense>,
    );
    vi.useFakeTimers();
    const article = container.querySelector<HTMLElement>('article')!;
    const outside = vi.fn();
    document.addEventListener('pointerover', outside);
    move(null, pictureOf(article));
    document.removeEventListener('pointerover', outside);
    // React stopped it at its root, waiting to replay it once the block hydrates.
    expect(outside).not.toHaveBeenCalled();
    await wait(PREVIEW_HOVER_DELAY_MS);
    expect(clipIn(article)).toHaveAttribute('src', '/media/first.mp4');
    move(pictureOf(article), null);
    expect(clips()).toHaveLength(0);
  });
});
