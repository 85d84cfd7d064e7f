// The configuration's customCSS and customJS (written by trusted operators). customJS never runs
// inline (the CSP allows script-src 'self' only): it is a same-origin script, /site-custom.js
// (server/render/custom-script.ts). A server-rendered page already carries its tag; after a
// configuration switch in the browser (a preview link, a page rendered in the browser) the tag is
// added or replaced here, by its address.
import { useEffect } from 'react';
import { CUSTOM_SCRIPT_PATH, customScriptSrc } from '../../shared/custom-script-src';

export interface CustomCodeProps {
  css: string;
  js: string;
  /** The preview link's token: its own customJS runs instead of the live one. */
  previewToken?: string | null;
  /** Asked in the browser only: false where operator code must not run (the studio and its preview frame). */
  runsHere?: () => boolean;
}

/**
 * Makes the page's customJS script the one at `src` (none when null). A script that already ran
 * cannot be undone: replacing it only stops nothing, but the new configuration's code runs.
 */
export function syncCustomScript(doc: Document, src: string | null) {
  const current = doc.querySelector<HTMLScriptElement>(`script[src^="${CUSTOM_SCRIPT_PATH}"]`);
  if (current && current.getAttribute('src') === src) return;
  current?.remove();
  if (!src) return;
  const script = doc.createElement('script');
  script.src = src;
  script.dataset.source = 'site-config customJS';
  doc.body.appendChild(script);
}

const always = () => true;

export function CustomCode({ css, js, previewToken = null, runsHere = always }: CustomCodeProps) {
  // No cleanup: removing the tag on unmount (or React's double effects in development) and adding
  // it again would run the code twice.
  useEffect(() => syncCustomScript(document, runsHere() ? customScriptSrc(js, previewToken) : null), [js, previewToken, runsHere]);
  return css.trim() ? <style data-source="site-config customCSS">{css}</style> : null;
}
