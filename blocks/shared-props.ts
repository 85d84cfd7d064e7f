// Prop groups shared by many blocks, composed once here instead of repeated in every schema.
import { Type, type Evaluate, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import type { BlockDefinition } from './define-block';
import { LocalizedText } from '../src/i18n/localized-text';

/** A group of props several blocks offer: their schema and the defaults they start from. */
interface PropGroup<P extends TProperties> {
  properties: P;
  defaults: Partial<Static<TObject<P>>>;
}

/**
 * A block's props schema with a group's properties in front of its own (conditional on S so that
 * TypeScript checks the result is a TObject only once S is known).
 */
type WithGroup<P extends TProperties, S extends TObject> = S extends TObject<infer Q> ? TObject<Evaluate<P & Q>> : never;

/**
 * Adds a prop group to a block definition, as Puck's `withLayout` does: the group's properties
 * join the block's schema and the group's defaults its defaults (the block's own win).
 */
const withGroup =
  <P extends TProperties>(group: PropGroup<P>) =>
  <S extends TObject>(definition: BlockDefinition<S>): BlockDefinition<WithGroup<P, S>> => {
    const { properties, required: _required, type: _type, ...options } = definition.schema;
    return {
      ...definition,
      schema: Type.Object({ ...group.properties, ...properties }, options) as unknown as WithGroup<P, S>,
      defaults: { ...group.defaults, ...definition.defaults } as Static<WithGroup<P, S>>,
      // The component also takes the group's props: every one is optional or has a default.
      load: definition.load as BlockDefinition<WithGroup<P, S>>['load'],
    };
  };

const headingGroup = {
  properties: {
    heading: Type.Optional(
      Type.Union(LocalizedText.anyOf, {
        description:
          'heading above the block: a text, or a map from translate code to text; left out or empty, the block shows its own title or none',
      }),
    ),
  },
  defaults: {},
} satisfies PropGroup<TProperties>;

/** The `heading` prop: a localized headline above the block. */
export const withHeading = withGroup(headingGroup);
export type WithHeading<S extends TObject> = WithGroup<typeof headingGroup.properties, S>;

/** Which public update list a block shows: part of the API contract (GET public/updates/{source}). */
export { UpdateSource } from '../schemas/api/requests';

export const Orientation = Type.Union([Type.Literal('landscape'), Type.Literal('upright')], {
  description: 'preview image shape: landscape 16:9 or upright 2:3',
});

/** How a card grid sits on phones (`PhoneLayout` in src/ui/card-helpers.ts). */
export const PhoneLayout = Type.Union([Type.Literal('columns'), Type.Literal('row'), Type.Literal('configured')], {
  description:
    'cards on phones (below 768 px): columns (default) at least two per row whatever `columns` says; row one horizontally scrolling row; configured exactly the spans of `columns`',
});

export const ImageWidths = Type.Object(
  { '620': Type.String(), '960': Type.String(), '1920': Type.String(), '3840': Type.String() },
  { additionalProperties: false, description: 'image URL at each width' },
);

/** The soft variant of an operator's picture: what guests see in youth-protection mode. */
export const SoftImageWidths = Type.Object(ImageWidths.properties, {
  additionalProperties: false,
  description: 'soft variant of the image, shown to guests in youth-protection mode (core.fsk12.enableGlobalFsk12Mode); without it they see no picture here',
});

export const Align = Type.Union([Type.Literal('left'), Type.Literal('center'), Type.Literal('right')]);
