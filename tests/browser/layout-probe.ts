// Runs inside the page (page.evaluate): measures what a visitor would see as a broken layout at the
// current viewport width: sideways scrolling, text cut off by its box, text boxes drawn over each
// other. Self-contained (no imports, no closures): playwright sends the function's source text.

export interface LayoutProblem {
  kind: 'overflow' | 'clipped' | 'overlap';
  /** A CSS path of the element (and, for an overlap, of the other one) plus its text. */
  where: string;
}

export function measureLayout(): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const viewport = document.documentElement.clientWidth;
  const TOLERANCE = 1;
  // The layout does not change while measuring: read each element's style once.
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element) => {
    let style = styles.get(element);
    if (!style) styles.set(element, (style = getComputedStyle(element)));
    return style;
  };

  const pathOf = (element: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && node !== document.body && parts.length < 6; node = node.parentElement) {
      const block = node.getAttribute('data-block');
      const styled = [...node.classList].find((c) => /^[A-Z]/.test(c) || c.includes('__')) ?? '';
      let part = node.tagName.toLowerCase() + (node.id ? `#${node.id}` : '') + (block ? `[data-block=${block}]` : '') + (styled ? `.${styled}` : '');
      const parent = node.parentElement;
      if (parent && !node.id) {
        const same = [...parent.children].filter((c) => c.tagName === node!.tagName);
        if (same.length > 1) part += `:nth-of-type(${same.indexOf(node) + 1})`;
      }
      parts.unshift(part);
      if (block) break;
    }
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    return `${parts.join(' > ')} "${text}"`;
  };

  // Visible: rendered, not hidden for assistive-technology-only reading, not inside a closed or
  // inert part (a closed menu, an inactive slide).
  const hiddenCache = new Map<Element, boolean>();
  const isHidden = (element: Element): boolean => {
    const known = hiddenCache.get(element);
    if (known !== undefined) return known;
    const style = styleOf(element);
    const rect = element.getBoundingClientRect();
    let hidden =
      style.display === 'none' ||
      style.visibility === 'hidden' ||
      style.visibility === 'collapse' ||
      Number(style.opacity) === 0 ||
      element.getAttribute('aria-hidden') === 'true' ||
      element.hasAttribute('inert') ||
      // Screen-reader-only texts are clipped on purpose.
      (style.position === 'absolute' && rect.width <= 1 && rect.height <= 1) ||
      (style.clip !== 'auto' && style.clip !== '' && /rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(style.clip)) ||
      style.clipPath === 'inset(50%)';
    if (!hidden && element.parentElement) hidden = isHidden(element.parentElement);
    hiddenCache.set(element, hidden);
    return hidden;
  };

  // What of an element its ancestors let show: the intersection of every ancestor's padding box that
  // hides or scrolls its overflow (a fixed element leaves them behind).
  interface Box {
    left: number;
    top: number;
    right: number;
    bottom: number;
  }
  const EVERYTHING: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
  const clipCache = new Map<Element, Box>();
  const clipOf = (element: Element): Box => {
    const known = clipCache.get(element);
    if (known) return known;
    const parent = element.parentElement;
    const clip = parent && styleOf(element).position !== 'fixed' ? clipInside(parent) : EVERYTHING;
    clipCache.set(element, clip);
    return clip;
  };
  /** What an element lets its own content show: its clip, narrowed by its padding box if it clips. */
  const clipInside = (element: Element): Box => {
    const clip = { ...clipOf(element) };
    const style = styleOf(element);
    const rect = element.getBoundingClientRect();
    if (style.overflowX !== 'visible') {
      clip.left = Math.max(clip.left, rect.left + element.clientLeft);
      clip.right = Math.min(clip.right, rect.left + element.clientLeft + element.clientWidth);
    }
    if (style.overflowY !== 'visible') {
      clip.top = Math.max(clip.top, rect.top + element.clientTop);
      clip.bottom = Math.min(clip.bottom, rect.top + element.clientTop + element.clientHeight);
    }
    return clip;
  };
  const intersect = (a: Box, b: Box): Box | null => {
    const box = { left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) };
    return box.right - box.left > 0.5 && box.bottom - box.top > 0.5 ? box : null;
  };

  // Every visible text node with its boxes (one per line), as far as its ancestors let them show.
  interface TextBox {
    element: Element;
    box: DOMRect;
    /** The height of its shortest line. */
    lineHeight: number;
    visible: Box[];
    layer: Element | null;
  }
  const texts: TextBox[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const element = node.parentElement;
    if (!element || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION', 'TEXTAREA'].includes(element.tagName) || isHidden(element)) continue;
    range.selectNodeContents(node);
    const clip = clipInside(element);
    const lines = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
    const visible = lines.map((r) => intersect(r, clip)).filter((r): r is Box => r !== null);
    if (!visible.length) continue;
    // Texts in a fixed, sticky or absolutely placed layer lie over others on purpose (header, banners,
    // captions over pictures): compare texts only within one layer.
    let layer: Element | null = null;
    for (let up: Element | null = element; up && up !== document.body; up = up.parentElement) {
      if (['fixed', 'sticky', 'absolute'].includes(styleOf(up).position)) {
        layer = up;
        break;
      }
    }
    texts.push({ element, box: range.getBoundingClientRect(), lineHeight: Math.min(...lines.map((r) => r.height)), visible, layer });
  }

  // 1. Sideways scrolling: the document is wider than the viewport; name the outermost elements that
  // reach beyond it and that no ancestor clips (hidden ones count: they still widen the page).
  if (document.documentElement.scrollWidth > viewport + TOLERANCE) {
    const reaches = (element: Element) =>
      styleOf(element).display !== 'none' && Math.min(element.getBoundingClientRect().right, clipOf(element).right) > viewport + TOLERANCE;
    const culprits = [...document.body.querySelectorAll('*')].filter((element) => reaches(element) && !(element.parentElement && element.parentElement !== document.body && reaches(element.parentElement)));
    problems.push({
      kind: 'overflow',
      where: `document is ${document.documentElement.scrollWidth}px wide for ${viewport}px: ${culprits.slice(0, 4).map(pathOf).join('; ') || 'no single element'}`,
    });
  }

  // 2. Clipped text: a text reaching beyond an ancestor that hides its overflow, unless an ellipsis
  // or a line clamp says the cut is intended. A text entirely outside (an off-screen slide) is hidden,
  // not clipped; scrolling containers (carousels, tables) let the visitor reach it.
  const reported = new Set<Element>();
  for (const text of texts) {
    for (let up: Element | null = text.element; up && up !== document.documentElement; up = up.parentElement) {
      const style = styleOf(up);
      const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') break;
      // A scrolling box lets the visitor reach the rest.
      if (['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY)) break;
      if (!clipsX && !clipsY) continue;
      const box = up.getBoundingClientRect();
      const inner = {
        left: box.left + up.clientLeft,
        top: box.top + up.clientTop,
        right: box.left + up.clientLeft + up.clientWidth,
        bottom: box.top + up.clientTop + up.clientHeight,
      };
      const t = text.box;
      const outside = t.right <= inner.left || t.left >= inner.right || t.bottom <= inner.top || t.top >= inner.bottom;
      if (outside) break;
      // Half a line below is the font's descent area, not a cut glyph: allow a quarter of a line.
      const slackY = text.lineHeight / 4;
      const cutX = clipsX && (t.left < inner.left - TOLERANCE || t.right > inner.right + TOLERANCE);
      const cutY = clipsY && (t.top < inner.top - slackY || t.bottom > inner.bottom + slackY);
      if ((cutX || cutY) && !reported.has(text.element)) {
        reported.add(text.element);
        problems.push({ kind: 'clipped', where: `${pathOf(text.element)} cut by ${pathOf(up)}` });
      }
      if (cutX || cutY) break;
    }
  }

  // 3. Overlapping texts: two texts of the same layer whose line boxes cross by more than a sliver.
  for (let i = 0; i < texts.length; i += 1) {
    const a = texts[i]!;
    for (let j = i + 1; j < texts.length; j += 1) {
      const b = texts[j]!;
      if (a.layer !== b.layer || a.element === b.element) continue;
      if (a.box.right <= b.box.left || b.box.right <= a.box.left || a.box.bottom <= b.box.top || b.box.bottom <= a.box.top) continue;
      const crossing = a.visible.some((ra) =>
        b.visible.some((rb) => {
          const width = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
          const height = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
          return width > 2 && height > Math.min(ra.bottom - ra.top, rb.bottom - rb.top) / 3;
        }),
      );
      if (crossing) problems.push({ kind: 'overlap', where: `${pathOf(a.element)} overlaps ${pathOf(b.element)}` });
    }
  }
  return problems;
}
