import type { Metadata } from 'next';
import Link from 'next/link';
import { WorkbenchAbout, WorkbenchTitle } from '@/components/site/workbench-title';
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
      <WorkbenchTitle title="Validate a tool" aboutId="about-validator" />
      <ValidatorApp
        examples={menu}
        starter={{ kind: 'auto', text: starter?.text ?? '' }}
        playgroundHref="/playground"
      />
      <WorkbenchAbout id="about-validator" title="About the validator">
        <p>
          Paste a tool definition, an array of them, a <code>tools/list</code> or <code>tools/call</code>{' '}
          result or a JSON-RPC message. Problems appear as you type, at their exact place: errors break a MUST
          of the spec, warnings a SHOULD, info is advice. Each links to its entry in the{' '}
          <Link href="/docs/rules" className="text-sky-800 underline dark:text-sky-300">
            rules reference
          </Link>
          . Everything runs in your browser; nothing is sent anywhere.
        </p>
        <p>
          A valid tool can still be a tool no model picks: see{' '}
          <Link href="/docs/how-models-choose-tools" className="text-sky-800 underline dark:text-sky-300">
            how models choose tools
          </Link>{' '}
          for what each model API receives and how to measure a description with an eval.
        </p>
      </WorkbenchAbout>
    </>
  );
}
