// What the preview cards and the list blocks share: grid spans per card shape, the matching
// `sizes` attribute, and the per-visitor choices (soft images, localized names).
import { useAtomValue } from 'jotai';
import styled, { css } from 'styled-components';
import { below } from '../theme/breakpoints';
import { useSiteConfig } from '../config/site-config-context';
import { isLoggedInAtom } from '../state/session';
import { localeAtom } from '../state/preferences';
import { BREAKPOINT_NAMES, BREAKPOINTS } from '../../schemas/config/breakpoint-widths';
import type { ColumnSpans } from '../../schemas/config/breakpoints';
import { Grid } from './grid';
import { localizedFullName } from './format';

/** Upright 2:3 previews (galleries, models): 2 per row on phones up to 6 on desktops. */
export const UPRIGHT_SPANS: ColumnSpans = { xs: 6, sm: 4, md: 3, lg: 2 };
/** Landscape 16:9 previews (videos): 1, 2, then 4 per row. */
export const LANDSCAPE_SPANS: ColumnSpans = { xs: 12, sm: 6, lg: 3 };
/** Places: wide tiles, 3 per row on desktops. */
export const PLACE_SPANS: ColumnSpans = { xs: 12, sm: 6, lg: 4 };

/**
 * How a card grid looks on phones (below `sm`, and `sm` itself): `columns` at least two cards per
 * row whatever the configured spans say (one 358 px card per row made a list of 24 sixteen
 * thousand pixels long), `row` one horizontally scrolling row, `configured` the spans as given.
 */
export type PhoneLayout = 'columns' | 'row' | 'configured';

/** Phone widths where a card spans at most half the row (xs and sm: up to 767 px). */
const PHONE_BREAKPOINTS = ['xs', 'sm'] as const;

/** The spans a card grid really uses: the configured ones, at most 6 of 12 on phones for `columns`. */
export function cardSpans(spans: ColumnSpans, layout: PhoneLayout = 'columns'): ColumnSpans {
  if (layout === 'configured') return spans;
  const out: ColumnSpans = { ...spans };
  let inherited = 12;
  for (const bp of PHONE_BREAKPOINTS) {
    inherited = spans[bp] ?? inherited;
    out[bp] = Math.min(inherited, 6);
  }
  // From tablets on, the configured span again (one left out would inherit the phones' half).
  if (out.md === undefined && inherited > 6) out.md = inherited;
  return out;
}

/**
 * The `sizes` attribute for an image filling one card cell: the share of the viewport the cell
 * takes from each breakpoint on, built from the same breakpoints and phone rule as the card grid.
 */
export function sizesFor(configured: ColumnSpans, layout: PhoneLayout = 'columns'): string {
  const spans = cardSpans(configured, layout === 'row' ? 'columns' : layout);
  let span = 12;
  const widths: Array<{ minWidth: number; width: string }> = [];
  for (const bp of BREAKPOINT_NAMES) {
    span = spans[bp] ?? span;
    const width = `${Math.round((span / 12) * 100)}vw`;
    // A breakpoint that keeps the width of the one below adds nothing (the browser takes the first
    // condition that matches): one entry per change keeps a card grid's HTML shorter.
    if (widths.at(-1)?.width !== width) widths.push({ minWidth: BREAKPOINTS[bp], width });
  }
  return widths
    .reverse()
    .map(({ minWidth, width }) => (minWidth === 0 ? width : `(min-width: ${minWidth}px) ${width}`))
    .join(', ');
}

/**
 * Youth-protection mode: guests get the soft images, logged-in members the regular ones.
 */
export function useSoftImages(): boolean {
  const enabled = useSiteConfig().core.fsk12.enableGlobalFsk12Mode;
  const loggedIn = useAtomValue(isLoggedInAtom);
  return enabled && !loggedIn;
}

/** Names in the active locale (`fullName_<translateCode>`), else `fullName`. */
export function useLocalizedName(): (entity: { fullName: string; names?: Record<string, string> }) => string {
  const locale = useAtomValue(localeAtom);
  return (entity) => localizedFullName(entity, locale);
}

/** The grid of a card list or its placeholders, with the phone rule applied to its spans. */
export const CardGrid = styled(Grid).attrs<{ $spans: ColumnSpans; $phone?: PhoneLayout }>(({ $spans, $phone }) => ({
  $spans: cardSpans($spans, $phone),
}))<{ $phone?: PhoneLayout }>`
  ${({ $phone }) =>
    $phone === 'row' &&
    css`
      ${below('md')} {
        display: flex;
        overflow-x: auto;
        overscroll-behavior-x: contain;
        scroll-snap-type: x mandatory;
        scrollbar-width: thin;
        padding-bottom: ${({ theme }) => theme.space.sm};
        & > * {
          flex: 0 0 calc(45% - ${({ theme }) => theme.space.md} / 2);
          scroll-snap-align: start;
        }
      }
    `}
`;

/** A grid of cards as a list, so screen readers announce how many there are. */
export const CardList = styled(CardGrid).attrs({ as: 'ul', role: 'list' })`
  list-style: none;
  margin: 0;
  padding: 0;
  & > li {
    min-width: 0;
  }
`;
