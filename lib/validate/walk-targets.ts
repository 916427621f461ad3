import { isObject } from '../json/is-object';
import { joinPointer } from '../json/json-pointer';
import { TASK_STATUS_NOTIFICATION, TASK_STATUS_NOTIFICATION_ALIAS } from '../spec/extensions/tasks-extension';
import type { DocumentKind } from './document-kind';
import type { TargetMap, TargetType } from './rule';
import { schemaFactsOf } from './schema-facts';

type JsonObject = Record<string, unknown>;

export interface FoundTarget<T extends TargetType = TargetType> {
  type: T;
  path: string;
  target: TargetMap[T];
}

/**
 * Finds every part of a document that rules attach to, with its JSON Pointer. `root` is the value
 * of the whole document; JSON-RPC responses wrapping a result are walked through `/result`.
 * `sourceOf` (see JsonDocument.sourceOf), when the document came as text, gives a schema's own
 * source text, which keys the schema facts without serialising the schema.
 */
export function walkTargets(
  root: unknown,
  kind: DocumentKind,
  tool?: JsonObject,
  sourceOf?: (pointer: string) => string | undefined,
  context: { tasksDeclared?: boolean } = {},
): FoundTarget[] {
  const out: FoundTarget[] = [];
  const add = <T extends TargetType>(type: T, path: string, target: TargetMap[T]) => {
    out.push({ type, path, target } as FoundTarget);
  };
  add('document', '', { value: root });

  const walkMeta = (value: unknown, path: string, where: TargetMap['meta']['where']) => {
    if (isObject(value)) add('meta', path, { value, where });
  };

  const walkIcons = (icons: unknown, path: string) => {
    if (!Array.isArray(icons)) return;
    icons.forEach((icon, i) => {
      if (isObject(icon)) add('icon', joinPointer(path, i), { value: icon });
    });
  };

  const walkTool = (value: unknown, path: string) => {
    if (!isObject(value)) return;
    add('tool', path, { value });
    for (const field of ['name', 'title', 'description'] as const) {
      const text = value[field];
      if (typeof text === 'string') add('model-text', joinPointer(path, field), { value: text, field });
    }
    if (isObject(value.annotations) && typeof value.annotations.title === 'string') {
      add('model-text', joinPointer(path, 'annotations', 'title'), {
        value: value.annotations.title,
        field: 'annotations.title',
      });
    }
    for (const [key, role] of [
      ['inputSchema', 'input'],
      ['outputSchema', 'output'],
    ] as const) {
      if (!(key in value)) continue;
      const schemaPath = joinPointer(path, key);
      add('json-schema', schemaPath, { value: value[key], role, tool: value });
      // The model-text strings of the schema, from a walk cached by schema content.
      for (const text of schemaFactsOf(value[key], sourceOf?.(schemaPath)).texts)
        add('model-text', schemaPath + text.path, { value: text.value, field: text.field });
    }
    walkIcons(value.icons, joinPointer(path, 'icons'));
    walkMeta(value._meta, joinPointer(path, '_meta'), 'other');
  };

  const walkToolArray = (value: unknown, path: string) => {
    if (!Array.isArray(value)) return;
    add('tool-set', path, { value });
    for (const [i, item] of value.entries()) walkTool(item, joinPointer(path, i));
  };

  const walkContentBlock = (value: unknown, path: string) => {
    if (!isObject(value)) return;
    add('content-block', path, { value });
    if (isObject(value.annotations))
      add('annotations', joinPointer(path, 'annotations'), { value: value.annotations });
    walkMeta(value._meta, joinPointer(path, '_meta'), 'other');
    if (value.type === 'text' && typeof value.text === 'string') {
      add('model-text', joinPointer(path, 'text'), { value: value.text, field: 'text content' });
    }
    if (value.type === 'resource_link') walkIcons(value.icons, joinPointer(path, 'icons'));
    if (value.type === 'resource' && isObject(value.resource)) {
      const resource = value.resource;
      walkMeta(resource._meta, joinPointer(path, 'resource', '_meta'), 'other');
      if (typeof resource.text === 'string') {
        add('model-text', joinPointer(path, 'resource', 'text'), {
          value: resource.text,
          field: 'resource text',
        });
      }
    }
  };

  /**
   * A task: its role follows from `resultType` ("task": the handle; any other value: a tasks/get
   * result; none: notification params). A completed task's inlined result is a tools/call result.
   */
  const walkTask = (value: unknown, path: string, role?: TargetMap['task']['role']) => {
    if (!isObject(value)) return;
    const which =
      role ??
      (value.resultType === 'task' ? 'handle' : value.resultType === undefined ? 'notification' : 'get');
    add('task', path, {
      value,
      role: which,
      ...(context.tasksDeclared !== undefined ? { declared: context.tasksDeclared } : {}),
    });
    if (typeof value.statusMessage === 'string')
      add('model-text', joinPointer(path, 'statusMessage'), {
        value: value.statusMessage,
        field: 'statusMessage',
      });
    if (which !== 'handle' && value.status === 'completed' && isObject(value.result))
      walkCallResult(value.result, joinPointer(path, 'result'));
    walkMeta(value._meta, joinPointer(path, '_meta'), which === 'notification' ? 'notification' : 'result');
  };

  const walkCallResult = (value: unknown, path: string) => {
    if (!isObject(value)) return;
    add('call-result', path, { value, tool });
    // A tools/call answered with a task handle: checked as a task too.
    if (value.resultType === 'task')
      add('task', path, {
        value,
        role: 'handle',
        ...(context.tasksDeclared !== undefined ? { declared: context.tasksDeclared } : {}),
      });
    if (Array.isArray(value.content)) {
      for (const [i, block] of value.content.entries())
        walkContentBlock(block, joinPointer(path, 'content', i));
    }
    walkMeta(value._meta, joinPointer(path, '_meta'), 'result');
  };

  const walkListResult = (value: unknown, path: string) => {
    if (!isObject(value)) return;
    add('list-result', path, { value });
    walkToolArray(value.tools, joinPointer(path, 'tools'));
    walkMeta(value._meta, joinPointer(path, '_meta'), 'result');
  };

  const walkMessage = (value: unknown) => {
    if (!isObject(value)) return;
    add('message', '', { value });
    const params = value.params;
    if (typeof value.method === 'string' && isObject(params)) {
      walkMeta(params._meta, '/params/_meta', 'id' in value ? 'request' : 'notification');
      if (
        !('id' in value) &&
        (value.method === TASK_STATUS_NOTIFICATION || value.method === TASK_STATUS_NOTIFICATION_ALIAS)
      ) {
        walkTask(params, '/params', 'notification');
      }
    }
    if (isObject(value.result)) {
      const result = value.result;
      if (Array.isArray(result.tools)) walkListResult(result, '/result');
      else if (isTaskLike(result)) walkTask(result, '/result');
      else if (
        'content' in result ||
        'structuredContent' in result ||
        'isError' in result ||
        result.resultType === 'input_required'
      ) {
        walkCallResult(result, '/result');
      } else walkMeta(result._meta, '/result/_meta', 'result');
    }
  };

  // A JSON-RPC response may wrap the result the kind names; its envelope is checked structurally.
  const unwrap = (value: unknown): { value: unknown; path: string } =>
    isObject(value) && 'result' in value && ('jsonrpc' in value || 'id' in value)
      ? { value: value.result, path: '/result' }
      : { value, path: '' };

  switch (kind) {
    case 'tool':
      walkTool(root, '');
      break;
    case 'tools':
      walkToolArray(root, '');
      break;
    case 'tools-list-result': {
      const { value, path } = unwrap(root);
      walkListResult(value, path);
      break;
    }
    case 'call-result': {
      const { value, path } = unwrap(root);
      walkCallResult(value, path);
      break;
    }
    case 'message':
      walkMessage(root);
      break;
    case 'task': {
      const { value, path } = unwrap(root);
      walkTask(value, path);
      break;
    }
  }
  return out;
}

/** A result that is a task (a handle, or a tasks/get answer), not a tool result. */
export function isTaskLike(result: JsonObject): boolean {
  return (
    result.resultType === 'task' || (typeof result.taskId === 'string' && typeof result.status === 'string')
  );
}
