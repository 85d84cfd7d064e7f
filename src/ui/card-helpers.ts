// What the preview cards and the list blocks share: grid spans per card shape, the matching
// `sizes` attribute, and the per-visitor choices (soft images, localized names).
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
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
 * The `sizes` attribute for an image filling one grid cell: the share of the viewport the cell
 * takes from each breakpoint on, built from the same breakpoints as the grid.
 */
export function sizesFor(spans: ColumnSpans): string {
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

/** A grid of cards as a list, so screen readers announce how many there are. */
export const CardList = styled(Grid).attrs({ as: 'ul', role: 'list' })`
  list-style: none;
  margin: 0;
  padding: 0;
  & > li {
    min-width: 0;
  }
`;
