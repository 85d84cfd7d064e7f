// The interface texts of one language in a table, the missing ones first: a tab per site language,
// search, "missing only", and each text edited and saved in its row. A saved text shows on the site
// at once.
import { useId, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeskTranslations } from './api/desk-translations';
import { TranslationRow } from './translations-row';
import { useListParams } from '../use-list-params';
import { ListPaging, PAGE_SIZE, SearchBox } from '../list-controls';
import { PageHeader, Table, Toolbar } from '../admin-ui';
import { useSiteLocales } from '../form/site-locales';
import { EmptyNote, LoadProblem } from '../../../src/ui/load-problem';
import { localeNameOf } from '../../../shared/locales';

const KEYS = ['locale', 'q', 'missing'] as const;

export function TranslationsPage() {
  const { t } = useLingui();
  const id = useId();
  const locales = useSiteLocales();
  const { values, page, set } = useListParams(KEYS);
  const locale = locales.includes(values.locale) ? values.locale : (locales.find((code) => code !== 'en_US') ?? locales[0]!);
  const missingOnly = values.missing === '1';
  const { data, error, mutate } = useDeskTranslations({ locale, q: values.q || undefined, missing: missingOnly || undefined, p: page, s: PAGE_SIZE });
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = locales[(index + step + locales.length) % locales.length]!;
    set('locale', next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <>
      <PageHeader>
        <h1>
          <Trans>Translations</Trans>
        </h1>
      </PageHeader>
      <Tabs role="tablist" aria-label={t`Languages`}>
        {locales.map((code, index) => (
          <Tab
            key={code}
            id={`${id}-tab-${code}`}
            type="button"
            role="tab"
            aria-selected={code === locale}
            aria-controls={`${id}-panel`}
            tabIndex={code === locale ? 0 : -1}
            onClick={() => set('locale', code)}
            onKeyDown={(event) => move(event, index)}
          >
            {localeNameOf(code)}
          </Tab>
        ))}
      </Tabs>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${locale}`}>
        <Toolbar>
          <SearchBox value={values.q} onSearch={(q) => set('q', q)} />
          <label>
            <input type="checkbox" checked={missingOnly} onChange={(event) => set('missing', event.target.checked ? '1' : '')} /> <Trans>Missing only</Trans>
          </label>
        </Toolbar>
        {error ? (
          <LoadProblem onRetry={() => void mutate()}>
            <Trans>The texts could not be loaded.</Trans>
          </LoadProblem>
        ) : data && data.items.length === 0 ? (
          <EmptyNote>
            <Trans>No text matches.</Trans>
          </EmptyNote>
        ) : (
          <TextTable aria-busy={!data}>
            <caption className="visually-hidden">{t`Interface texts in ${localeNameOf(locale)}, missing first`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`English`}</th>
                <th scope="col">{localeNameOf(locale)}</th>
              </tr>
            </thead>
            <tbody>
              {data?.items.map((row) => (
                <TranslationRow key={`${locale}:${row.key}`} row={row} locale={locale} />
              ))}
            </tbody>
          </TextTable>
        )}
        {data && <ListPaging page={page} total={data.total} onPage={(p) => set('p', String(p))} />}
      </div>
    </>
  );
}

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Tab = styled.button`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
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

const TextTable = styled(Table)`
  td:first-child {
    width: 40%;
    overflow-wrap: anywhere;
  }
  textarea {
    width: 100%;
    box-sizing: border-box;
    padding: ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;
