// Prop groups shared by many blocks, composed once here instead of repeated in every schema.
import { Type } from '@sinclair/typebox';

export const Heading = Type.String({ description: 'headline above the block; empty for none' });

/** Which public update list a block shows: part of the API contract (GET public/updates/{source}). */
export { UpdateSource } from '../schemas/api/requests';

export const Orientation = Type.Union([Type.Literal('landscape'), Type.Literal('upright')], {
  description: 'preview image shape: landscape 16:9 or upright 2:3',
});

export const Count = (fallback: number) => Type.Integer({ minimum: 1, maximum: 48, description: `number of items (default ${fallback})` });

export const ImageWidths = Type.Object(
  { '620': Type.String(), '960': Type.String(), '1920': Type.String(), '3840': Type.String() },
  { additionalProperties: false, description: 'image URL at each width' },
);

export const Align = Type.Union([Type.Literal('left'), Type.Literal('center'), Type.Literal('right')]);
