import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { checkBaseUrl, createLanguageModel } from './provider';

test('settings are checked before anything loads, with words that say what to fix', async () => {
  const error = async (settings: Parameters<typeof createLanguageModel>[0]) => {
    const made = await createLanguageModel(settings);
    assert.ok(!made.ok);
    return made.error;
  };
  assert.match(
    await error({ provider: 'anthropic', model: 'm' }),
    /Anthropic needs an API key \(the CLI reads ANTHROPIC_API_KEY\)/,
  );
  assert.match(await error({ provider: 'openai', model: ' ', apiKey: 'k' }), /Give the OpenAI model id/);
  assert.match(
    await error({ provider: 'openai-compatible', model: 'llama3.1' }),
    /give the server's base URL/,
  );
  assert.match(
    await error({ provider: 'google', model: 'g', apiKey: 'two words' }),
    /spaces or control characters/,
  );
  assert.match(
    await error({
      provider: 'openai-compatible',
      model: 'm',
      apiKey: 'secret-key-123',
      baseUrl: 'http://gpu.example.org:8000/v1',
    }),
    /The key would travel unencrypted to gpu\.example\.org:8000/,
  );
  assert.match(
    await error({ provider: 'openai', model: 'm', apiKey: 'k', baseUrl: 'ftp://x' }),
    /http:\/\/ or https:\/\//,
  );
});

test('base URLs: no credentials in them; plain http only for this machine when a key is sent', () => {
  assert.deepEqual(checkBaseUrl('http://localhost:11434/v1/', true), {
    ok: true,
    value: 'http://localhost:11434/v1',
  });
  assert.deepEqual(checkBaseUrl('http://127.0.0.1:8080/v1', true), {
    ok: true,
    value: 'http://127.0.0.1:8080/v1',
  });
  assert.equal(checkBaseUrl('http://lan-box:8000/v1', false).ok, true);
  assert.equal(checkBaseUrl('https://user:pw@api.example/v1', false).ok, false);
  assert.equal(checkBaseUrl('https://api.example/v1?api_key=x', false).ok, false);
});

test('every provider path gives a model with its API and media support', async () => {
  const cases = [
    [{ provider: 'anthropic', model: 'm', apiKey: 'k' }, 'anthropic-messages', true],
    [{ provider: 'openai', model: 'm', apiKey: 'k' }, 'openai-chat', false],
    [{ provider: 'openai', model: 'm', apiKey: 'k', openaiApi: 'responses' }, 'openai-responses', true],
    [{ provider: 'google', model: 'm', apiKey: 'k' }, 'gemini', false],
    [
      { provider: 'openai-compatible', model: 'm', baseUrl: 'http://localhost:11434/v1' },
      'openai-compatible-chat',
      false,
    ],
  ] as const;
  for (const [settings, api, media] of cases) {
    const made = await createLanguageModel(settings);
    assert.ok(made.ok, made.ok ? '' : made.error);
    assert.equal(made.value.api, api);
    assert.equal(made.value.mediaInToolResults, media);
    assert.equal(typeof made.value.model, 'object');
  }
});

test('the AI SDK is only imported on use: lib/model has no static value import of it', () => {
  for (const file of ['provider.ts', 'run-agent.ts', 'model-step.ts']) {
    const source = readFileSync(new URL(file, import.meta.url), 'utf8');
    const staticImports = [...source.matchAll(/^import\s+(?!type\b)[^;]*from\s+'(ai|@ai-sdk\/[^']+)'/gm)].map(
      (m) => m[1],
    );
    assert.deepEqual(staticImports, [], file);
  }
});
