// The block contract: what one entry of the registry is. A block's folder exports one of these
// from its index.ts; the component itself is loaded lazily so that the registry (and the schema
// generator that reads it) never pulls in React code it does not render.
import type { ComponentType } from 'react';
import type { Static, TObject } from '@sinclair/typebox';
import type { ModuleName, SiteConfig } from '../schemas/config/site-config';
import type { SiteName } from '../schemas/config/sites';
import { HydrationMode } from '../schemas/config/layout';
import type { ApiKind, Key } from '../src/api/use-api';

/** What a block's data declaration knows of the page: the route and the configuration. */
export interface BlockPage {
  site: SiteName;
  /** Route params, e.g. { permaLink }. */
  params: Readonly<Record<string, string | undefined>>;
  query: URLSearchParams;
  config: SiteConfig;
}

/** An API hook's request as the block's hook keys it (src/api/*): a `useApiData` or `useApiList` key. */
export type DeclaredData = readonly [kind: ApiKind, key: Key];

/** What a declared request answered on the server (as its hook gets it); undefined when it failed or was not declared. */
export type AnswerOf = (kind: ApiKind, key: Key) => unknown;

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
  /**
   * The API requests the block's hooks make for these props on this page, built with the same key
   * functions as the hooks: a server render loads them all at once before its only render. A request
   * left out still works (the server notices it and renders again), but costs a render.
   */
  data?: (props: Static<S>, page: BlockPage) => DeclaredData[];
  /**
   * Requests keyed by what a `data` request answers (the comments of the update loaded by its
   * permaLink are keyed by its id): loaded in a second round, still before the only render.
   */
  dataAfter?: (props: Static<S>, page: BlockPage, answerOf: AnswerOf) => DeclaredData[];
  /**
   * When the block hydrates (default `load`): `never` for a block that only shows what the server
   * rendered (links are plain links), `visible` or `idle` for one whose interaction can wait. A
   * function decides per page (a list drawn at random hydrates to rotate). A layout entry's own
   * `hydrate` wins. Previews, the studio frame and members' pages hydrate every block at load.
   */
  hydrate?: HydrationMode | ((props: Static<S>, page: BlockPage) => HydrationMode);
}

export type { HydrationMode };
export const HYDRATION_MODES: readonly HydrationMode[] = HydrationMode.anyOf.map((literal) => literal.const);

export const defineBlock = <S extends TObject>(definition: BlockDefinition<S>): BlockDefinition<S> => definition;

export type BlockProps<D> = D extends BlockDefinition<infer S> ? Static<S> : never;

/** What the browser needs of a block to render it: no schema, so TypeBox stays out of the page bundle. */
export type ClientBlock = Pick<BlockDefinition, 'type' | 'title' | 'defaults' | 'load'>;
