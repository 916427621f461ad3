import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LOCAL_SERVERS, localServerAt } from './local-servers';
import { prepareOptionsOf, renderTargetOf } from './model-runtime';
import { checkModelDraft, describeSettings, initialModelDraft, type ModelDraft } from './provider-settings';

const draft = (over: Partial<ModelDraft>): ModelDraft => ({ ...initialModelDraft(), ...over });

test('a hosted provider needs a model and a key; the key is trimmed and kept only in the settings', () => {
  const empty = checkModelDraft(draft({ provider: 'anthropic' }));
  assert.equal(empty.ok, false);
  if (empty.ok) return;
  assert.deepEqual(
    empty.problems.map((p) => p.field),
    ['model', 'apiKey'],
  );
  assert.match(empty.problems[1]!.message, /stays in this tab's memory/);

  const ok = checkModelDraft(
    draft({ provider: 'anthropic', model: ' claude-sonnet-4-5 ', apiKey: ' sk-ant-1 ' }),
  );
  assert.deepEqual(ok, {
    ok: true,
    settings: { provider: 'anthropic', model: 'claude-sonnet-4-5', apiKey: 'sk-ant-1' },
    strict: false,
  });
});

test('an OpenAI-compatible server needs its address but no key; the trailing slash goes', () => {
  const missing = checkModelDraft(draft({ provider: 'openai-compatible', model: 'llama3.2' }));
  assert.equal(missing.ok, false);
  if (!missing.ok)
    assert.deepEqual(
      missing.problems.map((p) => p.field),
      ['baseUrl'],
    );

  const ok = checkModelDraft(
    draft({ provider: 'openai-compatible', model: 'llama3.2', baseUrl: 'http://localhost:11434/v1/' }),
  );
  assert.deepEqual(ok, {
    ok: true,
    settings: { provider: 'openai-compatible', model: 'llama3.2', baseUrl: 'http://localhost:11434/v1' },
    strict: false,
  });
});

test("base URLs the page cannot use are refused with the reason (lib/model's check, and the missing scheme)", () => {
  const cases: [string, string, RegExp][] = [
    ['localhost:11434', '', /full address, starting with http/],
    ['file:///etc/passwd', '', /must start with http/],
    ['http://user:pw@localhost:1234/v1', '', /user name or password/],
    ['http://localhost:1234/v1?key=1', '', /must not carry a credential/],
    ['http://models.example.com/v1', 'sk-1', /would travel unencrypted/],
  ];
  for (const [baseUrl, apiKey, reason] of cases) {
    const checked = checkModelDraft(draft({ provider: 'openai-compatible', model: 'm', baseUrl, apiKey }));
    assert.equal(checked.ok, false, baseUrl);
    if (!checked.ok) assert.match(checked.problems[0]!.message, reason, baseUrl);
  }
  // Plain http is fine for this machine, with or without a key.
  assert.ok(
    checkModelDraft(
      draft({
        provider: 'openai-compatible',
        model: 'm',
        baseUrl: 'http://127.0.0.1:8080/v1',
        apiKey: 'sk-1',
      }),
    ).ok,
  );
});

test('the OpenAI API choice is kept for OpenAI only; a key with a line break is refused', () => {
  const openai = checkModelDraft(
    draft({ provider: 'openai', model: 'gpt-4.1-mini', apiKey: 'sk-1', openaiApi: 'responses' }),
  );
  assert.ok(openai.ok && openai.settings.openaiApi === 'responses');
  const google = checkModelDraft(
    draft({ provider: 'google', model: 'gemini-2.5-flash', apiKey: 'k', openaiApi: 'responses' }),
  );
  assert.ok(google.ok && !('openaiApi' in google.settings));
  const broken = checkModelDraft(draft({ provider: 'openai', model: 'gpt-4.1-mini', apiKey: 'sk-1\nsk-2' }));
  assert.ok(!broken.ok && broken.problems.some((p) => p.field === 'apiKey'));
});

test('the description of the settings never carries the key', () => {
  const checked = checkModelDraft(
    draft({
      provider: 'openai',
      model: 'gpt-4.1-mini',
      apiKey: 'sk-secret-123',
      baseUrl: 'http://127.0.0.1:9/v1',
    }),
  );
  assert.ok(checked.ok);
  const text = describeSettings(checked.settings);
  assert.equal(text, 'OpenAI (Chat Completions), model gpt-4.1-mini at http://127.0.0.1:9/v1');
  assert.ok(!text.includes('sk-secret'));
});

test('each local server says how it lets this origin in, and is recognised by its default address', () => {
  const origin = 'https://lab.example';
  for (const server of LOCAL_SERVERS) {
    assert.ok(server.corsNote(origin).length > 20, server.id);
    assert.equal(localServerAt(server.baseUrl)?.id, server.id);
    assert.equal(localServerAt(server.baseUrl.replace('localhost', '127.0.0.1'))?.id, server.id);
  }
  assert.match(LOCAL_SERVERS[0]!.corsNote(origin), /OLLAMA_ORIGINS set to https:\/\/lab\.example/);
  assert.match(LOCAL_SERVERS[0]!.corsNote('http://localhost:3000'), /without any setting/);
  assert.equal(LOCAL_SERVERS[0]!.corsCommand?.(origin), 'OLLAMA_ORIGINS=https://lab.example ollama serve');
  assert.equal(localServerAt('https://api.example.com:11434/v1'), undefined, 'not on this machine');
  assert.equal(localServerAt('not a url'), undefined);
});

test('strict function calling is kept for OpenAI and OpenAI-compatible servers only, and maps to the strict conversion', () => {
  const openai = checkModelDraft(
    draft({ provider: 'openai', model: 'm', apiKey: 'k', strict: true, openaiApi: 'responses' }),
  );
  assert.ok(openai.ok && openai.strict);
  assert.equal(describeSettings(openai.settings, openai.strict), 'OpenAI (Responses API), strict, model m');
  const anthropic = checkModelDraft(draft({ provider: 'anthropic', model: 'm', apiKey: 'k', strict: true }));
  assert.ok(anthropic.ok && !anthropic.strict);
  assert.equal(renderTargetOf('openai-responses', true), 'openai-strict');
  assert.deepEqual(prepareOptionsOf('openai-responses'), { strictApi: 'responses' });
  assert.equal(renderTargetOf('openai-compatible-chat', true), 'openai-strict');
  assert.deepEqual(prepareOptionsOf('openai-compatible-chat'), { strictApi: 'chat' });
  assert.equal(renderTargetOf('openai-chat'), 'openai');
  assert.equal(renderTargetOf('anthropic-messages', true), 'anthropic');
  assert.equal(renderTargetOf('gemini'), 'gemini');
});
