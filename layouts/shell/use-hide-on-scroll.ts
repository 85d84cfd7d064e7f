// Desktop only: the header slides away once the page is scrolled down past the threshold and comes
// back when scrolling up or near the top. On narrower screens it always stays.
import { useEffect, useState } from 'react';
import { DESKTOP_MIN } from '../../src/theme/breakpoints';

/** The header hides once the page scrolled past this many pixels. */
export const SCROLL_HIDE_THRESHOLD_PX = 20;

export function useHideOnScroll(threshold = SCROLL_HIDE_THRESHOLD_PX): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const desktop = typeof window.matchMedia === 'function' ? window.matchMedia(`(min-width: ${DESKTOP_MIN}px)`) : null;
    let lastY = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      if (!desktop?.matches || y <= threshold) setHidden(false);
      else if (y > lastY) setHidden(true);
      else if (y < lastY) setHidden(false);
      lastY = y;
    };
    window.addEventListener('scroll', update, { passive: true });
    desktop?.addEventListener('change', update);
    return () => {
      window.removeEventListener('scroll', update);
      desktop?.removeEventListener('change', update);
    };
  }, [threshold]);
  return hidden;
}
