// A text written per language: a tab for each of the site's languages, marked where the text is
// still missing, and the field of the chosen one. English is the item's own field; the others are
// its `names` entries (an empty text removes the translation).
import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../src/ui/text-field';
import { localeNameOf } from '../../../shared/locales';
import { BASE_LOCALE, nameKey, useSiteLocales } from './site-locales';

export interface LocalizedTextFieldProps {
  label: string;
  field: 'fullName' | 'description';
  base: string;
  names: Record<string, string>;
  onBase: (value: string) => void;
  onNames: (names: Record<string, string>) => void;
  rows?: number;
  required?: boolean;
  error?: string;
}

export function LocalizedTextField({ label, field, base, names, onBase, onNames, rows, required, error }: LocalizedTextFieldProps) {
  const { t } = useLingui();
  const locales = useSiteLocales();
  const [active, setActive] = useState(BASE_LOCALE);
  const id = useId();
  const textOf = (code: string) => (code === BASE_LOCALE ? base : (names[nameKey(field, code)] ?? ''));
  const setText = (code: string, value: string) => (code === BASE_LOCALE ? onBase(value) : onNames({ ...names, [nameKey(field, code)]: value }));
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = locales[(index + step + locales.length) % locales.length]!;
    setActive(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <Group role="group" aria-label={label}>
      <Tabs role="tablist" aria-label={t`Languages of ${label}`}>
        {locales.map((code, index) => {
          const missing = !textOf(code).trim();
          return (
            <Tab
              key={code}
              id={`${id}-tab-${code}`}
              type="button"
              role="tab"
              aria-selected={code === active}
              aria-controls={`${id}-panel`}
              tabIndex={code === active ? 0 : -1}
              $missing={missing}
              onClick={() => setActive(code)}
              onKeyDown={(event) => move(event, index)}
            >
              {localeNameOf(code)}
              {missing && <Missing aria-label={t`missing`}>!</Missing>}
            </Tab>
          );
        })}
      </Tabs>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`}>
        <TextField
          key={active}
          label={`${label} (${localeNameOf(active)})`}
          name={active === BASE_LOCALE ? field : nameKey(field, active)}
          value={textOf(active)}
          onChange={(value) => setText(active, value)}
          rows={rows}
          required={required && active === BASE_LOCALE}
          error={active === BASE_LOCALE ? error : undefined}
        />
      </div>
    </Group>
  );
}

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Tab = styled.button<{ $missing: boolean }>`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.85rem;
  cursor: pointer;
  &[aria-selected='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Missing = styled.span`
  display: inline-grid;
  place-items: center;
  width: 1.1rem;
  height: 1.1rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.background};
  font-size: 0.7rem;
  font-weight: 700;
`;
