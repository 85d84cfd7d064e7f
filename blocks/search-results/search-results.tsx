import { useContext, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { searchResults } from './index';
import type { ColumnSpans } from '../../schemas/config/breakpoints';
import { isEmptyResult, SEARCH_DEBOUNCE_MS, useSearch } from '../../src/api/search';
import { useSiteConfig } from '../../src/config/site-config-context';
import { useLocalized } from '../../src/i18n/use-localized';
import { PageContext } from '../../src/routes/page-context';
import { up } from '../../src/theme/breakpoints';
import { Button } from '../../src/ui/button';
import { brandFill } from '../../src/ui/brand-colors';
import { CardList, LANDSCAPE_SPANS, PLACE_SPANS, sizesFor, UPRIGHT_SPANS } from '../../src/ui/card-helpers';
import { LoadProblem } from '../../src/ui/load-problem';
import { ModelCard } from '../../src/ui/model-card';
import { PlaceCard } from '../../src/ui/place-card';
import { Section } from '../../src/ui/section';
import { UpdateCard } from '../../src/ui/update-card';

/** `/search/{term}`, or `/search` for no term. */
export const searchHref = (term: string) => (term.trim() ? `/search/${encodeURIComponent(term.trim())}` : '/search');

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 720px;
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Field = styled.input`
  flex: 1;
  min-width: 0;
  height: 3rem;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 1.05rem;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &::-webkit-search-cancel-button {
    cursor: pointer;
  }
`;

const Note = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    color: ${({ theme }) => theme.colors.heading};
    font-size: 1.15rem;
  }
`;

const Spinner = styled.span`
  width: 28px;
  height: 28px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: search-spin 0.8s linear infinite;
  @keyframes search-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.heading};
  }
`;

const Group = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space.xl};
    padding-top: ${({ theme }) => theme.space.xl};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  h2 {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: 1.2rem;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  ${up('md')} {
    h2 {
      font-size: 1.35rem;
    }
  }
`;

const Count = styled.span`
  min-width: 1.8em;
  padding: 0 0.5em;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => brandFill(theme).background};
  color: ${({ theme }) => brandFill(theme).color};
  font-size: 0.75rem;
  line-height: 1.7;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

function ResultGroup<T extends { id: number }>({
  title,
  items,
  spans,
  render,
}: {
  title: string;
  items: T[];
  spans: ColumnSpans;
  render: (item: T, sizes: string) => ReactNode;
}) {
  const headingId = useId();
  if (items.length === 0) return null;
  const sizes = sizesFor(spans);
  return (
    <Group aria-labelledby={headingId}>
      <h2 id={headingId}>
        {title} <Count>{items.length}</Count>
      </h2>
      <CardList $spans={spans}>
        {items.map((item) => (
          <li key={item.id}>{render(item, sizes)}</li>
        ))}
      </CardList>
    </Group>
  );
}

/** The route's search string, from the page context (inside a site page) or the router. */
function useSearchString(): string {
  const page = useContext(PageContext);
  const params = useParams();
  return (page?.params.searchString ?? params.searchString ?? '').trim();
}

export default function SearchResults({ heading, count, showInput }: BlockProps<typeof searchResults>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const navigate = useNavigate();
  const hideHardcore = useSiteConfig().core.fsk12.hideHardcoreUpdates;
  const term = useSearchString();
  const { data, error, mutate } = useSearch(term, count);

  // The field follows the URL (a link from the header popover), and the URL follows the field.
  const [value, setValue] = useState(term);
  const [syncedTerm, setSyncedTerm] = useState(term);
  if (term !== syncedTerm) {
    setSyncedTerm(term);
    setValue(term);
  }
  const typing = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopTyping = () => {
    if (typing.current !== null) clearTimeout(typing.current);
    typing.current = null;
  };
  useEffect(() => stopTyping, []);

  const go = (next: string, replace: boolean) => {
    if (next.trim() === term) return;
    void navigate(searchHref(next), { replace });
  };
  const onChange = (next: string) => {
    setValue(next);
    stopTyping();
    // A pause in typing searches, replacing the history entry so Back does not step through letters.
    typing.current = setTimeout(() => go(next, true), SEARCH_DEBOUNCE_MS);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    stopTyping();
    go(value, false);
  };

  const title = localized(heading);
  const galleries = data ? (hideHardcore ? data.galleries.filter((u) => !u.hardcore) : data.galleries) : [];
  const videos = data ? (hideHardcore ? data.videos.filter((u) => !u.hardcore) : data.videos) : [];
  const result = data && { ...data, galleries, videos };
  const total = result ? result.models.length + galleries.length + videos.length + result.places.length : 0;

  let body: ReactNode;
  if (!term) {
    body = (
      <Note>
        <strong>
          <Trans>What are you looking for?</Trans>
        </strong>
        <p>
          <Trans>Search for models, galleries, videos and places.</Trans>
        </p>
      </Note>
    );
  } else if (error) {
    body = (
      <LoadProblem onRetry={() => void mutate()}>
        <Trans>Ooops, something went wrong, please try again later</Trans>
      </LoadProblem>
    );
  } else if (!result) {
    body = (
      <Note role="status" aria-live="polite">
        <Spinner aria-hidden="true" />
        <strong>
          <Trans>Searching...</Trans>
        </strong>
      </Note>
    );
  } else if (isEmptyResult(result)) {
    body = (
      <Note role="status" aria-live="polite">
        <strong>
          <Trans>No results found</Trans>
        </strong>
        <p>
          <Trans>Check the spelling or try a shorter or more general term.</Trans>
        </p>
      </Note>
    );
  } else {
    body = (
      <>
        <Summary role="status" aria-live="polite">
          <strong>“{term}”</strong>: <Plural value={total} one="# result" other="# results" />
        </Summary>
        <ResultGroup title={t`Models`} items={result.models} spans={UPRIGHT_SPANS} render={(model, sizes) => <ModelCard model={model} sizes={sizes} />} />
        <ResultGroup
          title={t`Galleries`}
          items={galleries}
          spans={UPRIGHT_SPANS}
          render={(update, sizes) => <UpdateCard update={update} orientation="upright" sizes={sizes} />}
        />
        <ResultGroup
          title={t`Videos`}
          items={videos}
          spans={LANDSCAPE_SPANS}
          render={(update, sizes) => <UpdateCard update={update} orientation="landscape" sizes={sizes} />}
        />
        <ResultGroup title={t`Places`} items={result.places} spans={PLACE_SPANS} render={(place, sizes) => <PlaceCard place={place} sizes={sizes} />} />
      </>
    );
  }

  return (
    <Section heading={title} label={t`Search`}>
      {showInput && (
        <Form role="search" onSubmit={onSubmit} aria-label={t`Search the site`}>
          <Field
            type="search"
            name="q"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder={t`Models, galleries, videos, places...`}
            aria-label={t`Search term`}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
          />
          <Button type="submit">
            <Trans>Search</Trans>
          </Button>
        </Form>
      )}
      {body}
    </Section>
  );
}
