import type { Extension } from '@codemirror/state';
import {
  Decoration,
  type DecorationSet,
  EditorView,
  MatchDecorator,
  ViewPlugin,
  type ViewUpdate,
  WidgetType,
} from '@codemirror/view';
import {
  describeCharacter,
  HIDDEN_CHARACTER_CLASS,
  isReportedHiddenCharacter,
} from '@/lib/validate/rules/hidden-characters';

/** How far either side of a match the ordinary-use decision looks (joiners, RTL text, flags). */
const WINDOW = 200;

class HiddenCharacterWidget extends WidgetType {
  constructor(readonly ch: string) {
    super();
  }
  override eq(other: HiddenCharacterWidget): boolean {
    return other.ch === this.ch;
  }
  toDOM(): HTMLElement {
    const span = document.createElement('span');
    const name = `Hidden character ${describeCharacter(this.ch)}`;
    span.className = 'cm-specialChar cm-hiddenChar';
    span.textContent = `⟦${describeCharacter(this.ch).split(' ')[0]}⟧`;
    span.title = name;
    span.setAttribute('aria-label', name);
    return span;
  }
  override ignoreEvent(): boolean {
    return false;
  }
}

const marks = new Map<string, Decoration>();
function markFor(ch: string): Decoration {
  let mark = marks.get(ch);
  if (!mark) {
    mark = Decoration.replace({ widget: new HiddenCharacterWidget(ch) });
    marks.set(ch, mark);
  }
  return mark;
}

const decorator = new MatchDecorator({
  regexp: new RegExp(HIDDEN_CHARACTER_CLASS, 'gu'),
  decorate(add, from, to, match, view) {
    const start = Math.max(0, from - WINDOW);
    const around = view.state.doc.sliceString(start, Math.min(view.state.doc.length, to + WINDOW));
    if (isReportedHiddenCharacter(around, from - start, match[0])) add(from, to, markFor(match[0]));
  },
});

/**
 * Shows every character the hidden-characters rule reports as a visible ⟦U+XXXX⟧ mark (named for
 * screen readers), in the visible part of the document only, so size does not matter. Ordinary
 * uses the rule skips (joiners inside emoji, direction marks in right-to-left text) stay as they are.
 */
export function hiddenCharacters(): Extension {
  return [
    ViewPlugin.fromClass(
      class {
        decorations: DecorationSet;
        constructor(view: EditorView) {
          this.decorations = decorator.createDeco(view);
        }
        update(update: ViewUpdate) {
          this.decorations = decorator.updateDeco(update, this.decorations);
        }
      },
      {
        decorations: (plugin) => plugin.decorations,
        provide: (plugin) =>
          EditorView.atomicRanges.of((view) => view.plugin(plugin)?.decorations ?? Decoration.none),
      },
    ),
  ];
}

/** CodeMirror's default special characters without those `hiddenCharacters` marks (one mark each). */
export const OTHER_SPECIAL_CHARS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it marks
  /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u00ad\u2028\u2029\ufff9-\ufffc]/gu;
