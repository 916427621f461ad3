'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { joinPointer } from '@/lib/json/json-pointer';
import {
  type ArrayNode,
  insertItem,
  itemSlot,
  moveItem,
  newItemValue,
  removeItem,
  replaceItem,
  type SchemaSlot,
} from '@/lib/schema-form';
import type { ControlProps } from './control-props';
import { Field } from './field';
import { GroupFrame } from './field-frame';
import { useSchemaForm } from './form-context';
import { hintClass, smallButtonClass } from './styles';
import { useStableKeys } from './use-stable-keys';

type Action = 'first' | 'remove' | 'up' | 'down';

/** Where focus goes after an edit: the moved item's button, the next item, or "Add item". */
function focusAfter(root: HTMLElement, index: number, action: Action) {
  const item = root.querySelector(`[data-item="${index}"]`);
  const pick = (selector: string) =>
    item?.querySelector<HTMLElement>(
      selector
        .split(',')
        .map((part) => `${part.trim()}:not(:disabled)`)
        .join(', '),
    );
  const target =
    action === 'first'
      ? (pick('input, select, textarea') ?? pick('button:not([data-action])'))
      : action === 'remove'
        ? pick('[data-action="remove"]')
        : (pick(`[data-action="${action}"]`) ?? pick(`[data-action="${action === 'up' ? 'down' : 'up'}"]`));
  (target ?? root.querySelector<HTMLElement>('[data-action="add"]'))?.focus();
}

/**
 * An array: an ordered list of item fields (labelled "Item N", or a `prefixItems` entry's title),
 * each with "Move up", "Move down" and "Remove" buttons, and "Add item" at the end. Focus follows
 * the edit so the whole list can be worked with the keyboard. Removing the last item of an
 * optional array leaves it out.
 */
export function ArrayField(props: ControlProps<ArrayNode>) {
  const { doc, disabled } = useSchemaForm();
  const { node, value, onChange, required, inArray, pointer } = props;
  const list = Array.isArray(value) ? value : [];
  const { keys, add, remove, move } = useStableKeys(list.length);
  const root = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<{ index: number; action: Action } | null>(null);
  useEffect(() => {
    if (focus === null || root.current === null) return;
    focusAfter(root.current, focus.index, focus.action);
    setFocus(null);
  }, [focus]);
  const noItem = useMemo<SchemaSlot>(
    () => ({ ...node.slot, schema: false, depth: node.slot.depth + 1 }),
    [node.slot],
  );
  const limit = node.items === null ? node.prefixItems.length : Number.POSITIVE_INFINITY;
  const canAdd = list.length < Math.min(limit, node.maxItems ?? Number.POSITIVE_INFINITY);
  const commit = (next: unknown[]) => onChange(next.length === 0 && !required && !inArray ? undefined : next);

  const onAdd = () => {
    add(list.length);
    commit(insertItem(list, list.length, newItemValue(doc, node, list.length)));
    setFocus({ index: list.length, action: 'first' });
  };
  const onRemove = (i: number) => {
    remove(i);
    commit(removeItem(list, i));
    setFocus({ index: i < list.length - 1 ? i : i - 1, action: 'remove' });
  };
  const onMove = (i: number, to: number, action: Action) => {
    move(i, to);
    commit(moveItem(list, i, to));
    setFocus({ index: to, action });
  };

  return (
    <GroupFrame {...props}>
      <div ref={root} className="space-y-3">
        {list.length === 0 ? <p className={hintClass}>No items.</p> : null}
        {list.length > 0 ? (
          <ol className="space-y-3">
            {list.map((item, i) => {
              const slot = itemSlot(node, i) ?? noItem;
              const prefixTitle = i < node.prefixItems.length ? titleOf(slot) : undefined;
              const label = prefixTitle ?? `Item ${i + 1}`;
              return (
                <li key={keys[i]} data-item={i} className="min-w-0">
                  <Field
                    slot={slot}
                    pointer={joinPointer(pointer, i)}
                    label={label}
                    required={false}
                    inArray
                    value={item}
                    onChange={(next) => onChange(replaceItem(list, i, next))}
                    actions={
                      <>
                        <button
                          type="button"
                          className={smallButtonClass}
                          data-action="up"
                          aria-label={`Move up item ${i + 1}`}
                          disabled={disabled || i === 0}
                          onClick={() => onMove(i, i - 1, 'up')}
                        >
                          Move up
                        </button>
                        <button
                          type="button"
                          className={smallButtonClass}
                          data-action="down"
                          aria-label={`Move down item ${i + 1}`}
                          disabled={disabled || i === list.length - 1}
                          onClick={() => onMove(i, i + 1, 'down')}
                        >
                          Move down
                        </button>
                        <button
                          type="button"
                          className={smallButtonClass}
                          data-action="remove"
                          aria-label={`Remove item ${i + 1}`}
                          disabled={disabled}
                          onClick={() => onRemove(i)}
                        >
                          Remove
                        </button>
                      </>
                    }
                  />
                </li>
              );
            })}
          </ol>
        ) : null}
        <button
          type="button"
          className={smallButtonClass}
          data-action="add"
          disabled={disabled || !canAdd}
          onClick={onAdd}
        >
          Add item
        </button>
      </div>
    </GroupFrame>
  );
}

function titleOf(slot: SchemaSlot): string | undefined {
  const schema = slot.schema;
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return undefined;
  const title = (schema as Record<string, unknown>).title;
  return typeof title === 'string' && title !== '' ? title : undefined;
}
