import type { MockTool } from '../mock-tool';
import { PROJECT_FILES, projectFileSize, projectFileUri } from './project-files';

/**
 * Returns `resource_link` blocks: pointers the client may fetch with resources/read (they are
 * served as resources here), with size, type and annotations, instead of the file contents.
 */
export const listProjectFilesTool: MockTool = {
  definition: {
    name: 'list_project_files',
    title: 'List project files',
    description:
      'List the files of the Lumen repository, optionally under one directory. Returns one resource link per file (URI, type, size, last change); read a file’s contents with read_project_file or resources/read. Use this when you need to find a file before reading it.',
    inputSchema: {
      type: 'object',
      properties: {
        directory: {
          type: 'string',
          enum: ['', 'src', 'assets'],
          default: '',
          description: 'Only files under this directory; "" (default) lists the whole repository.',
        },
      },
      additionalProperties: false,
    },
    annotations: { title: 'List project files', readOnlyHint: true, openWorldHint: false },
  },
  run({ arguments: args }) {
    const directory = (args.directory as string | undefined) ?? '';
    const files = PROJECT_FILES.filter((file) => directory === '' || file.path.startsWith(`${directory}/`));
    return {
      type: 'complete',
      result: {
        content: [
          { type: 'text', text: `${files.length} file(s)${directory ? ` under ${directory}/` : ''}:` },
          ...files.map((file) => ({
            type: 'resource_link',
            uri: projectFileUri(file.path),
            name: file.path,
            description: file.description,
            mimeType: file.mimeType,
            size: projectFileSize(file),
            annotations: { lastModified: file.lastModified, audience: ['assistant'], priority: 0.5 },
          })),
        ],
      },
    };
  },
};
