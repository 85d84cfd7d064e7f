// The editor's extensions: JSON language, line numbers, folding, brackets, completion UI, the lint
// gutter (problems are set from outside with setDiagnostics) and a theme from the site's colours.
import type { Extension } from '@codemirror/state';
import { EditorView, drawSelection, highlightActiveLine, highlightActiveLineGutter, highlightSpecialChars, keymap, lineNumbers } from '@codemirror/view';
import { bracketMatching, foldGutter, foldKeymap, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { tags } from '@lezer/highlight';
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { lintGutter, lintKeymap } from '@codemirror/lint';
import { json } from '@codemirror/lang-json';
import type { DefaultTheme } from 'styled-components';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';

export function editorSetup(label: string): Extension {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightSpecialChars(),
    foldGutter(),
    drawSelection(),
    indentOnInput(),
    bracketMatching(),
    closeBrackets(),
    autocompletion(),
    highlightActiveLine(),
    lintGutter(),
    json(),
    history(),
    highlightSelectionMatches(),
    keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...searchKeymap, ...historyKeymap, ...completionKeymap, ...foldKeymap, ...lintKeymap, indentWithTab]),
    EditorView.contentAttributes.of({ 'aria-label': label }),
  ];
}

/** Editor colours from the site's theme, so the tool looks like part of the site. */
export function editorTheme(theme: DefaultTheme): Extension {
  const { colors } = theme;
  return EditorView.theme(
    {
      '&': { height: '100%', backgroundColor: colors.background, color: colors.text, fontSize: '13px' },
      '.cm-scroller': { fontFamily: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace", lineHeight: '1.55' },
      '.cm-content': { caretColor: colors.primary },
      '.cm-cursor, .cm-dropCursor': { borderLeftColor: colors.primary },
      '.cm-gutters': { backgroundColor: colors.surface, color: colors.textMuted, borderRight: `1px solid ${colors.border}` },
      '.cm-activeLine': { backgroundColor: `color-mix(in srgb, ${colors.primary} 6%, transparent)` },
      '.cm-activeLineGutter': { backgroundColor: `color-mix(in srgb, ${colors.primary} 12%, transparent)`, color: colors.heading },
      '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
        backgroundColor: `color-mix(in srgb, ${colors.primary} 25%, transparent) !important`,
      },
      '.cm-lintRange-error': {
        backgroundImage: 'none',
        textDecoration: `underline wavy ${colors.danger}`,
        textUnderlineOffset: '3px',
        backgroundColor: `color-mix(in srgb, ${colors.danger} 10%, transparent)`,
      },
      '.cm-tooltip': { backgroundColor: colors.surface, color: colors.text, border: `1px solid ${colors.border}`, borderRadius: theme.radius.sm },
      '.cm-tooltip-hover, .cm-tooltip-lint': { maxWidth: '480px', padding: `${theme.space.xs} ${theme.space.sm}` },
      '.cm-tooltip-autocomplete ul li[aria-selected]': { backgroundColor: colors.primary, color: colors.primaryText },
      '.cm-diagnostic-error': { borderLeftColor: colors.danger },
      '.cm-foldPlaceholder': { backgroundColor: colors.surfaceAlt, color: colors.textMuted, border: 'none' },
    },
    { dark: theme.mode === 'dark' },
  );
}

/** Token colours from the theme (readable in light and dark themes alike). */
export function editorHighlighting(theme: DefaultTheme): Extension {
  const { colors } = theme;
  return syntaxHighlighting(
    HighlightStyle.define([
      { tag: tags.propertyName, color: colors.primary },
      { tag: tags.string, color: colors.success },
      { tag: [tags.number, tags.bool, tags.null], color: `color-mix(in srgb, ${colors.accent} 55%, ${colors.heading})`, fontWeight: '600' },
      { tag: [tags.brace, tags.squareBracket, tags.separator], color: colors.textMuted },
    ]),
  );
}
