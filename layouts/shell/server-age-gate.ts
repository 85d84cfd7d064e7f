// The age gate the server put in the page, shown by the bootstrap before (and without) the app, so a
// first-time visitor is stopped at once and the app can still start after the page has loaded. The
// server renders the gate's dialog into an inert template (./age-gate-template.tsx); this puts
// a copy in the page over the page (focus kept in it, scrolling locked), focuses Enter, and on Enter
// stores the confirmation and takes the gate away.
// Escape does nothing, as in the app's gate. Plain DOM: this runs before React is loaded.
import { OUTSIDE_APP_ATTR } from '../../src/ssr/early-input';
import { confirmAge } from './age-gate-storage';

/** The inert template holding the gate's markup. */
export const AGE_GATE_TEMPLATE_ID = 'age-gate-template';
/** Marks the gate's Enter button in that markup. */
export const AGE_GATE_ENTER_ATTR = 'data-age-gate-enter';

/** True while the server's gate is in the page (the app's gate then stays closed). */
export const isServerAgeGateShown = (doc: Document) => doc.querySelector(`[${OUTSIDE_APP_ATTR}="age-gate"]`) !== null;

/** Shows the gate from the page's template. False when the page has none (the app then draws its own gate). */
export function showServerAgeGate(doc: Document): boolean {
  const template = doc.getElementById(AGE_GATE_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return false;
  const gate = doc.createElement('div');
  gate.setAttribute(OUTSIDE_APP_ATTR, 'age-gate');
  gate.append(template.content.cloneNode(true));
  const enter = gate.querySelector<HTMLElement>(`[${AGE_GATE_ENTER_ATTR}]`);
  if (!enter) return false;

  const { body, documentElement } = doc;
  const previousOverflow = body.style.overflow;
  const previousPaddingRight = body.style.paddingRight;
  // Keep the page from shifting sideways when its scrollbar disappears.
  const scrollbarWidth = (doc.defaultView?.innerWidth ?? 0) - documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
  body.append(gate);
  enter.focus();
  // Focus stays in the dialog, also after a click on the backdrop (aria-modal tells assistive
  // technology the rest is out of reach, and the backdrop covers the page for the pointer). Not
  // `inert` on the page: that would restyle every element of it.
  const onKeyDown = (event: KeyboardEvent) => keepFocusIn(gate, event);
  doc.addEventListener('keydown', onKeyDown);

  enter.addEventListener('click', () => {
    confirmAge();
    doc.removeEventListener('keydown', onKeyDown);
    gate.remove();
    body.style.overflow = previousOverflow;
    body.style.paddingRight = previousPaddingRight;
  });
  return true;
}

/** Tab and Shift+Tab go round the dialog's links and buttons. */
function keepFocusIn(gate: HTMLElement, event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  const items = Array.from(gate.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'));
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = gate.ownerDocument.activeElement;
  if (event.shiftKey && (active === first || !gate.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !gate.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
