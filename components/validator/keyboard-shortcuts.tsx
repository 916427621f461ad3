import { Kbd } from '@/components/ui/kbd';
import { Popover } from '@/components/ui/popover';

const shortcuts: ReadonlyArray<[keys: string[][], action: string]> = [
  [[['Shift', 'Alt', 'F']], 'Format the JSON'],
  [
    [
      ['Ctrl', 'S'],
      ['⌘', 'S'],
    ],
    'Share: copy a link to this state',
  ],
  [[['F8']], 'Next finding'],
  [[['Shift', 'F8']], 'Previous finding'],
  [
    [
      ['Ctrl', '.'],
      ['⌘', '.'],
    ],
    'Quick fixes: list the findings in the editor; arrows choose, the underlined letter applies a fix',
  ],
  [
    [
      ['Ctrl', 'F'],
      ['⌘', 'F'],
    ],
    'Search in the editor',
  ],
  [
    [
      ['Ctrl', 'Z'],
      ['⌘', 'Z'],
    ],
    'Undo (also after loading an example)',
  ],
  [[['Tab']], 'Leave the editor (Tab moves focus on; it does not indent)'],
];

/** The "Keyboard shortcuts" button and its list. */
export function KeyboardShortcuts() {
  return (
    <Popover label="Keyboard shortcuts" title="Keyboard shortcuts" trigger="Keyboard shortcuts">
      <dl className="space-y-2">
        {shortcuts.map(([keys, action]) => (
          <div key={action} className="flex items-start justify-between gap-3">
            <dt className="flex flex-wrap gap-1">
              {keys.map((combo, i) => (
                <span key={combo.join('+')} className="flex items-center gap-0.5">
                  {i > 0 ? <span className="px-0.5 text-slate-600 dark:text-slate-400">or</span> : null}
                  {combo.map((key, j) => (
                    <span key={key} className="flex items-center gap-0.5">
                      {j > 0 ? <span aria-hidden="true">+</span> : null}
                      <Kbd>{key}</Kbd>
                    </span>
                  ))}
                </span>
              ))}
            </dt>
            <dd className="w-40 shrink-0 text-slate-700 dark:text-slate-300">{action}</dd>
          </div>
        ))}
      </dl>
    </Popover>
  );
}
