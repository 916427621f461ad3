import { joinPointer } from '../../json/json-pointer';
import { matchContentBlock } from '../../spec/content-block-type';
import { base64Problem } from '../../wire/base64';
import { defineRule } from '../rule';

export const contentBase64 = defineRule({
  id: 'content-base64',
  severity: 'error',
  basis: 'spec-must',
  title: 'Image, audio and blob data are valid Base64',
  description:
    '`data` of image and audio blocks and `blob` of embedded resources carry bytes as standard Base64 (RFC 4648, `+` and `/`, padded). The schema marks them `format: byte`, which validators treat as a note, so broken data passes the schema yet cannot be decoded.',
  target: 'content-block',
  check({ target, path, report }) {
    const block = target.value;
    const check = (value: unknown, at: string, what: string) => {
      if (typeof value !== 'string') return;
      const problem = base64Problem(value);
      if (problem)
        report({
          path: at,
          message: `The ${what} is not valid Base64: ${problem}. Encode the bytes with standard, padded Base64.`,
        });
    };
    const media = (b: { type: string; data?: unknown }) =>
      check(b.data, joinPointer(path, 'data'), `${b.type} data`);
    matchContentBlock<void>(block, {
      text: () => {},
      image: media,
      audio: media,
      resource_link: () => {},
      resource: (b) => {
        if (typeof b.resource === 'object' && b.resource !== null)
          check(
            (b.resource as Record<string, unknown>).blob,
            joinPointer(path, 'resource', 'blob'),
            'resource blob',
          );
      },
      other: () => {},
    });
  },
  cases: {
    pass: [
      {
        kind: 'call-result',
        document: {
          resultType: 'complete',
          content: [{ type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png' }],
        },
      },
    ],
    fail: [
      {
        kind: 'call-result',
        document: {
          resultType: 'complete',
          content: [{ type: 'image', data: 'iVBORw0KGgo', mimeType: 'image/png' }],
        },
        path: '/content/0/data',
      },
      {
        kind: 'call-result',
        document: {
          resultType: 'complete',
          content: [{ type: 'resource', resource: { uri: 'file:///a.bin', blob: 'a-b_' } }],
        },
        path: '/content/0/resource/blob',
      },
    ],
  },
});
