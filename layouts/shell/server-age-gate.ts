// The age gate the server put in the page (./age-gate-template.tsx), taken over by the bootstrap
// before (and without) the app: the page behind it is inert until the visitor enters. Without
// JavaScript Enter POSTs the gate's form to AGE_GATE_PATH (the server sets the cookie and sends the
// visitor back); with it, Enter stores the confirmation here and gives the page back at once, with
// no request. The bootstrap focuses Enter, keeps Tab in the dialog and locks the page's scrolling.
// Escape does nothing, as in the app's gate. Plain DOM: this runs before React is loaded.
import { OUTSIDE_APP_ATTR } from '../../src/ssr/early-input';
import { confirmAge, isAgeConfirmed, shareAgeConfirmation } from './age-gate-storage';

export { AGE_GATE_PATH } from '../../shared/age-confirmation';
/** The gate's form (outside the dialog's kept markup: it names the page to go back to). */
export const AGE_GATE_FORM_ID = 'age-gate-form';
/** Marks the gate's Enter button in that markup. */
export const AGE_GATE_ENTER_ATTR = 'data-age-gate-enter';

const serverGateOf = (doc: Document) => doc.querySelector<HTMLElement>(`[${OUTSIDE_APP_ATTR}="age-gate"]`);

/** True while the server's gate is in the page (the app's gate then stays closed). */
export const isServerAgeGateShown = (doc: Document) => serverGateOf(doc) !== null;

/** Gives the page back: the gate and its form gone, the page no longer inert. */
function removeServerGate(doc: Document, gate: HTMLElement) {
  gate.remove();
  doc.getElementById(AGE_GATE_FORM_ID)?.remove();
  doc.getElementById('root')?.removeAttribute('inert');
  doc.body.style.overflow = '';
}

/**
 * Takes over the server's gate. True when the gate is handled (shown, or not due); false when the
 * page has none and the visitor has not confirmed (the app then draws its own gate).
 */
export function takeOverServerAgeGate(doc: Document): boolean {
  const gate = serverGateOf(doc);
  if (isAgeConfirmed()) {
    // Confirmed in local storage before the cookie existed: the server sees it from now on.
    shareAgeConfirmation();
    if (gate) removeServerGate(doc, gate);
    return true;
  }
  const enter = gate?.querySelector<HTMLElement>(`[${AGE_GATE_ENTER_ATTR}]`);
  if (!gate || !enter) return false;
  enter.focus();
  // Focus stays in the dialog, also after a click on the backdrop (the page itself is inert).
  const onKeyDown = (event: KeyboardEvent) => keepFocusIn(gate, event);
  doc.addEventListener('keydown', onKeyDown);
  enter.addEventListener('click', (event) => {
    event.preventDefault();
    confirmAge();
    doc.removeEventListener('keydown', onKeyDown);
    removeServerGate(doc, gate);
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
