// Grid breakpoints of the specification (section 9): xs < 576 <= sm < 768 <= md < 992 <= lg < 1200 <= xl < 1600 <= xxl.
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
export const BREAKPOINT_NAMES = Object.keys(BREAKPOINTS) as Breakpoint[];

/** `min-width` media query for a breakpoint. */
export const up = (bp: Breakpoint) => `@media (min-width: ${BREAKPOINTS[bp]}px)`;
/** `max-width` media query just below a breakpoint. */
export const below = (bp: Breakpoint) => `@media (max-width: ${BREAKPOINTS[bp] - 0.02}px)`;
/** Below this width the navigation collapses and desktop-only blocks hide (spec: 1000 px previews, 768 mobile). */
export const DESKTOP_MIN = BREAKPOINTS.lg;
