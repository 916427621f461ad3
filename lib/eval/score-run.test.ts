import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AgentRun, ToolCallRecord } from '../model/index';
import type { EvalExpectation } from './eval-suite-schema';
import { scoreRun } from './score-run';

function call(name: string | undefined, args: unknown, modelName = name ?? 'made_up'): ToolCallRecord {
  return {
    call: {
      id: `c-${modelName}`,
      step: 1,
      modelName,
      ...(name ? { mcpName: name } : {}),
      ...(typeof args === 'string' ? { argumentsText: args } : { arguments: args }),
    },
    findings: [],
    status: 'result',
    text: '',
    durationMs: 0,
  };
}

const runWith = (calls: ToolCallRecord[], extra: Partial<AgentRun> = {}): AgentRun => ({
  stopReason: 'finished',
  steps: [],
  toolCalls: calls,
  usage: {},
  durationMs: 0,
  text: '',
  messages: [],
  ...extra,
});

const verdict = (calls: ToolCallRecord[], expect: EvalExpectation, extra?: Partial<AgentRun>) => {
  const v = scoreRun(runWith(calls, extra), expect);
  return v.passed ? 'pass' : v.reasons.join('; ');
};

test("the issue's rule: the FIRST call names the tool and its arguments contain each expected key with an equal value", () => {
  const expect: EvalExpectation = { tool: 'get_issue', arguments: { number: 104 } };
  assert.equal(verdict([call('get_issue', { number: 104, extra: true })], expect), 'pass');
  assert.equal(verdict([call('get_issue', { number: 104.0 }), call('search_issues', {})], expect), 'pass');
  assert.equal(
    verdict([call('search_issues', {}), call('get_issue', { number: 104 })], expect),
    'called search_issues; expected get_issue',
  );
  assert.equal(
    verdict([call('get_issue', { number: '104' })], expect),
    'argument number is "104", expected 104',
  );
  assert.equal(verdict([call('get_issue', {})], expect), 'argument number is missing (expected 104)');
  assert.equal(verdict([], expect), 'no tool was called; expected get_issue');
  assert.equal(
    verdict([call('get_issue', { filter: { labels: ['b', 'a'] } })], {
      tool: 'get_issue',
      arguments: { filter: { labels: ['b', 'a'] } },
    }),
    'pass',
  );
  assert.equal(
    verdict([call('get_issue', '{"number": 10')], expect),
    'the arguments were not valid JSON; argument number is missing (expected 104)',
  );
});

test('tool: null passes only when no tool is called', () => {
  assert.equal(verdict([], { tool: null }), 'pass');
  assert.equal(verdict([call('get_issue', {})], { tool: null }), 'called get_issue; expected no tool call');
  // A tool the model was not offered still counts as a call, under the name it used.
  assert.equal(
    verdict([call(undefined, {}, 'made_up')], { tool: null }),
    'called made_up; expected no tool call',
  );
});

test('a model error before any call is a failure that says so (and is not a choice)', () => {
  const problem = { kind: 'auth' as const, message: 'OpenAI refused the API key (HTTP 401).' };
  assert.equal(
    verdict([], { tool: null }, { stopReason: 'error', problem }),
    'the model call failed before any tool call: OpenAI refused the API key (HTTP 401).',
  );
});

test('anyOf, argument patterns and notCalled', () => {
  const anyOf: EvalExpectation = {
    anyOf: [{ tool: 'read_project_file', arguments: { path: 'README.md' } }, { tool: 'list_project_files' }],
  };
  assert.equal(verdict([call('list_project_files', {})], anyOf), 'pass');
  assert.equal(verdict([call('read_project_file', { path: 'README.md' })], anyOf), 'pass');
  assert.equal(
    verdict([call('read_project_file', { path: 'x' })], anyOf),
    'argument path is "x", expected "README.md"',
  );
  assert.equal(
    verdict([call('get_issue', {})], anyOf),
    'called get_issue; expected one of read_project_file, list_project_files',
  );

  const patterns: EvalExpectation = {
    tool: 'search_issues',
    argumentPatterns: { query: '[Ww]indows', '/filter/limit': '^\\d$' },
  };
  assert.equal(
    verdict([call('search_issues', { query: 'Windows crash', filter: { limit: 5 } })], patterns),
    'pass',
  );
  assert.equal(
    verdict([call('search_issues', { query: 'linux', filter: { limit: 10 } })], patterns),
    'argument query is "linux", which does not match /[Ww]indows/; argument /filter/limit is 10, which does not match /^\\d$/',
  );

  const safe: EvalExpectation = { tool: 'get_issue', notCalled: ['deploy_release'] };
  assert.equal(
    verdict([call('get_issue', {}), call('deploy_release', {})], safe),
    'called deploy_release, which must not be called',
  );
  const v = scoreRun(runWith([call('get_issue', {}), call('deploy_release', {})]), safe);
  assert.deepEqual([v.tool, v.arguments, v.forbidden], ['get_issue', {}, ['deploy_release']]);
});
