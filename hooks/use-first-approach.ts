'use client';

import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onApproach` once, when the element first comes within `margin` of the viewport: work that
 * only a visible part of the page needs waits until someone scrolls (or a screen reader moves) to
 * it. Where IntersectionObserver is missing it is called at once. Pair it with `onFocus` and
 * `onPointerEnter` on the element for a person who reaches it without scrolling.
 */
export function useFirstApproach(
  ref: RefObject<Element | null>,
  onApproach: () => void,
  margin = '300px',
): void {
  const callback = useRef(onApproach);
  callback.current = onApproach;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      callback.current();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        callback.current();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin]);
}
