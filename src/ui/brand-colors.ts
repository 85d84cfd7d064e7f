// The brand colour where it carries text. A saturated primary is readable on a light background but
// falls under 4.5:1 on dark surfaces (and under white text), so dark themes use the lighter accent.
import type { DefaultTheme } from 'styled-components';

/** Brand-coloured text (links, labels) readable on the theme's background and surfaces. */
export const brandText = (theme: DefaultTheme): string => (theme.mode === 'dark' ? theme.colors.accent : theme.colors.primary);

/** A filled brand badge or active chip: its background and the text colour on it. */
export const brandFill = (theme: DefaultTheme): { background: string; color: string } =>
  theme.mode === 'dark'
    ? { background: theme.colors.accent, color: theme.colors.background }
    : { background: theme.colors.primary, color: theme.colors.primaryText };
