'use client';

import { useRef, useState } from 'react';

/**
 * React keys for the items of a list edited in place: each item keeps its key when items are
 * added, removed or moved through the returned edits, so the state inside an item (a number being
 * typed, the chosen variant) follows it. When the list's length changes from outside (the raw
 * JSON editor), keys are re-made.
 */
export function useStableKeys(length: number) {
  const next = useRef(0);
  const make = () => next.current++;
  const [keys, setKeys] = useState<number[]>(() => Array.from({ length }, make));
  let current = keys;
  if (keys.length !== length) {
    current = Array.from({ length }, (_, i) => keys[i] ?? make());
    setKeys(current);
  }
  return {
    keys: current,
    add: (index: number) => setKeys([...current.slice(0, index), make(), ...current.slice(index)]),
    remove: (index: number) => setKeys(current.filter((_, i) => i !== index)),
    move: (from: number, to: number) => {
      const out = [...current];
      const [key] = out.splice(from, 1);
      out.splice(to, 0, key!);
      setKeys(out);
    },
  };
}
