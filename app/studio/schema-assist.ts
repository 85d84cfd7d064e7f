// Completion and hover documentation from schemas/site-config.schema.json (codemirror-json-schema).
// Its own schema linter is left out on purpose: problems come from the site-config validator
// (analyze-document.ts), so the editor shows exactly what the server would refuse, once.
import type { Extension } from '@codemirror/state';
import { hoverTooltip } from '@codemirror/view';
import { jsonLanguage } from '@codemirror/lang-json';
import { jsonCompletion, jsonSchemaHover, stateExtensions } from 'codemirror-json-schema';
import schema from '../../schemas/site-config.schema.json';

type JsonSchema = Parameters<typeof stateExtensions>[0];

export const schemaAssist = (): Extension => [
  stateExtensions(schema as unknown as JsonSchema),
  jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
  hoverTooltip(jsonSchemaHover()),
];
