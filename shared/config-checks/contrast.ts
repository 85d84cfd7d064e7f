// WCAG AA contrast of the colour pairs each theme really puts text on (see src/ui, blocks/ and
// layouts/ for where each token is used). A colour with alpha is composited over what is beneath it.
import type { SiteConfig, ThemeColors } from '../../schemas/config/site-config';
import type { ConfigCheckIssue } from '../../schemas/config-check-issue';
import { pointer } from './json-pointer';

/** WCAG 2.x AA for normal-size text; every pair below carries body-size text somewhere. */
export const WCAG_AA_TEXT = 4.5;

type Token = keyof ThemeColors;

/** [text colour, the colour it sits on]: the pairs the components use. */
export const TEXT_PAIRS: ReadonlyArray<readonly [Token, Token]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceAlt'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceAlt'],
  ['heading', 'background'],
  ['heading', 'surface'],
  ['heading', 'surfaceAlt'],
  // Links (global style) and many small labels.
  ['primary', 'background'],
  ['primaryText', 'primary'],
  ['headerText', 'headerBackground'],
  ['footerText', 'footerBackground'],
  // Form errors and the danger tone of dialogs.
  ['danger', 'background'],
  ['danger', 'surface'],
  // Not here: success only colours icons and badge backgrounds; the badges' primaryText on
  // success/danger is a component matter (one token cannot be both text on the page and under white).
];

type Rgba = [number, number, number, number];

function parseHex(hex: string): Rgba {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const channel = (i: number) => parseInt(full.slice(i * 2, i * 2 + 2), 16);
  return [channel(0), channel(1), channel(2), full.length === 8 ? channel(3) / 255 : 1];
}

/** `top` painted over the opaque `bottom`. */
const over = (top: Rgba, bottom: Rgba): Rgba => {
  const a = top[3];
  return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
};

const luminance = ([r, g, b]: Rgba) => {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const toHex = ([r, g, b]: Rgba) => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Rounded down, so a pair just under the minimum never reads as meeting it ("4.50:1"). */
const formatRatio = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

export function checkContrast(config: SiteConfig): ConfigCheckIssue[] {
  const issues: ConfigCheckIssue[] = [];
  config.ui.themes.available.forEach((theme, index) => {
    const colors = theme.colors;
    // The page itself lies on the browser canvas: white in a light theme, black in a dark one.
    const canvas: Rgba = theme.mode === 'dark' ? [0, 0, 0, 1] : [255, 255, 255, 1];
    const page = over(parseHex(colors.background), canvas);
    // Surfaces and bars are painted on the page; their alpha shows the page through.
    const opaque = (token: Token) => (token === 'background' ? page : over(parseHex(colors[token]), page));
    for (const [fg, bg] of TEXT_PAIRS) {
      const base = opaque(bg);
      const ink = over(parseHex(colors[fg]), base);
      const ratio = contrastRatio(ink, base);
      if (ratio >= WCAG_AA_TEXT) continue;
      const shown = (token: Token) => (parseHex(colors[token])[3] < 1 ? `${colors[token]} (${toHex(token === fg ? ink : base)} as seen)` : colors[token]);
      issues.push({
        path: pointer('ui', 'themes', 'available', index, 'colors', fg),
        message: `theme "${theme.id}": ${fg} ${shown(fg)} on ${bg} ${shown(bg)} has contrast ${formatRatio(ratio)}; WCAG AA needs ${WCAG_AA_TEXT}:1`,
        severity: 'error',
        check: 'contrast',
      });
    }
  });
  return issues;
}
