// What a visitor does before the app has taken the page over. Links work without it, but a click on
// a control (a menu button, the age gate's Enter, a slider arrow) would do nothing, and a form sent
// by the browser would skip the app's checks. Such input is held and done again once the app has
// started (<html data-app-ready>), so the first click is never lost. React is not involved: this
// runs in the bootstrap, before React is loaded.

/** Elements whose click needs the app. A link inside one (terms in a checkbox label) still just navigates. */
const CONTROL =
  'button, summary, label, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="menuitem"], input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"], input[type="image"]';

type Held = { kind: 'click'; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

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
  const hold = (event: Event, item: Held) => {
    event.preventDefault();
    // React listens on the page's root: it must not act on it now and again when it is done again.
    event.stopImmediatePropagation();
    const element = item.kind === 'click' ? item.target : item.form;
    if (!held.some((h) => (h.kind === 'click' ? h.target : h.form) === element)) held.push(item);
  };
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const control = event.target.closest<HTMLElement>(CONTROL);
    if (!control || event.target.closest('a[href]')) return;
    hold(event, { kind: 'click', target: control });
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    hold(event, { kind: 'submit', form: event.target, submitter: event.submitter });
  };
  win.addEventListener('click', onClick, true);
  win.addEventListener('submit', onSubmit, true);
  void whenAppReady(doc).then(() => {
    win.removeEventListener('click', onClick, true);
    win.removeEventListener('submit', onSubmit, true);
    for (const item of held) {
      if (item.kind === 'click') {
        if (item.target.isConnected) item.target.click();
      } else if (item.form.isConnected) {
        const submitter = item.submitter?.isConnected && item.submitter.closest('form') === item.form ? item.submitter : undefined;
        item.form.requestSubmit(submitter);
      }
    }
  });
}
