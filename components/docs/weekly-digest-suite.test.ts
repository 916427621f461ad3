// The suite the docs page "How models choose tools" runs in its live box, and the playground's e2e
// A/B, against the provider stand-in's deterministic policy with the tools running on the mock in
// process: with the server's descriptions the digest case fails, and the one-sentence edit the page
// suggests (made the way the eval panel makes B) moves it, while the other cases stay as they were.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { createClient, createLocalValidator } from '@/lib/client/index';
import { fetchFromHandler } from '@/lib/client/testing/handler-fetch';
import { parseEvalSuite } from '@/lib/eval/parse-eval-suite';
import { runEval } from '@/lib/eval/run-eval';
import { createMockServer } from '@/lib/mock-server/create-mock-server';
import { prepareTools } from '@/lib/model/prepare-tools';
import { createLanguageModel } from '@/lib/model/provider';
import { createProviderStandIn } from '@/lib/model/testing/stand-in/provider-stand-in';
import type { Tool } from '@/lib/spec/tool';
import { describeVariant } from '../model/description-variant';
import { sessionToolRunner } from '../model/session-tool-runner';

const suiteText = readFileSync(new URL('../../content/evals/weekly-digest.json', import.meta.url), 'utf8');
const OFFERED = ['search_issues', 'get_issue', 'generate_report'];

test('the docs suite: an edited description of generate_report moves the digest case, nothing else', async () => {
  const suite = parseEvalSuite(suiteText);
  assert.ok(suite.ok, 'the suite parses');
  const mock = createMockServer({});
  const client = createClient({
    url: 'http://mock.test/mcp',
    fetch: fetchFromHandler((r) => mock.handle(r)),
    validator: createLocalValidator(),
  });
  assert.ok((await client.connect()).ok);
  const tools = mock.listTools().filter((t) => OFFERED.includes(t.name)) as Tool[];
  const standIn = createProviderStandIn();
  const made = await createLanguageModel({
    provider: 'openai-compatible',
    model: 'stand-in',
    baseUrl: 'http://stand-in.test/compatible/v1',
    fetch: (url, init) => standIn.handle(new Request(url, init)),
  });
  assert.ok(made.ok);
  const original = tools.find((t) => t.name === 'generate_report')!.description!;
  const variant = describeVariant(tools, {
    generate_report: original.replace(
      'Use this when the user asks for the quarterly report.',
      'Use this when the user asks for the quarterly report, or for the weekly digest.',
    ),
  });
  assert.deepEqual(variant.changed, ['generate_report']);
  const variantTools = variant.tools as unknown as Tool[];
  const report = await runEval({
    suite: suite.suite,
    model: made.value,
    target: { label: 'server', tools: prepareTools(tools, 'openai').tools, mcpTools: tools },
    variant: { label: 'edited', tools: prepareTools(variantTools, 'openai').tools, mcpTools: variantTools },
    executeTool: sessionToolRunner({ client: () => client }),
    concurrency: 2,
  });
  const rate = (cases: typeof report.cases, id: string) => cases.find((c) => c.id === id)?.passRate;
  assert.deepEqual(
    ['read', 'digest', 'hello'].map((id) => [id, rate(report.cases, id), rate(report.variant!.cases, id)]),
    [
      ['read', 1, 1],
      ['digest', 0, 1],
      ['hello', 1, 1],
    ],
  );
  assert.deepEqual(
    report.comparison?.map((c) => [c.id, c.change]),
    [
      ['read', 'same'],
      ['digest', 'better'],
      ['hello', 'same'],
    ],
  );
  assert.equal(
    report.cases.find((c) => c.id === 'digest')!.runs.length,
    2,
    'the suite asks for 2 runs per case',
  );
  assert.deepEqual(report.confusion, [{ expected: 'generate_report', picked: null, count: 2 }]);
});
