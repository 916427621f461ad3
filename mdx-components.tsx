import type { MDXComponents } from 'mdx/types';
import Link from 'next/link';
import type { ComponentPropsWithoutRef } from 'react';
import { AuthFlow } from '@/components/docs/auth-flow';
import { Note, Pitfall, SpecSays } from '@/components/docs/callout';
import { CorsHeaders } from '@/components/docs/cors-headers';
import { EvalSuite } from '@/components/docs/eval-suite';
import { Example } from '@/components/docs/example';
import { Exchange } from '@/components/docs/exchange';
import { H2, H3 } from '@/components/docs/heading';
import { ModelLiveBox } from '@/components/docs/model-live-box';
import { ProviderPayloads } from '@/components/docs/provider-payloads';
import { RuleCard } from '@/components/docs/rule-card';
import { RulesReference } from '@/components/docs/rules-reference';

/** Internal links navigate client-side; external ones stay plain anchors. */
function Anchor({ href = '', ...props }: ComponentPropsWithoutRef<'a'>) {
  if (href.startsWith('/')) return <Link href={href} {...props} />;
  return <a href={href} {...props} />;
}

// The one registry of MDX embeds (required at the project root by @next/mdx with the App Router).
// Embeds are added here by name; pages never import components themselves.
const components: MDXComponents = {
  table: (props: ComponentPropsWithoutRef<'table'>) => (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways on a phone must be reachable by keyboard
    <div className="table-scroll" tabIndex={0}>
      <table {...props} />
    </div>
  ),
  h2: H2,
  h3: H3,
  a: Anchor,
  AuthFlow,
  CorsHeaders,
  Example,
  Exchange,
  EvalSuite,
  ModelLiveBox,
  ProviderPayloads,
  Rule: RuleCard,
  RulesReference,
  Note,
  Pitfall,
  SpecSays,
};

export function useMDXComponents(inherited: MDXComponents = {}): MDXComponents {
  return { ...inherited, ...components };
}
