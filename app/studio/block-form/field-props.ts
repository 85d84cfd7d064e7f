// What every props-form field takes (shared by the field and the list that renders fields).
import type { JsonSchema } from './schema-fields';

export interface FieldProps {
  name: string;
  label?: string;
  schema: JsonSchema;
  /** The document's own value (undefined: not set). */
  value: unknown;
  /** What applies while it is not set (the block's default), shown as a placeholder. */
  fallback?: unknown;
  parentKey?: string;
  /** Clearing a required nested value keeps an empty one instead of removing it. */
  required?: boolean;
  /** `path`: the relative JSON pointer changed ('' = the field itself); undefined removes it. */
  onChange: (path: string, value: unknown) => void;
  /** False inside a picture set: the set's own button fills every width. */
  pickable?: boolean;
  /** A plain picture set with a soft sibling: fills both from one library picture in one edit. */
  onPickSet?: (assetId: number) => void;
}
