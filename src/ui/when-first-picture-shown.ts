// When what can wait (the slider's carousel code, a header's trailer clip) may load: after the
// picture under it (the page's largest paint) has arrived, at the browser's next idle moment, so it
// never competes with that picture for the network or the main thread. Without a picture
// (youth-protection mode may show none) it waits only for idle.
type Cancel = () => void;

const IDLE_TIMEOUT_MS = 2000;

function onIdle(run: () => void): Cancel {
  const { requestIdleCallback, cancelIdleCallback } = window;
  if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback: the next task, after the current work and paint.
  const id = window.setTimeout(run, 0);
  return () => window.clearTimeout(id);
}

/** Calls `start` once, after the first <img> inside `root` has loaded (or failed) and the browser is idle. Returns a cancel function. */
export function whenFirstPictureShown(root: HTMLElement, start: () => void): Cancel {
  let cancelIdle: Cancel | null = null;
  const picture = root.querySelector('img');
  if (!picture || picture.complete || document.readyState === 'complete') {
    cancelIdle = onIdle(start);
    return () => cancelIdle?.();
  }
  const arrived = () => {
    stopListening();
    cancelIdle = onIdle(start);
  };
  const stopListening = () => {
    picture.removeEventListener('load', arrived);
    picture.removeEventListener('error', arrived);
    window.removeEventListener('load', arrived);
  };
  picture.addEventListener('load', arrived);
  picture.addEventListener('error', arrived);
  // The page's load event comes after every eager picture, the first one included.
  window.addEventListener('load', arrived);
  return () => {
    stopListening();
    cancelIdle?.();
  };
}
