// A text written per language (LocaleTabs): English is the item's own field; the others are its
// `names` entries (an empty text removes the translation).
import { TextField } from '../../../src/ui/text-field';
import { localeNameOf } from '../../../shared/locales';
import { BASE_LOCALE, nameKey } from './site-locales';
import { LocaleTabs } from './locale-tabs';

export interface LocalizedTextFieldProps {
  label: string;
  /** The item's field (fullName, description, name): the `names` keys are `{field}_{code}`. */
  field: string;
  base: string;
  names: Record<string, string>;
  onBase: (value: string) => void;
  onNames: (names: Record<string, string>) => void;
  rows?: number;
  required?: boolean;
  error?: string;
  readOnly?: boolean;
}

export function LocalizedTextField({ label, field, base, names, onBase, onNames, rows, required, error, readOnly }: LocalizedTextFieldProps) {
  const textOf = (code: string) => (code === BASE_LOCALE ? base : (names[nameKey(field, code)] ?? ''));
  const setText = (code: string, value: string) => (code === BASE_LOCALE ? onBase(value) : onNames({ ...names, [nameKey(field, code)]: value }));
  return (
    <LocaleTabs label={label} missing={(code) => !textOf(code).trim()}>
      {(active) => (
        <TextField
          key={active}
          label={`${label} (${localeNameOf(active)})`}
          name={active === BASE_LOCALE ? field : nameKey(field, active)}
          value={textOf(active)}
          onChange={(value) => setText(active, value)}
          rows={rows}
          required={required && active === BASE_LOCALE}
          error={active === BASE_LOCALE ? error : undefined}
          readOnly={readOnly}
        />
      )}
    </LocaleTabs>
  );
}
