// The whole site configuration: `core` + `ui`. The JSON file `schemas/site-config.schema.json`
// is generated from this plus every block's props schema (npm run schema:generate).
import { Type, type Static } from '@sinclair/typebox';
import { CoreConfig } from './core';
import { UiConfig } from './ui';

export const SiteConfigSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    core: CoreConfig,
    ui: UiConfig,
  },
  { additionalProperties: false },
);
export type SiteConfig = Static<typeof SiteConfigSchema>;

export * from './core';
export * from './ui';
export * from './sites';
