'use client';

import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useArgumentCheck } from '@/hooks/use-argument-check';
import type { PendingInput } from '@/hooks/use-mcp-input-requests';
import { isObject } from '@/lib/json/is-object';
import { METHODS } from '@/lib/spec/methods';
import { ArgumentsForm } from './arguments-form';
import { acceptBlocker } from './elicitation-answer';
import { HiddenText } from './hidden-text';
import { JsonView } from './json-view';
import { safeHttpUrl } from './safe-url';
import { startingValue } from './starting-value';
import { useValidator } from './validation-context';

type Json = Record<string, unknown>;

/** A reply to start from, for requests answered with a raw result. */
function replyTemplate(method: string): unknown {
  if (method === METHODS.samplingCreateMessage) {
    return {
      role: 'assistant',
      content: { type: 'text', text: '' },
      model: 'a-person-in-the-playground',
      stopReason: 'endTurn',
    };
  }
  if (method === METHODS.rootsList) return { roots: [] };
  return {};
}

/**
 * An MRTR round (or a legacy server request) waiting for the user. Elicitation: the form built from
 * `requestedSchema`, then Accept, Decline or Cancel (the three answers the spec defines).
 * Sampling, roots and anything else: a reply editor holding the result to send, or Decline,
 * which fails the call (there is no neutral answer to make up). Closing the dialog cancels.
 */
export function InputRequestDialog({
  pending,
  waiting,
}: {
  pending: PendingInput | undefined;
  waiting: number;
}) {
  return (
    <Dialog
      open={pending !== undefined}
      onClose={() => {
        if (!pending) return;
        pending.answer(
          pending.request.method === METHODS.elicitationCreate ? { action: 'cancel' } : undefined,
        );
      }}
      title={
        pending
          ? `Input required${pending.request.toolName ? ` by ${pending.request.toolName}` : ''}${pending.request.via === 'task' ? ' (inside its task)' : pending.request.round ? ` (round ${pending.request.round})` : ''}`
          : 'Input required'
      }
      description={
        pending ? (
          <>
            The server asks for <code>{pending.request.method}</code> (key{' '}
            <code>
              <HiddenText text={pending.request.key} />
            </code>
            {pending.request.via === 'mrtr'
              ? ', answered by repeating the call with inputResponses'
              : pending.request.via === 'task'
                ? ', asked inside a running task and answered with tasks/update'
                : ', a legacy server request'}
            ).{waiting > 1 ? ` ${waiting - 1} more waiting.` : ''}
          </>
        ) : undefined
      }
    >
      {pending ? <InputRequestBody key={pending.id} pending={pending} /> : null}
    </Dialog>
  );
}

function InputRequestBody({ pending }: { pending: PendingInput }) {
  const { method, params } = pending.request;
  const p = isObject(params) ? params : {};
  if (method === METHODS.elicitationCreate && p.mode === 'url')
    return <UrlElicitation pending={pending} params={p} />;
  if (method === METHODS.elicitationCreate) return <FormElicitation pending={pending} params={p} />;
  return <ReplyEditor pending={pending} />;
}

function FormElicitation({ pending, params }: { pending: PendingInput; params: Json }) {
  const schema = params.requestedSchema;
  const [text, setText] = useState(() => JSON.stringify(startingValue(schema) ?? {}, null, 2));
  const check = useArgumentCheck(useValidator(), text, schema);
  const id = useId();
  // The requested schema is enforced: no Accept while a required field is missing or a value is wrong.
  const blocker = acceptBlocker(check);
  const accept = (event: FormEvent) => {
    event.preventDefault();
    if (blocker !== undefined || !check.parsed) return;
    pending.answer({ action: 'accept', content: check.value });
  };
  return (
    <form onSubmit={accept} className="space-y-3 overflow-auto px-5 py-4 text-sm">
      {typeof params.message === 'string' ? (
        <p className="whitespace-pre-wrap">
          <HiddenText text={params.message} />
        </p>
      ) : null}
      <ArgumentsForm
        schema={schema}
        value={check.parsed ? check.value : undefined}
        onChange={(value) => setText(JSON.stringify(value, null, 2) ?? '{}')}
        errors={check.errors}
        idPrefix={`${id.replace(/[^\w-]/g, '_')}-elicit`}
        label="Answer"
      />
      <details>
        <summary className="cursor-pointer text-xs font-medium">Answer as JSON</summary>
        <label htmlFor={`${id}-answer`} className="mt-1 block text-xs font-medium">
          Answer (JSON content for the requested schema)
        </label>
        <textarea
          id={`${id}-answer`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={6}
          spellCheck={false}
          className="mt-1 w-full rounded-md border border-slate-300 bg-white p-2 font-mono text-xs dark:border-slate-700 dark:bg-slate-950"
        />
      </details>
      <details>
        <summary className="cursor-pointer text-xs font-medium">Requested schema</summary>
        <JsonView value={schema} label="Requested schema" fileName="requested-schema.json" />
      </details>
      {check.problems.length > 0 ? (
        <ul
          aria-label="Problems with the answer"
          className="list-disc pl-5 text-xs text-red-800 dark:text-red-300"
        >
          {check.problems.map((problem, i) => (
            <li key={i}>{problem.message}</li>
          ))}
        </ul>
      ) : null}
      {blocker !== undefined ? (
        <p id={`${id}-blocker`} className="text-xs text-amber-900 dark:text-amber-200">
          {blocker}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={() => pending.answer({ action: 'cancel' })}>Cancel</Button>
        <Button onClick={() => pending.answer({ action: 'decline' })}>Decline</Button>
        <Button
          type="submit"
          variant="primary"
          disabled={blocker !== undefined}
          aria-describedby={blocker !== undefined ? `${id}-blocker` : undefined}
        >
          Accept
        </Button>
      </div>
    </form>
  );
}

function UrlElicitation({ pending, params }: { pending: PendingInput; params: Json }) {
  const url = safeHttpUrl(params.url);
  return (
    <div className="space-y-3 px-5 py-4 text-sm">
      {typeof params.message === 'string' ? (
        <p className="whitespace-pre-wrap">
          <HiddenText text={params.message} />
        </p>
      ) : null}
      {url ? (
        <p>
          The server asks you to open{' '}
          <a
            href={url.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="break-all text-sky-800 underline dark:text-sky-300"
          >
            {url.href}
          </a>{' '}
          ({url.host}).
        </p>
      ) : (
        <p className="text-amber-900 dark:text-amber-200">
          The URL is not an http(s) address and is not offered as a link:{' '}
          <HiddenText text={String(params.url ?? '')} />
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={() => pending.answer({ action: 'cancel' })}>Cancel</Button>
        <Button onClick={() => pending.answer({ action: 'decline' })}>Decline</Button>
        <Button variant="primary" onClick={() => pending.answer({ action: 'accept' })}>
          Accept
        </Button>
      </div>
    </div>
  );
}

function ReplyEditor({ pending }: { pending: PendingInput }) {
  const { method, params } = pending.request;
  const [text, setText] = useState(() => JSON.stringify(replyTemplate(method), null, 2));
  const [error, setError] = useState<string>();
  const id = useId();
  const send = (event: FormEvent) => {
    event.preventDefault();
    try {
      pending.answer(JSON.parse(text));
    } catch (e) {
      setError(`The reply is not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  return (
    <form onSubmit={send} className="space-y-3 overflow-auto px-5 py-4 text-sm">
      <details open>
        <summary className="cursor-pointer text-xs font-medium">What the server sent</summary>
        <JsonView value={params} label="Request parameters" fileName="input-request.json" />
      </details>
      <div>
        <label htmlFor={`${id}-reply`} className="block text-xs font-medium">
          Reply (
          {method === METHODS.samplingCreateMessage
            ? 'a CreateMessageResult: you play the model'
            : method === METHODS.rootsList
              ? 'a ListRootsResult'
              : 'the result to send'}
          )
        </label>
        <textarea
          id={`${id}-reply`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={8}
          spellCheck={false}
          className="mt-1 w-full rounded-md border border-slate-300 bg-white p-2 font-mono text-xs dark:border-slate-700 dark:bg-slate-950"
        />
      </div>
      {error ? (
        <p role="alert" className="text-xs text-red-800 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={() => pending.answer(undefined)}>Decline (fails the call)</Button>
        <Button type="submit" variant="primary">
          Send reply
        </Button>
      </div>
    </form>
  );
}
