// Shapes shared by every API payload. TypeBox gives the JSON Schema (for ajv and OpenAPI)
// and the TypeScript type from one declaration.
import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** The largest row id: PostgreSQL's integer columns end there, so a larger id is refused, not sent to SQL. */
export const MAX_ID = 2_147_483_647;

/** A row id in a request (path, query or body). */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });

import { IMAGE_WIDTHS, MAX_RESULTS_HEADER, type ImageWidth } from './wire-constants';

export { IMAGE_WIDTHS, MAX_RESULTS_HEADER, type ImageWidth };

/** One picture at the four widths; keys are the widths in pixels. */
export const ImageSet = Type.Object(
  {
    '620': Type.String(),
    '960': Type.String(),
    '1920': Type.String(),
    '3840': Type.String(),
  },
  { $id: 'ImageSet', description: 'URLs of one picture at 620/960/1920/3840 px width' },
);
export type ImageSet = Static<typeof ImageSet>;

/** A named, linkable thing: tag, place, channel, category, or a model reference. */
export const NamedRef = Type.Object({
  id: Type.Integer(),
  fullName: Type.String(),
  permaLink: Type.String(),
});
export type NamedRef = Static<typeof NamedRef>;

/** Every successful response wraps its payload in `data`. */
export const DataEnvelope = <T extends TSchema>(data: T) => Type.Object({ data });

/** Every error response: `{ error: { code, message, fields? } }`. */
export const ApiError = Type.Object({
  error: Type.Object({
    code: Type.String({ description: 'machine-readable, e.g. validation_failed, not_found' }),
    message: Type.String({ description: 'human-readable, the specification wording where it gives one' }),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
  }),
});
export type ApiError = Static<typeof ApiError>;

