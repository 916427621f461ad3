import type { Metadata } from 'next';
import { PageIntro } from '@/components/site/page-intro';

export const metadata: Metadata = { title: 'Validate' };

export default function ValidatePage() {
  return (
    <PageIntro title="Validate a tool">
      <p>
        Here you will paste a tool definition, an array of definitions, a <code>tools/list</code> result, a{' '}
        <code>tools/call</code> result or a whole JSON-RPC message, and see every problem while you type: at
        its exact position, graded as a broken MUST, a broken SHOULD, or advice, with a link to the rule that
        explains it.
      </p>
      <p>The editor is being built. Until it lands, the docs describe what a valid tool looks like.</p>
    </PageIntro>
  );
}
