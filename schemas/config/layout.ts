// One entry of a page layout: a container of entries or a block. The configuration's JSON Schema
// narrows each block's props by its `type` (one branch per registered block, composed by
// build-json-schema.ts); these schemas hold what every entry shares, and give the renderer its types.
import { Type, type Static } from '@sinclair/typebox';
import { BreakpointName, ColumnSpans } from './breakpoints';

/**
 * When the browser runs a block's code on a page the server rendered: `load` with the page,
 * `visible` once it comes near the viewport, `idle` when the browser has nothing more urgent to do,
 * `never` for a block whose server HTML is all it shows (its code and data stay on the server until
 * something changes it in place, such as the language or the theme).
 */
export const HydrationMode = Type.Union([Type.Literal('load'), Type.Literal('visible'), Type.Literal('idle'), Type.Literal('never')], {
  description: "when the browser runs the block's code on a server-rendered page (overrides the block's own choice; on a container, the default of the blocks inside)",
});
export type HydrationMode = Static<typeof HydrationMode>;

/** Entry-level settings every block and container shares. */
export const EntrySettings = {
  id: Type.String({ pattern: '^[A-Za-z0-9_-]+$', description: 'stable id (React key, preview error panels)' }),
  hideOn: Type.Array(BreakpointName, {
    uniqueItems: true,
    description: 'breakpoints at which the entry is hidden',
  }),
  spacing: Type.Union([Type.Literal('none'), Type.Literal('small'), Type.Literal('large')], {
    description: 'vertical space below the entry',
  }),
  hydrate: HydrationMode,
};

export const ContainerProps = Type.Object(
  {
    fluid: Type.Boolean({ description: 'full width instead of the centred page width' }),
    columns: ColumnSpans,
    gap: Type.Union([Type.Literal('none'), Type.Literal('small'), Type.Literal('large')]),
    background: Type.Union([Type.Literal('none'), Type.Literal('surface'), Type.Literal('surfaceAlt')]),
  },
  { additionalProperties: false },
);
export type ContainerProps = Static<typeof ContainerProps>;

const settings = {
  id: Type.Optional(EntrySettings.id),
  hideOn: Type.Optional(EntrySettings.hideOn),
  spacing: Type.Optional(EntrySettings.spacing),
  hydrate: Type.Optional(EntrySettings.hydrate),
};

/** A container (its props all optional, its entries nested) or a block (props checked per block type). */
export const LayoutEntry = Type.Recursive(
  (Entry) =>
    Type.Union([
      Type.Object({ type: Type.Literal('container'), ...settings, props: Type.Optional(Type.Partial(ContainerProps)), blocks: Type.Array(Entry) }),
      Type.Object({ type: Type.String(), ...settings, props: Type.Optional(Type.Record(Type.String(), Type.Unknown())), blocks: Type.Optional(Type.Never()) }),
    ]),
  { $id: 'LayoutEntry' },
);
export type LayoutEntry = Static<typeof LayoutEntry>;
export type ContainerEntry = Extract<LayoutEntry, { type: 'container' }>;

export const Layout = Type.Object({ containers: Type.Array(LayoutEntry) });
export type Layout = Static<typeof Layout>;
