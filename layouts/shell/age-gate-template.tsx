// The age gate in a server-rendered page for a visitor without the confirmation cookie, after the
// app's root (which the page then marks inert): painted with the page's first paint, and without
// JavaScript a form that POSTs to the server (server/render/no-script-forms.ts), which sets the
// cookie and sends the visitor back. The bootstrap takes it over (./server-age-gate.ts). It is
// rendered into the page's style sheet (its styles travel with the page's) and kept per
// configuration, catalog, language and theme: the same gate is not rendered again per request.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '@lingui/react';
import type { I18n, Messages } from '@lingui/core';
import { ThemeProvider, type ServerStyleSheet } from 'styled-components';
import type { SiteConfig } from '../../schemas/config/site-config';
import { ageGateDialog } from './age-gate';
import { AGE_GATE_FORM_ID, AGE_GATE_PATH } from './server-age-gate';
import { OUTSIDE_APP_ATTR } from '../../src/ssr/early-input';
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
  /** The page's path and query: where the form's route sends the visitor back. */
  back: string;
}

interface KeptGate {
  html: string;
  styles: string[];
}

const kept = new WeakMap<SiteConfig, WeakMap<Messages, Map<string, KeptGate>>>();

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The gate shown over the page, and its form (POST back to the page), its styles added to the page's sheet. */
export function ageGateMarkup(input: AgeGateTemplateInput): string {
  const form = `<form id="${AGE_GATE_FORM_ID}" method="post" action="${AGE_GATE_PATH}" hidden><input type="hidden" name="back" value="${escapeAttribute(input.back)}"></form>`;
  return `<div ${OUTSIDE_APP_ATTR}="age-gate">${keptDialog(input)}</div>${form}`;
}

function keptDialog({ config, locale, themeChoice, i18n, sheet }: AgeGateTemplateInput): string {
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
    formId: AGE_GATE_FORM_ID,
  });
  const markup = renderOutsideApp(<OpenModal {...dialog} shownWithPage />, { config, themeChoice, i18n, sheet }, 'age-gate-');
  byVariant.set(key, { html: markup, styles: stylesOfMarkup(markup) });
  return markup;
}

/** Markup outside the app's root, in the page's theme and language, its styles added to the page's sheet. */
export function renderOutsideApp(node: ReactNode, { config, themeChoice, i18n, sheet }: Omit<AgeGateTemplateInput, 'locale' | 'back'>, idPrefix: string): string {
  return renderToStaticMarkup(
    sheet.collectStyles(
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={buildTheme(pickTheme(config.ui.themes, themeChoice))}>{node}</ThemeProvider>
      </I18nProvider>,
    ),
    // Ids of its own: the page's render numbers its ids from the same start.
    { identifierPrefix: idPrefix },
  );
}
