'use client';

import dynamic from 'next/dynamic';

/** What the page shows without JavaScript, and while the live part loads. */
function StaticBox() {
  return (
    <div className="space-y-2 px-4 py-3 text-sm text-slate-700 dark:text-slate-300">
      <p>
        With JavaScript on, this box asks a model of your choice about the in-page mock server&apos;s tools,
        and runs a three-case eval with an A/B of one description. It needs an API key or a local model
        server; without one the page teaches the same things above.
      </p>
    </div>
  );
}

const Live = dynamic(() => import('./model-live-box-live').then((m) => m.ModelLiveBoxLive), {
  ssr: false,
  loading: StaticBox,
});

/**
 * `<ModelLiveBox />`: the playground's model panels (settings, chat, evals) over the in-page mock,
 * in a docs page. Optional: nothing runs until the reader gives a key or a local endpoint, and the
 * key stays in the page's memory. The model code loads only when the reader sends something.
 */
export function ModelLiveBox() {
  return (
    <figure
      aria-labelledby="model-live-box-title"
      data-live="model-box"
      className="not-prose my-6 overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
    >
      <figcaption className="border-b border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
        <p id="model-live-box-title" className="font-semibold text-slate-900 dark:text-white">
          Try it with a model (optional)
        </p>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          The mock MCP server runs in a Web Worker of this page. Your browser calls the model provider
          directly; the key stays in this page&apos;s memory and is never stored or sent anywhere else.
        </p>
      </figcaption>
      <Live />
    </figure>
  );
}
