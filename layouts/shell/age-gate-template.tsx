// The age gate's markup for a server-rendered page, in an inert template after the app's root: the
// bootstrap shows it at once to a visitor who has not confirmed their age
// (./server-age-gate.ts), so the app need not start before the page has loaded. It is
// rendered into the page's style sheet (its styles travel with the page's) and kept per
// configuration, catalog, language and theme: the same gate is not rendered again per request.
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '@lingui/react';
import type { I18n, Messages } from '@lingui/core';
import { ThemeProvider, type ServerStyleSheet } from 'styled-components';
import type { SiteConfig } from '../../schemas/config/site-config';
import { ageGateDialog } from './age-gate';
import { AGE_GATE_TEMPLATE_ID } from './server-age-gate';
import { pickLocalized } from '../../src/i18n/pick-localized';
import { buildTheme } from '../../src/theme/build-theme';
import { pickTheme } from '../../src/theme/pick-theme';
import { OpenModal } from '../../src/ui/modal';
import { addKeptStyles, stylesOfMarkup } from '../../src/ssr/server-style-sheet';

export interface AgeGateTemplateInput {
  config: SiteConfig;
  locale: string;
  /** The visitor's theme choice (cookie), as the page is rendered with. */
  themeChoice: string | null;
  /** Activated for `locale`, with the server's texts. */
  i18n: I18n;
  /** The page's sheet: the gate's styles are added to it. */
  sheet: ServerStyleSheet;
}

interface KeptGate {
  html: string;
  styles: string[];
}

const kept = new WeakMap<SiteConfig, WeakMap<Messages, Map<string, KeptGate>>>();

/** `<template id="age-gate-template">…</template>`, its styles added to the page's sheet. */
export function ageGateTemplate({ config, locale, themeChoice, i18n, sheet }: AgeGateTemplateInput): string {
  const byCatalog = kept.get(config) ?? new WeakMap<Messages, Map<string, KeptGate>>();
  kept.set(config, byCatalog);
  const byVariant = byCatalog.get(i18n.messages) ?? new Map<string, KeptGate>();
  byCatalog.set(i18n.messages, byVariant);
  const key = `${locale} ${themeChoice ?? ''}`;
  const found = byVariant.get(key);
  if (found && addKeptStyles(sheet, found.styles)) return found.html;

  const dialog = ageGateDialog({
    siteName: config.core.deployment.siteName,
    legalText: pickLocalized(config.ui.static.ageGateText, locale, config.core.locales.default),
  });
  const markup = renderToStaticMarkup(
    sheet.collectStyles(
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={buildTheme(pickTheme(config.ui.themes, themeChoice))}>
          <OpenModal {...dialog} shownWithPage />
        </ThemeProvider>
      </I18nProvider>,
    ),
    // Ids of its own: the page's render numbers its ids from the same start.
    { identifierPrefix: 'age-gate-' },
  );
  const html = `<template id="${AGE_GATE_TEMPLATE_ID}">${markup}</template>`;
  byVariant.set(key, { html, styles: stylesOfMarkup(markup) });
  return html;
}
