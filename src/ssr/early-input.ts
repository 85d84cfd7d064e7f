// What a visitor does before the app has taken the page over. Links work without it, but a click on
// a control (a menu button, a slider arrow, a favourite heart) would do nothing, and a form sent
// by the browser would skip the app's checks. Such input is held and done again once the app has
// started (<html data-app-ready>), so the first click is never lost. What was typed into a field
// is handed to the app first: React's state of a field starts from what the server rendered (empty),
// not from what the field shows. This runs in the bootstrap, before React is loaded.

/** Elements whose click needs the app. A link inside one (terms in a checkbox label) still just navigates. */
const CONTROL =
  'button, summary, label, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="menuitem"], input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"], input[type="image"]';

/**
 * Sent (bubbling) by a block's frame once the block has hydrated: a click held inside it is done at
 * once, without waiting for the whole app (layouts/layout-entry.tsx).
 */
export const BLOCK_HYDRATED_EVENT = 'block-hydrated';

/** On a control whose click is held: shown pressed (src/theme/global-style.ts) until it is done. */
export const HELD_PRESS_ATTR = 'data-held-press';

/** Marks markup outside the app with its own behaviour (the server's age gate): its clicks are not held. */
export const OUTSIDE_APP_ATTR = 'data-outside-app';

type Held = { kind: 'click'; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/**
 * Tells the app a field's value as if it had just been typed. React keeps its own record of a
 * field's value and fires onChange only when the field's value differs from it; setting `value`
 * on the element updates that record too, so the record is set to empty that way, the typed value
 * through the prototype's setter (as typing does), and then the input event goes out.
 */
function handFieldToApp(field: Field, value: string) {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field.type === 'checkbox' || field.type === 'radio' || field.type === 'file') return;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  field.value = '';
  if (setValue) setValue.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** True once the app has started in `doc` (app/app.tsx sets the attribute). */
export const isAppReady = (doc: Document) => doc.documentElement.hasAttribute('data-app-ready');

/** Resolves when the app has started in `doc`. */
export function whenAppReady(doc: Document): Promise<void> {
  if (isAppReady(doc)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!isAppReady(doc)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(doc.documentElement, { attributes: true, attributeFilter: ['data-app-ready'] });
  });
}

/**
 * Holds clicks on controls and form submissions in `win` until the app has started, then does each
 * again (once per element: impatient repeated clicks on a button that did nothing count once).
 */
export function holdEarlyInput(win: Window): void {
  const doc = win.document;
  if (isAppReady(doc)) return;
  const held: Held[] = [];
  // Fields typed into before the app started, with what was typed (React may render them empty meanwhile).
  const typed = new Map<Field, string>();
  const onType = (event: Event) => {
    if (isField(event.target)) typed.set(event.target, event.target.value);
  };
  const hold = (event: Event, item: Held) => {
    event.preventDefault();
    // React listens on the page's root: it must not act on it now and again when it is done again.
    event.stopImmediatePropagation();
    const element = item.kind === 'click' ? item.target : item.form;
    if (held.some((h) => (h.kind === 'click' ? h.target : h.form) === element)) return;
    held.push(item);
    if (item.kind === 'click') item.target.setAttribute(HELD_PRESS_ATTR, '');
  };
  const replay = (item: Held) => {
    if (item.kind === 'click') {
      item.target.removeAttribute(HELD_PRESS_ATTR);
      if (item.target.isConnected) item.target.click();
    } else if (item.form.isConnected) {
      const submitter = item.submitter?.isConnected && item.submitter.closest('form') === item.form ? item.submitter : undefined;
      item.form.requestSubmit(submitter);
    }
  };
  // A block that has hydrated takes its held clicks now (a slider's arrow, a trailer's Play).
  const onBlockHydrated = (event: Event) => {
    const block = event.target;
    if (!(block instanceof Element) || typed.size) return;
    for (const item of held.filter((h) => h.kind === 'click' && block.contains(h.target))) {
      held.splice(held.indexOf(item), 1);
      replay(item);
    }
  };
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const control = event.target.closest<HTMLElement>(CONTROL);
    if (!control || event.target.closest(`a[href], [${OUTSIDE_APP_ATTR}]`)) return;
    hold(event, { kind: 'click', target: control });
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    hold(event, { kind: 'submit', form: event.target, submitter: event.submitter });
  };
  win.addEventListener('click', onClick, true);
  win.addEventListener('submit', onSubmit, true);
  win.addEventListener('input', onType, true);
  win.addEventListener('change', onType, true);
  win.addEventListener(BLOCK_HYDRATED_EVENT, onBlockHydrated, true);
  void whenAppReady(doc).then(async () => {
    win.removeEventListener(BLOCK_HYDRATED_EVENT, onBlockHydrated, true);
    win.removeEventListener('click', onClick, true);
    win.removeEventListener('submit', onSubmit, true);
    win.removeEventListener('input', onType, true);
    win.removeEventListener('change', onType, true);
    for (const [field, value] of typed) if (field.isConnected && value !== '') handFieldToApp(field, value);
    // The app renders with those values before the held clicks reach its handlers.
    if (typed.size) await new Promise((resolve) => setTimeout(resolve, 0));
    for (const item of held.splice(0)) replay(item);
  });
}
