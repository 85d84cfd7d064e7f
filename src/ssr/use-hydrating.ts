import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/** True while React hydrates server HTML (and on the server); false in every later render. */
export const useHydrating = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
