// One property of a block's props as a form control, chosen from its schema; objects and lists
// recurse. A field reports `(path, value)`: the relative JSON pointer it changed ('' = itself)
// and the new value (undefined removes it, so the block's default applies again).
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldProps } from './field-props';
import { fieldKind, labelOf } from './schema-fields';
import { Fieldset, Hint, Inline, Input, Row, Select, Switch, TextArea } from './form-ui';
import { LocalizedField } from './localized-field';
import { ListField } from './list-field';
import { currentLibraryId, isImageSet, LibraryPickButton, libraryUrlFor, librarySetFor, pairFor, softSiblingOf, useMediaBase } from './library-image';

const show = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value));

export function PropField(props: FieldProps) {
  const { name, schema, value, fallback, parentKey = '', required = false, onChange, pickable = true, onPickSet } = props;
  const { t } = useLingui();
  const mediaBase = useMediaBase();
  const id = useId();
  const hintId = `${id}-hint`;
  const label = props.label ?? labelOf(name);
  const kind = fieldKind(schema, name, parentKey);
  const hint = schema.description ? (
    <Hint id={hintId}>{schema.description}</Hint>
  ) : null;
  const describedBy = schema.description ? hintId : undefined;
  const clear = (text: string) => (text === '' && !required ? undefined : text);

  switch (kind.kind) {
    case 'enum': {
      const current = value === undefined ? '' : JSON.stringify(value);
      return (
        <Row>
          <label htmlFor={id}>{label}</label>
          <Select id={id} value={current} aria-describedby={describedBy} onChange={(event) => onChange('', event.target.value === '' ? undefined : JSON.parse(event.target.value))}>
            {value === undefined || !required ? <option value="">{fallback === undefined ? t`(not set)` : t`Default (${show(fallback)})`}</option> : null}
            {kind.options.map((option) => (
              <option key={JSON.stringify(option)} value={JSON.stringify(option)}>
                {String(option)}
              </option>
            ))}
          </Select>
          {hint}
        </Row>
      );
    }
    case 'boolean': {
      const on = Boolean(value ?? fallback);
      return (
        <Row>
          <Inline>
            <Switch id={id} type="button" role="switch" aria-checked={on} aria-describedby={describedBy} onClick={() => onChange('', !on)} aria-label={label} />
            <label htmlFor={id}>{label}</label>
            {value === undefined && fallback !== undefined ? <Hint>{t`default`}</Hint> : null}
          </Inline>
          {hint}
        </Row>
      );
    }
    case 'number':
      return (
        <Row>
          <label htmlFor={id}>{label}</label>
          <Input
            id={id}
            type="number"
            inputMode={kind.integer ? 'numeric' : 'decimal'}
            min={kind.min}
            max={kind.max}
            step={kind.integer ? 1 : 'any'}
            value={typeof value === 'number' ? value : ''}
            placeholder={show(fallback)}
            aria-describedby={describedBy}
            onChange={(event) => onChange('', event.target.value === '' ? (required ? 0 : undefined) : Number(event.target.value))}
          />
          {hint}
        </Row>
      );
    case 'string': {
      const text = typeof value === 'string' ? value : '';
      const shown = text || (typeof fallback === 'string' ? fallback : '');
      return (
        <Row>
          <label htmlFor={id}>{label}</label>
          {kind.multiline ? (
            <TextArea id={id} value={text} placeholder={show(fallback)} aria-describedby={describedBy} onChange={(event) => onChange('', clear(event.target.value))} />
          ) : (
            <Input id={id} type={kind.image ? 'url' : 'text'} value={text} placeholder={show(fallback)} aria-describedby={describedBy} onChange={(event) => onChange('', clear(event.target.value))} />
          )}
          {kind.image && pickable ? <LibraryPickButton label={label} current={currentLibraryId(shown)} onPick={(assetId) => onChange('', libraryUrlFor(mediaBase, assetId, name, parentKey))} /> : null}
          {kind.image && shown ? <Thumb src={shown} alt={t`Preview of ${label}`} loading="lazy" /> : null}
          {hint}
        </Row>
      );
    }
    case 'localized':
      return <LocalizedField id={id} label={label} value={value} fallback={fallback} multiline={kind.multiline} hint={hint} describedBy={describedBy} onChange={(text) => onChange('', text)} />;
    case 'object': {
      const own = (value ?? undefined) as Record<string, unknown> | undefined;
      const base = (fallback ?? undefined) as Record<string, unknown> | undefined;
      const requiredKeys = new Set(kind.schema.required ?? []);
      const properties = kind.schema.properties ?? {};
      const imageSet = isImageSet(kind.schema);
      return (
        <Fieldset aria-describedby={describedBy}>
          <legend>{label}</legend>
          {hint}
          {imageSet && pickable ? <LibraryPickButton label={label} current={currentLibraryId(value ?? fallback)} onPick={(assetId) => (onPickSet ? onPickSet(assetId) : onChange('', librarySetFor(mediaBase, assetId, name)))} /> : null}
          {Object.entries(properties).map(([key, property]) => {
            const sibling = softSiblingOf(key, properties);
            // A set with a soft sibling: both written with this object in one change, one undo step.
            const pickSet = sibling ? (assetId: number) => onChange('', { ...(own ?? structuredClone(base) ?? {}), ...pairFor(mediaBase, assetId, key, sibling) }) : undefined;
            return (
              <PropField
                key={key}
                name={key}
                label={labelOf(key)}
                schema={property}
                parentKey={name}
                value={own?.[key]}
                fallback={own === undefined ? base?.[key] : undefined}
                required={requiredKeys.has(key)}
                onChange={(path, next) => onChange(`/${key}${path}`, next)}
                pickable={!imageSet}
                onPickSet={pickSet}
              />
            );
          })}
        </Fieldset>
      );
    }
    case 'choices': {
      const chosen = new Set((Array.isArray(value) ? value : Array.isArray(fallback) ? fallback : []) as unknown[]);
      return (
        <Fieldset aria-describedby={describedBy}>
          <legend>{label}</legend>
          <Inline>
            {kind.options.map((option) => (
              <label key={String(option)}>
                <input
                  type="checkbox"
                  checked={chosen.has(option)}
                  onChange={(event) => {
                    const next = kind.options.filter((item) => (item === option ? event.target.checked : chosen.has(item)));
                    onChange('', next.length === 0 && !required ? undefined : next);
                  }}
                />{' '}
                {String(option)}
              </label>
            ))}
          </Inline>
          {hint}
        </Fieldset>
      );
    }
    case 'list':
      return <ListField name={name} label={label} schema={schema} item={kind.item} value={value} fallback={fallback} hint={hint} onChange={onChange} Field={PropField} />;
    default:
      return <JsonField id={id} label={label} value={value} fallback={fallback} hint={hint} describedBy={describedBy} onChange={(next) => onChange('', next)} />;
  }
}

/** Anything the form has no control for: its JSON, applied when it parses. */
function JsonField({ id, label, value, fallback, hint, describedBy, onChange }: { id: string; label: string; value: unknown; fallback: unknown; hint: ReactNode; describedBy?: string; onChange: (value: unknown) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const text = draft ?? (value === undefined ? '' : JSON.stringify(value, null, 2));
  return (
    <Row>
      <label htmlFor={id}>
        {label} <Trans>(JSON)</Trans>
      </label>
      <TextArea
        id={id}
        value={text}
        aria-invalid={invalid}
        placeholder={fallback === undefined ? '' : JSON.stringify(fallback)}
        aria-describedby={describedBy}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          if (draft === null) return;
          try {
            onChange(draft.trim() === '' ? undefined : JSON.parse(draft));
            setDraft(null);
            setInvalid(false);
          } catch {
            setInvalid(true);
          }
        }}
      />
      {hint}
    </Row>
  );
}

const Thumb = styled.img`
  max-width: 160px;
  max-height: 90px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;
