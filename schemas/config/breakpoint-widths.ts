// The grid's breakpoints as plain values, without TypeBox: the browser's theme, grid and layout
// frames import these, so the schema builder stays out of the page's JavaScript.
/** Minimum viewport width (px) of each breakpoint, smallest first. */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
export const BREAKPOINT_NAMES = Object.keys(BREAKPOINTS) as Breakpoint[];
