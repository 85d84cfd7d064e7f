// A LocalizedText (one string, or one per translate code) as a tab per locale of the document.
// Writing one locale turns a plain string into a map (the string stays the default locale's text);
// clearing the last locale removes the value, so the block's default applies again.
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useFormLocales } from './locales-context';
import { Input, Row, TextArea } from './form-ui';

type Localized = string | Record<string, string> | undefined;

const textFor = (value: Localized, locale: string) => (typeof value === 'string' ? value : (value?.[locale] ?? ''));

export interface LocalizedFieldProps {
  id: string;
  label: string;
  value: unknown;
  fallback: unknown;
  multiline: boolean;
  hint: ReactNode;
  describedBy?: string;
  onChange: (value: unknown) => void;
}

export function LocalizedField({ id, label, value, fallback, multiline, hint, describedBy, onChange }: LocalizedFieldProps) {
  const locales = useFormLocales();
  const [active, setActive] = useState(locales.default);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const own = value as Localized;
  const base = (own ?? fallback) as Localized;

  const write = (locale: string, text: string) => {
    const map: Record<string, string> = typeof base === 'string' ? { [locales.default]: base } : { ...(base ?? {}) };
    if (text === '') delete map[locale];
    else map[locale] = text;
    onChange(Object.keys(map).length === 0 ? undefined : map);
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + locales.available.length) % locales.available.length;
    setActive(locales.available[next]!);
    tabs.current[next]?.focus();
  };

  const inputId = `${id}-${active}`;
  const text = own === undefined ? '' : textFor(own, active);
  const placeholder = textFor(fallback as Localized, active) || (own !== undefined ? textFor(own, locales.default) : '');
  const fieldLabel = `${label} (${active})`;
  return (
    <Row role="group" aria-labelledby={`${id}-label`}>
      <span data-label id={`${id}-label`}>
        {label}
      </span>
      <Tabs role="tablist" aria-label={label}>
        {locales.available.map((locale, index) => (
          <Tab
            key={locale}
            ref={(node) => {
              tabs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${locale}`}
            aria-selected={locale === active}
            aria-controls={`${id}-panel`}
            tabIndex={locale === active ? 0 : -1}
            data-filled={textFor(base, locale) !== ''}
            onClick={() => setActive(locale)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {locale}
          </Tab>
        ))}
      </Tabs>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`}>
        <label htmlFor={inputId} className="visually-hidden">
          {fieldLabel}
        </label>
        {multiline ? (
          <TextArea id={inputId} value={text} placeholder={placeholder} aria-describedby={describedBy} onChange={(event) => write(active, event.target.value)} />
        ) : (
          <Input id={inputId} value={text} placeholder={placeholder} aria-describedby={describedBy} onChange={(event) => write(active, event.target.value)} />
        )}
      </div>
      {hint}
    </Row>
  );
}

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
`;

const Tab = styled.button`
  padding: 2px 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 0;
  border-radius: ${({ theme }) => `${theme.radius.sm} ${theme.radius.sm} 0 0`};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: 0.72rem;
  cursor: pointer;
  &[data-filled='false'] {
    font-style: italic;
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 700;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;
