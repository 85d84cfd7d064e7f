// The column spans of a list grid, per breakpoint (12 columns; e.g. 12/6/3/2/2/2 from xs to xxl).
// A breakpoint left out keeps the span of the one below it.
import { Type } from '@sinclair/typebox';

const Span = Type.Integer({ minimum: 1, maximum: 12 });

export const GridColumns = Type.Object(
  {
    xs: Type.Optional(Span),
    sm: Type.Optional(Span),
    md: Type.Optional(Span),
    lg: Type.Optional(Span),
    xl: Type.Optional(Span),
    xxl: Type.Optional(Span),
  },
  { additionalProperties: false, description: 'columns (of 12) one card spans from each breakpoint on: xs <576, sm, md, lg, xl, xxl >=1600 px' },
);
