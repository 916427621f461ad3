import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { tags as t } from '@lezer/highlight';

// Colours from the site's Tailwind palette (slate, sky, green, orange, purple). Every token colour
// keeps at least 4.5:1 contrast on its background, also on the active line.
const palettes = {
  light: {
    background: '#ffffff',
    text: '#1e293b',
    gutterBackground: '#f8fafc',
    gutterText: '#475569',
    border: '#e2e8f0',
    activeLine: '#f1f5f9',
    selection: '#bae6fd',
    cursor: '#0f172a',
    tooltipBackground: '#ffffff',
    link: '#0369a1',
    muted: '#64748b',
    matchingBracket: '#bae6fd',
    property: '#075985',
    string: '#166534',
    number: '#9a3412',
    keyword: '#6b21a8',
    punctuation: '#475569',
  },
  dark: {
    background: '#0f172a',
    text: '#e2e8f0',
    gutterBackground: '#020617',
    gutterText: '#94a3b8',
    border: '#1e293b',
    activeLine: '#1e293b',
    selection: '#075985',
    cursor: '#f8fafc',
    tooltipBackground: '#1e293b',
    link: '#7dd3fc',
    muted: '#94a3b8',
    matchingBracket: '#0c4a6e',
    property: '#7dd3fc',
    string: '#86efac',
    number: '#fdba74',
    keyword: '#d8b4fe',
    punctuation: '#94a3b8',
  },
} as const;

function theme(dark: boolean): Extension {
  const p = dark ? palettes.dark : palettes.light;
  const view = EditorView.theme(
    {
      '&': { height: '100%', color: p.text, backgroundColor: p.background, fontSize: '13px' },
      '&.cm-focused': { outline: 'none' },
      '.cm-scroller': {
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
        lineHeight: '1.55',
      },
      '.cm-content': { caretColor: p.cursor },
      '.cm-cursor, .cm-dropCursor': { borderLeftColor: p.cursor },
      '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection':
        { backgroundColor: p.selection },
      '.cm-activeLine': { backgroundColor: p.activeLine },
      '.cm-activeLineGutter': { backgroundColor: p.activeLine, color: p.text },
      '.cm-gutters': {
        backgroundColor: p.gutterBackground,
        color: p.gutterText,
        borderRight: `1px solid ${p.border}`,
      },
      '.cm-placeholder': { color: p.muted },
      '&.cm-focused .cm-matchingBracket': { backgroundColor: p.matchingBracket, color: 'inherit' },
      '.cm-foldPlaceholder': {
        backgroundColor: p.activeLine,
        color: p.text,
        border: `1px solid ${p.border}`,
      },
      '.cm-tooltip': {
        backgroundColor: p.tooltipBackground,
        color: p.text,
        border: `1px solid ${p.border}`,
        borderRadius: '6px',
        maxWidth: '32rem',
      },
      '.cm-tooltip-lint': { padding: '0' },
      '.cm-diagnostic': { padding: '6px 10px', lineHeight: '1.45', whiteSpace: 'normal' },
      '.cm-diagnostic a': { color: p.link, textDecoration: 'underline' },
      '.cm-diagnostic code': { fontWeight: '600' },
      '.cm-panels': { backgroundColor: p.gutterBackground, color: p.text },
      '.cm-panels.cm-panels-top': { borderBottom: `1px solid ${p.border}` },
      '.cm-panels.cm-panels-bottom': { borderTop: `1px solid ${p.border}` },
      '.cm-textfield': { backgroundColor: p.background, color: p.text, border: `1px solid ${p.border}` },
      '.cm-button': {
        backgroundImage: 'none',
        backgroundColor: p.activeLine,
        color: p.text,
        border: `1px solid ${p.border}`,
      },
      '.cm-searchMatch': { backgroundColor: dark ? '#713f12' : '#fef08a' },
      '.cm-searchMatch.cm-searchMatch-selected': { backgroundColor: dark ? '#a16207' : '#fde047' },
    },
    { dark },
  );
  const highlight = HighlightStyle.define([
    { tag: t.propertyName, color: p.property },
    { tag: t.string, color: p.string },
    { tag: t.number, color: p.number },
    { tag: [t.bool, t.null, t.keyword], color: p.keyword },
    { tag: [t.separator, t.brace, t.squareBracket, t.punctuation], color: p.punctuation },
    { tag: t.invalid, color: dark ? '#fca5a5' : '#b91c1c' },
  ]);
  return [view, syntaxHighlighting(highlight)];
}

const light = theme(false);
const dark = theme(true);

/** The editor's colours for the site's light or dark theme (switch it through a Compartment). */
export function editorTheme(isDark: boolean): Extension {
  return isDark ? dark : light;
}
