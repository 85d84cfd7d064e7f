// `ui` of the site configuration: how the site looks and which blocks make each page.
import { Type, type Static, type TOptional } from '@sinclair/typebox';
import { SITE_KEYS, type SiteKey } from './sites';
import { Layout } from './layout';
import { localizedText } from './localized-text';

const strict = { additionalProperties: false } as const;
const Color = Type.String({ pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$' });

export const ThemeColors = Type.Object(
  {
    background: Color,
    surface: Color,
    surfaceAlt: Color,
    text: Color,
    textMuted: Color,
    heading: Color,
    primary: Color,
    primaryText: Color,
    accent: Color,
    border: Color,
    danger: Color,
    success: Color,
    headerBackground: Color,
    headerText: Color,
    footerBackground: Color,
    footerText: Color,
  },
  strict,
);
export type ThemeColors = Static<typeof ThemeColors>;

export const Theme = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z][a-z0-9-]*$' }),
    name: localizedText('shown to visitors in the theme switch (a text, or one per translate code)'),
    mode: Type.Union([Type.Literal('light'), Type.Literal('dark')]),
    colors: ThemeColors,
  },
  strict,
);
export type Theme = Static<typeof Theme>;

export type { ContainerEntry, LayoutEntry } from './layout';
export { Layout };

/** Placeholder the generator resolves to the registry-derived layout schema (`Layout` for TypeScript). */
export const LayoutRef = Type.Unsafe<Layout>(Type.Ref('#/$defs/layout'));

export const FooterLink = Type.Object(
  { label: localizedText('the link text (a text, or one per translate code)'), href: Type.String({ pattern: '^(/|https://)' }) },
  strict,
);

export const UiConfig = Type.Object(
  {
    customJS: Type.String({ description: 'script run once after the app starts (trusted operators only)' }),
    customCSS: Type.String({ description: 'CSS appended after the theme' }),
    themes: Type.Object(
      {
        default: Type.String({ description: 'id of the theme used when the visitor has not chosen one' }),
        available: Type.Array(Theme, { minItems: 1 }),
      },
      strict,
    ),
    showThemeToggler: Type.Boolean(),
    static: Type.Object(
      {
        headerSlogan: localizedText('the tagline above the navigation, in the footer and over the welcome text'),
        footerLinks: Type.Array(FooterLink),
        ageGateText: localizedText('the long legal text of the age gate'),
      },
      strict,
    ),
    logos: Type.Object({ white: Type.String(), dark: Type.String() }, strict),
    sites: Type.Object(
      Object.fromEntries(SITE_KEYS.map((key) => [key, Type.Optional(LayoutRef)])) as Record<
        SiteKey,
        TOptional<typeof LayoutRef>
      >,
      strict,
    ),
  },
  strict,
);
export type UiConfig = Static<typeof UiConfig>;
