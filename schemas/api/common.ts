// Shapes shared by every API payload. TypeBox gives the JSON Schema (for ajv and OpenAPI)
// and the TypeScript type from one declaration.
import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** Image widths of the specification. */
export const IMAGE_WIDTHS = [620, 960, 1920, 3840] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

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

/** Header carrying the total number of rows of a paged list. */
export const MAX_RESULTS_HEADER = 'maxresults';
