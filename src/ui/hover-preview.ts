// Update cards' preview clips without React: a card names its clip in `data-preview-clip` and keeps
// an empty `data-preview-slot`; one set of listeners on the document plays the clip of the card
// under the pointer. So a block of cards can keep its server HTML (islands: `never`) and still preview.

/** The specification's hover delay before a preview clip starts. */
export const PREVIEW_HOVER_DELAY_MS = 200;

/** A card with a clip (none when the visitor gets no clips: youth protection). */
const CARD = '[data-preview-clip]';
/** The element the clip goes in; React renders it empty and never touches its content. */
const SLOT = '[data-preview-slot]';

const installed = new WeakMap<Document, () => void>();

function createClip(doc: Document, src: string): HTMLVideoElement {
  const video = doc.createElement('video');
  // Muted before it is in the page, as autoplay policies require; the attributes say so for CSS and tests.
  video.muted = true;
  video.defaultMuted = true;
  video.loop = true;
  video.autoplay = true;
  video.playsInline = true;
  video.setAttribute('muted', '');
  video.setAttribute('playsinline', '');
  video.setAttribute('aria-hidden', 'true');
  video.setAttribute('data-testid', 'update-preview-clip');
  video.src = src;
  return video;
}

/**
 * Installs the preview listeners on `doc` once (later calls return the same uninstall). The clip
 * starts after the pointer has rested on a card for PREVIEW_HOVER_DELAY_MS and goes when it
 * leaves; only with a pointer that hovers (`(hover: hover)`, not a touch).
 */
export function installHoverPreview(doc: Document = document): () => void {
  const existing = installed.get(doc);
  if (existing) return existing;
  const view = doc.defaultView;
  const hover = view?.matchMedia?.('(hover: hover)');

  let card: Element | null = null;
  let clip: HTMLVideoElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    clip?.remove();
    clip = null;
    card = null;
  };

  const play = (target: Element) => {
    timer = undefined;
    const src = target.getAttribute('data-preview-clip');
    const slot = target.querySelector(SLOT);
    // The card may have been re-rendered without a clip, or left the page, meanwhile.
    if (!src || !slot || !target.isConnected) return;
    clip = createClip(doc, src);
    slot.append(clip);
  };

  const onOver = (event: Event) => {
    if ((event as PointerEvent).pointerType === 'touch' || !hover?.matches) return;
    const target = event.target instanceof Element ? event.target.closest(CARD) : null;
    if (target === card) return;
    stop();
    if (!target) return;
    card = target;
    timer = setTimeout(() => play(target), PREVIEW_HOVER_DELAY_MS);
  };

  const onOut = (event: Event) => {
    if (!card) return;
    const to = (event as PointerEvent).relatedTarget;
    // Moving between the card's own elements is no leaving.
    if (to instanceof Node && card.contains(to)) return;
    stop();
  };

  // Capturing: in a block still waiting to hydrate (or never hydrating), React stops pointerover at
  // its root to replay it later, so it never bubbles up to the document.
  doc.addEventListener('pointerover', onOver, true);
  doc.addEventListener('pointerout', onOut, true);
  const uninstall = () => {
    stop();
    doc.removeEventListener('pointerover', onOver, true);
    doc.removeEventListener('pointerout', onOut, true);
    installed.delete(doc);
  };
  installed.set(doc, uninstall);
  return uninstall;
}
