import { joinPointer } from '../../json/json-pointer';
import { defineRule } from '../rule';

export const annotationsInResource = defineRule({
  id: 'annotations-in-resource',
  severity: 'warning',
  basis: 'spec-should',
  title: 'Embedded resource annotations sit on the content block',
  description:
    "In the schema, `annotations` belongs to the `resource` content block (next to `type` and `resource`), not inside the resource contents. An example on the spec's tools page nests it inside; clients following the schema ignore it there.",
  target: 'content-block',
  check({ target, path, report }) {
    const block = target.value;
    if (block.type !== 'resource' || typeof block.resource !== 'object' || block.resource === null) return;
    if (!('annotations' in block.resource)) return;
    report({
      path: joinPointer(path, 'resource', 'annotations'),
      part: 'key',
      message:
        'annotations inside "resource" are ignored by clients that follow the schema. Move them up to the content block, next to "type".',
    });
  },
  cases: {
    pass: [
      {
        kind: 'call-result',
        document: {
          resultType: 'complete',
          content: [
            { type: 'resource', resource: { uri: 'file:///a.txt', text: 'a' }, annotations: { priority: 1 } },
          ],
        },
      },
    ],
    fail: [
      {
        kind: 'call-result',
        document: {
          resultType: 'complete',
          content: [
            { type: 'resource', resource: { uri: 'file:///a.txt', text: 'a', annotations: { priority: 1 } } },
          ],
        },
        path: '/content/0/resource/annotations',
      },
    ],
  },
});
