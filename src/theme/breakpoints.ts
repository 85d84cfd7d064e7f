// Media queries at the grid's breakpoints (their names and widths: schemas/config/breakpoints.ts).
import { BREAKPOINTS, type Breakpoint } from '../../schemas/config/breakpoint-widths';

/** `min-width` media query for a breakpoint. */
export const up = (bp: Breakpoint) => `@media (min-width: ${BREAKPOINTS[bp]}px)`;
/** `max-width` media query just below a breakpoint. */
export const below = (bp: Breakpoint) => `@media (max-width: ${BREAKPOINTS[bp] - 0.02}px)`;
/** Below this width the navigation collapses and desktop-only blocks hide (tablets and phones). */
export const DESKTOP_MIN = BREAKPOINTS.lg;
