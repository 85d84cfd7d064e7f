import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.font.body};
    font-size: 16px;
    line-height: 1.55;
    -webkit-font-smoothing: antialiased;
    /* Long words (German compounds, French and Spanish phrases) break inside their box instead of
       running out of it; hyphens where the browser knows the page's language (html lang). */
    overflow-wrap: break-word;
    hyphens: auto;
  }
  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.font.heading}; color: ${({ theme }) => theme.colors.heading}; line-height: 1.2; margin: 0 0 0.5em; }
  a { color: ${({ theme }) => theme.colors.primary}; text-decoration: none; }
  a:hover { text-decoration: underline; }
  img, video { max-width: 100%; display: block; }
  button { font: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.accent}; outline-offset: 2px; }
  /* A control clicked before its code arrived (src/ssr/early-input.ts): pressed until the click is done. */
  [data-held-press] { filter: brightness(0.8); outline: 2px solid currentColor; outline-offset: 2px; cursor: progress; }
  .visually-hidden { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
