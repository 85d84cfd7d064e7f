// The block contract: what one entry of the registry is. A block's folder exports one of these
// from its index.ts; the component itself is loaded lazily so that the registry (and the schema
// generator that reads it) never pulls in React code it does not render.
import type { ComponentType } from 'react';
import type { Static, TObject } from '@sinclair/typebox';
import type { ModuleName } from '../schemas/config/site-config';

export interface BlockDefinition<S extends TObject = TObject> {
  /** The `type` value of a layout entry, e.g. `slider`. */
  type: string;
  /** Shown in Storybook, in the studio palette and in configuration errors. */
  title: string;
  description: string;
  /** The module whose content it shows: a layout keeping it while the module is disabled is an error. */
  module?: ModuleName;
  /**
   * Props schema. A required property has a value in `defaults`; one the component can do without
   * is `Type.Optional`. In a configuration each may be omitted (the generated schema is partial).
   */
  schema: S;
  /** The props the block renders with when a configuration gives none. */
  defaults: Static<S>;
  load: () => Promise<{ default: ComponentType<Static<S>> }>;
}

export const defineBlock = <S extends TObject>(definition: BlockDefinition<S>): BlockDefinition<S> => definition;

export type BlockProps<D> = D extends BlockDefinition<infer S> ? Static<S> : never;

/** What the browser needs of a block to render it: no schema, so TypeBox stays out of the page bundle. */
export type ClientBlock = Pick<BlockDefinition, 'type' | 'title' | 'defaults' | 'load'>;
