// @vitest-environment node
// The server's style sheet that keeps formatted styles across renders writes, render after render,
// exactly the style tags a fresh ServerStyleSheet writes: components with props, nested selectors,
// keyframes, global styles with and without props.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet, createGlobalStyle, keyframes } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { keptStyleCount, serverStyleSheet } from './server-style-sheet';

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;
const Box = styled.div<{ $wide: boolean; $text: string }>`
  width: ${({ $wide }) => ($wide ? '40rem' : '10rem')};
  color: ${({ $text }) => $text};
  &:hover { color: red; }
  @media (min-width: 768px) { padding: 1rem; }
`;
const Spinner = styled.span`
  animation: ${spin} 1s linear infinite;
`;
const Plain = createGlobalStyle`html { margin: 0; }`;
const Themed = createGlobalStyle<{ $page: string }>`body { background: ${({ $page }) => $page}; }`;

const page = (theme: { text: string; page: string }, wide: boolean) => (
  <>
    <Plain />
    <Themed $page={theme.page} />
    <Box $wide={wide} $text={theme.text}>
      <Spinner />
    </Box>
    <Box $wide={false} $text={theme.text} />
  </>
);

function styleTags(sheet: ServerStyleSheet, tree: ReactElement) {
  const html = renderToString(sheet.collectStyles(tree));
  const tags = sheet.getStyleTags();
  sheet.seal();
  return { html, tags };
}

describe('serverStyleSheet', () => {
  it('writes what a fresh sheet writes, on the first render and on every one after', () => {
    const light = { text: '#111', page: '#fff' };
    const dark = { text: '#eee', page: '#000' };
    const renders = [page(light, true), page(light, true), page(dark, false), page(light, false), page(dark, true)];
    for (const tree of renders) {
      const fresh = styleTags(new ServerStyleSheet(), tree);
      const kept = styleTags(serverStyleSheet(), tree);
      expect(kept).toEqual(fresh);
      expect(kept.tags).toContain('@keyframes');
    }
    // The dark theme's page background is in the dark pages only (a global style with props is never kept).
    expect(styleTags(serverStyleSheet(), page(dark, true)).tags).toContain('background:#000');
    expect(styleTags(serverStyleSheet(), page(light, true)).tags).not.toContain('background:#000');
  });

  it('keeps each formatted style once', () => {
    const theme = { text: '#123', page: '#456' };
    styleTags(serverStyleSheet(), page(theme, true));
    const kept = keptStyleCount();
    styleTags(serverStyleSheet(), page(theme, true));
    expect(keptStyleCount()).toBe(kept);
    styleTags(serverStyleSheet(), page({ text: '#789', page: '#456' }, true));
    expect(keptStyleCount()).toBeGreaterThan(kept);
  });
});
