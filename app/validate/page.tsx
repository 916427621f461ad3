import type { Metadata } from 'next';
import Link from 'next/link';
import type { ExampleMenuItem } from '@/components/validator/examples-dialog';
import { ValidatorApp } from '@/components/validator/validator-app';
import { examples, getExample } from '@/content/examples/index';

export const metadata: Metadata = {
  title: 'Validate',
  description:
    'Paste a tool definition, a tools/list or tools/call result or a JSON-RPC message and see every problem as you type, against MCP specification 2026-07-28.',
};

/** The example a first visit starts with. */
const STARTER_ID = 'tool/get-weather';

export default function ValidatePage() {
  // Only what the menu shows goes to the browser; an example's text is loaded when it is chosen.
  const menu: ExampleMenuItem[] = examples.map(({ id, kind, title, summary }) => ({
    id,
    kind,
    title,
    summary,
  }));
  const starter = getExample(STARTER_ID);
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-4">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">
          Validate a tool
        </h1>
        <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">
          Paste a tool definition, an array of them, a <code>tools/list</code> or <code>tools/call</code>{' '}
          result or a JSON-RPC message. Problems appear as you type, at their exact place: errors break a MUST
          of the spec, warnings a SHOULD, info is advice. Each links to its entry in the{' '}
          <Link href="/docs/rules" className="text-sky-800 underline dark:text-sky-300">
            rules reference
          </Link>
          . Everything runs in your browser; nothing is sent anywhere.
        </p>
      </div>
      <ValidatorApp
        examples={menu}
        starter={{ kind: 'auto', text: starter?.text ?? '' }}
        playgroundHref="/playground"
      />
    </>
  );
}
