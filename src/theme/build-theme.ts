// Builds the styled-components theme from one configured theme's colours.
import type { Theme as ConfiguredTheme } from '../../schemas/config/site-config';
import { BREAKPOINTS } from '../../schemas/config/breakpoint-widths';

export const buildTheme = (configured: ConfiguredTheme) => ({
  id: configured.id,
  mode: configured.mode,
  colors: configured.colors,
  breakpoints: BREAKPOINTS,
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px', xxl: '64px' },
  radius: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  font: {
    body: "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif",
    heading: "'Montserrat', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif",
  },
  pageWidth: '1320px',
  zIndex: { header: 1000, banner: 1010, modal: 1050 },
  shadow: configured.mode === 'dark' ? '0 8px 24px rgba(0,0,0,0.6)' : '0 8px 24px rgba(20,20,40,0.12)',
});

export type AppTheme = ReturnType<typeof buildTheme>;
