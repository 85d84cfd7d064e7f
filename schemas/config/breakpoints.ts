// The grid's breakpoints and column spans, defined once: the configuration schema (`hideOn`,
// `columns`), the theme's media queries and the grid all read them from here.
import { Type, type Static, type TInteger, type TLiteral, type TObject, type TOptional, type TUnion } from '@sinclair/typebox';

import { BREAKPOINTS, BREAKPOINT_NAMES, type Breakpoint } from './breakpoint-widths';

export { BREAKPOINTS, BREAKPOINT_NAMES, type Breakpoint };

const byBreakpoint = <T>(value: (bp: Breakpoint) => T) =>
  Object.fromEntries(BREAKPOINT_NAMES.map((bp) => [bp, value(bp)])) as Record<Breakpoint, T>;

/** `xs <576, sm 576, md 768, …, xxl >=1600 px`, for the schema's description. */
const ranges = BREAKPOINT_NAMES.map((bp, index) => {
  if (index === 0) return `${bp} <${BREAKPOINTS[BREAKPOINT_NAMES[1] ?? bp]}`;
  return index === BREAKPOINT_NAMES.length - 1 ? `${bp} >=${BREAKPOINTS[bp]} px` : `${bp} ${BREAKPOINTS[bp]}`;
}).join(', ');

export const BreakpointName: TUnion<TLiteral<Breakpoint>[]> = Type.Union(BREAKPOINT_NAMES.map((bp) => Type.Literal(bp)));

/** Columns of a 12-column grid a child spans from each breakpoint on; one left out keeps the span below it. */
export const ColumnSpans: TObject<Record<Breakpoint, TOptional<TInteger>>> = Type.Object(
  byBreakpoint(() => Type.Optional(Type.Integer({ minimum: 1, maximum: 12 }))),
  {
    additionalProperties: false,
    description: `columns (of 12) that each card, or each entry of a container, spans from each breakpoint on (${ranges}); a breakpoint left out keeps the span of the one below it (12 if none)`,
  },
);
export type ColumnSpans = Static<typeof ColumnSpans>;
