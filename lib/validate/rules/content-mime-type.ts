import { joinPointer } from '../../json/json-pointer';
import { matchContentBlock } from '../../spec/content-block-type';
import { decodeBase64Prefix } from '../../wire/base64';
import { defineRule } from '../rule';
import { sameMediaType, sniffMediaType } from '../sniff-media-type';

export const contentMimeType = defineRule({
  id: 'content-mime-type',
  severity: 'warning',
  basis: 'spec-should',
  title: 'Content MIME types match the block and the bytes',
  description:
    'An `image` block should declare an `image/*` type and an `audio` block an `audio/*` type, and the decoded bytes should be what the type says. Clients pick a renderer from `mimeType`; a wrong one shows a broken image or plays nothing.',
  target: 'content-block',
  check({ target, path, report }) {
    const media = (block: Record<string, unknown> & { type: 'image' | 'audio' }) => {
      const mimeType = block.mimeType;
      if (typeof mimeType !== 'string') return;
      const at = joinPointer(path, 'mimeType');
      if (!mimeType.toLowerCase().startsWith(`${block.type}/`)) {
        report({
          path: at,
          message: `An ${block.type} block declares "${mimeType}". Use an ${block.type}/* type such as "${block.type === 'image' ? 'image/png' : 'audio/wav'}".`,
        });
        return;
      }
      if (typeof block.data !== 'string') return;
      const bytes = decodeBase64Prefix(block.data, 512);
      const sniffed = bytes ? sniffMediaType(bytes) : undefined;
      if (sniffed && !sameMediaType(sniffed, mimeType)) {
        report({
          path: at,
          message: `mimeType says ${mimeType}, but the data starts like ${sniffed}. Fix the type so clients decode it correctly.`,
        });
      }
    };
    matchContentBlock<void>(target.value, {
      text: () => {},
      image: media,
      audio: media,
      resource_link: () => {},
      resource: () => {},
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
          content: [{ type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/jpeg' }],
        },
        path: '/content/0/mimeType',
      },
      {
        kind: 'call-result',
        document: {
          resultType: 'complete',
          content: [{ type: 'audio', data: 'AAAA', mimeType: 'image/png' }],
        },
        path: '/content/0/mimeType',
      },
    ],
  },
});
