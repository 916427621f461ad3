'use client';

import { lazy, Suspense } from 'react';
import type { ModelViewProps } from './model-view';

// React.lazy rather than next/dynamic: the validator's first load has no next/dynamic runtime, and
// this view renders only after a click, so it needs no server rendering.
const ModelView = lazy(() => import('./model-view').then((m) => ({ default: m.ModelView })));

/**
 * "What the model sees", loaded when first shown: its code, its Worker and the tokenizer stay out
 * of the pages' first load.
 */
export function LazyModelView(props: ModelViewProps) {
  return (
    <Suspense
      fallback={<p className="text-sm text-slate-600 dark:text-slate-400">Loading the model view…</p>}
    >
      <ModelView {...props} />
    </Suspense>
  );
}
