import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching, foldGutter, foldKeymap, indentOnInput } from '@codemirror/language';
import { lintGutter } from '@codemirror/lint';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  dropCursor,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { hiddenCharacters, OTHER_SPECIAL_CHARS } from './hidden-characters';

/**
 * What every editor of the site has: line numbers, folding, bracket matching and closing, search
 * (Mod-F), undo history, a lint gutter, and a visible mark on every character the hidden-characters
 * rule reports. Tab is left to the browser (it moves focus out of the
 * editor), so keyboard users are never trapped; indentation follows Enter automatically.
 */
export function basicSetup(): Extension {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    foldGutter(),
    lintGutter(),
    highlightSpecialChars({ specialChars: OTHER_SPECIAL_CHARS }),
    hiddenCharacters(),
    history(),
    drawSelection(),
    dropCursor(),
    EditorState.allowMultipleSelections.of(true),
    indentOnInput(),
    bracketMatching(),
    closeBrackets(),
    highlightActiveLine(),
    highlightSelectionMatches(),
    keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...searchKeymap, ...historyKeymap, ...foldKeymap]),
  ];
}
