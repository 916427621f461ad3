import { ruleExamples } from '@/components/docs/rule-examples-data';
import { ruleDocs } from '@/components/docs/rules-data';

// A rule's highlighted examples, fetched by the rules reference when a reader opens them. Every
// rule's answer is written at build time; any other id is a 404.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return ruleDocs.map((rule) => ({ id: rule.id }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const examples = await ruleExamples((await params).id);
  if (!examples) return new Response('No such rule', { status: 404 });
  return Response.json(examples);
}
