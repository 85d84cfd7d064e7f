// What SiteLink (a React click) and the static blocks' document listener (a DOM click) share: which
// click the app follows instead of the browser, and how it follows it, as React Router's Link does.
import { startTransition, type ContextType } from 'react';
import type { UNSAFE_NavigationContext as NavigationContext } from 'react-router';
import { navigationStarted } from './navigation-state';

type Navigation = Pick<ContextType<typeof NavigationContext>, 'navigator' | 'useTransitions'>;

interface ClickLike {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}

/** A plain left click the browser would follow in this tab (not cancelled, no modifier, no other target). */
export const isPlainLeftClick = (event: ClickLike, target?: string | null): boolean =>
  !event.defaultPrevented && event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * Opens `to` in the app. As Link: a link to the page shown (`here`, path with query and hash)
 * replaces its history entry instead of adding one, unless `replace` says otherwise.
 */
export function navigateInApp({ navigator, useTransitions }: Navigation, to: string, here: string, replace?: boolean): void {
  const go = () => {
    if ((replace ?? here === to)) navigator.replace(to);
    else navigator.push(to);
    // The address is the new one now; the router shows it once the new page is ready.
    navigationStarted();
  };
  if (useTransitions) startTransition(go);
  else go();
}
