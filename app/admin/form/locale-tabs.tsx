// A tab for each of the site's languages, marked where that language's text is still missing, and
// the panel of the chosen one (whatever field the caller renders for it: a text, the rich-text
// editor, a list of lines). Arrow keys move between the tabs.
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { localeNameOf } from '../../../shared/locales';
import { BASE_LOCALE, useSiteLocales } from './site-locales';

export interface LocaleTabsProps {
  label: string;
  /** Whether the language's text is still missing. */
  missing: (code: string) => boolean;
  /** The field of the chosen language. */
  children: (code: string) => ReactNode;
}

export function LocaleTabs({ label, missing, children }: LocaleTabsProps) {
  const { t } = useLingui();
  const locales = useSiteLocales();
  const [active, setActive] = useState(BASE_LOCALE);
  const id = useId();
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
          const isMissing = missing(code);
          return (
            <Tab
              key={code}
              id={`${id}-tab-${code}`}
              type="button"
              role="tab"
              aria-selected={code === active}
              aria-controls={`${id}-panel`}
              tabIndex={code === active ? 0 : -1}
              $missing={isMissing}
              onClick={() => setActive(code)}
              onKeyDown={(event) => move(event, index)}
            >
              {localeNameOf(code)}
              {isMissing && <Missing aria-label={t`missing`}>!</Missing>}
            </Tab>
          );
        })}
      </Tabs>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`}>
        {children(active)}
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
