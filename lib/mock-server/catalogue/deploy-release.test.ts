import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateValue } from '../../validate/validate-document';
import { createMockServer } from '../create-mock-server';
import { messageErrors } from '../testing/message-errors';
import { mcpRequest, readMessage } from '../testing/mock-exchange';
import { deployReleaseTool } from './deploy-release';

const args = { service: 'checkout', version: '2.4.1', environment: 'production' };
type Reply = {
  status: number;
  message: {
    result?: Record<string, unknown> & { requestState?: string; inputRequests?: Record<string, unknown> };
    error?: { code: number; message: string; data?: unknown };
  };
};

function deployer(now = () => Date.now()) {
  const server = createMockServer({ now });
  return async (
    extra: Record<string, unknown> = {},
    capabilities: Record<string, unknown> = { elicitation: {} },
    id = 1,
  ): Promise<Reply> => {
    const response = await server.handle(
      mcpRequest('tools/call', { name: 'deploy_release', arguments: args, ...extra }, { capabilities, id }),
    );
    const message = await readMessage(response);
    assert.deepEqual(messageErrors([message]), []);
    return { status: response.status, message: message as Reply['message'] };
  };
}

test('production asks for confirmation, and the retry with the answer deploys', async () => {
  const deploy = deployer();
  const first = await deploy();
  assert.equal(first.message.result!.resultType, 'input_required');
  const request = first.message.result!.inputRequests!.confirm_deploy as {
    method: string;
    params: { mode: string; message: string };
  };
  assert.equal(request.method, 'elicitation/create');
  assert.equal(request.params.mode, 'form');
  assert.match(request.params.message, /Deploy checkout 2\.4\.1 to production\?/);
  const done = await deploy(
    {
      inputResponses: { confirm_deploy: { action: 'accept', content: { confirm: true, note: 'hotfix' } } },
      requestState: first.message.result!.requestState,
    },
    { elicitation: {} },
    2,
  );
  assert.equal(done.message.result!.resultType, 'complete');
  assert.deepEqual(
    (done.message.result!.structuredContent as { note: string; status: string }).note,
    'hotfix',
  );
});

test('declining, cancelling or an unticked box does not deploy, says so, and conforms to the outputSchema', async () => {
  const deploy = deployer();
  const { requestState } = (await deploy()).message.result!;
  for (const answer of [
    { action: 'decline' },
    { action: 'cancel' },
    { action: 'accept', content: { confirm: false } },
    { action: 'accept', content: {} },
  ]) {
    const reply = await deploy({ inputResponses: { confirm_deploy: answer }, requestState });
    const result = reply.message.result!;
    assert.match(JSON.stringify(result.content), /Deployment not started/);
    assert.equal(result.isError, undefined);
    const structured = result.structuredContent as { status?: string; deployment_id?: string };
    assert.equal(structured?.status, 'not_started', JSON.stringify(answer));
    assert.equal(structured.deployment_id, undefined);
    // The same verdict the playground gives: no finding at all on this result of this tool.
    const report = validateValue(result, { kind: 'call-result', tool: deployReleaseTool.definition });
    assert.deepEqual(
      report.diagnostics.map((d) => `${d.rule} ${d.path}`),
      [],
      JSON.stringify(answer),
    );
  }
});

test('a started deploy conforms to the same outputSchema', async () => {
  const deploy = deployer();
  const { requestState } = (await deploy()).message.result!;
  const done = await deploy({
    inputResponses: { confirm_deploy: { action: 'accept', content: { confirm: true } } },
    requestState,
  });
  const report = validateValue(done.message.result, {
    kind: 'call-result',
    tool: deployReleaseTool.definition,
  });
  assert.deepEqual(report.diagnostics, []);
  assert.equal((done.message.result!.structuredContent as { status: string }).status, 'rolling_out');
});

test('a retry without the answer is asked again; a forged or expired state is refused', async () => {
  let now = 1_800_000_000_000;
  const deploy = deployer(() => now);
  const { requestState } = (await deploy()).message.result!;
  const again = await deploy({ requestState });
  assert.equal(again.message.result!.resultType, 'input_required');
  assert.notEqual(again.message.result!.requestState, requestState);
  const forged = await deploy({
    inputResponses: { confirm_deploy: { action: 'accept', content: { confirm: true } } },
    requestState: `${requestState}x`,
  });
  assert.equal(forged.message.error?.code, -32602);
  now += 11 * 60 * 1000;
  const late = await deploy({
    inputResponses: { confirm_deploy: { action: 'accept', content: { confirm: true } } },
    requestState,
  });
  assert.match(late.message.error!.message, /expired/);
});

test('a client that cannot show forms gets -32021; staging needs no confirmation', async () => {
  const deploy = deployer();
  const refused = await deploy({}, {});
  assert.equal(refused.status, 400);
  assert.deepEqual(refused.message.error?.data, { requiredCapabilities: { elicitation: { form: {} } } });
  const urlOnly = await deploy({}, { elicitation: { url: {} } });
  assert.equal(urlOnly.message.error?.code, -32021);
  const staging = await createMockServer().handle(
    mcpRequest('tools/call', { name: 'deploy_release', arguments: { ...args, environment: 'staging' } }),
  );
  assert.equal(((await readMessage(staging)).result as { resultType: string }).resultType, 'complete');
});
