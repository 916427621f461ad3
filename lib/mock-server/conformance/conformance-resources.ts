import type { MockResource, MockResourceTemplate } from '../mock-resource';
import { RED_PIXEL_PNG } from './content-tools';

/** The suite's resource fixtures. */
export const CONFORMANCE_RESOURCES: readonly MockResource[] = [
  {
    resource: {
      uri: 'test://static-text',
      name: 'static-text',
      description: 'Conformance fixture: a static text resource.',
      mimeType: 'text/plain',
    },
    contents: () => [
      {
        uri: 'test://static-text',
        mimeType: 'text/plain',
        text: 'This is the content of the static text resource.',
      },
    ],
  },
  {
    resource: {
      uri: 'test://static-binary',
      name: 'static-binary',
      description: 'Conformance fixture: a static binary (PNG) resource.',
      mimeType: 'image/png',
    },
    contents: () => [{ uri: 'test://static-binary', mimeType: 'image/png', blob: RED_PIXEL_PNG }],
  },
];

const TEMPLATE = /^test:\/\/template\/([^/]+)\/data$/;

/** The suite's template fixture: `test://template/{id}/data` echoes the id. */
export const CONFORMANCE_RESOURCE_TEMPLATES: readonly MockResourceTemplate[] = [
  {
    template: {
      uriTemplate: 'test://template/{id}/data',
      name: 'template-data',
      description: 'Conformance fixture: data for any id.',
      mimeType: 'application/json',
    },
    read(uri) {
      const match = TEMPLATE.exec(uri);
      if (!match) return undefined;
      const id = decodeURIComponent(match[1]!);
      return [
        {
          uri,
          mimeType: 'application/json',
          text: JSON.stringify({ id, templateTest: true, data: `Data for ID: ${id}` }),
        },
      ];
    },
  },
];
