import type { MockTool } from '../mock-tool';
import { toolError } from '../mock-tool';
import { PROJECT_FILES, projectFileContents } from './project-files';

/**
 * Returns an embedded resource: the file itself inside the result, as text contents or a base64
 * blob (the logo). Annotations go on the `EmbeddedResource` wrapper, where the schema puts them,
 * not inside `resource`.
 */
export const readProjectFileTool: MockTool = {
  definition: {
    name: 'read_project_file',
    title: 'Read a project file',
    description:
      'Return one file of the Lumen repository as an embedded resource: text files as text, images as a base64 blob. Use this when you know the path; call list_project_files first to see the paths.',
    inputSchema: {
      type: 'object',
      properties: {
        path: {
          type: 'string',
          enum: PROJECT_FILES.map((file) => file.path),
          description: 'Path of the file in the repository, e.g. "README.md".',
        },
      },
      required: ['path'],
      additionalProperties: false,
    },
    annotations: { title: 'Read a project file', readOnlyHint: true, openWorldHint: false },
  },
  run({ arguments: args }) {
    const file = PROJECT_FILES.find((f) => f.path === args.path);
    if (!file) return toolError(`No file ${String(args.path)}; call list_project_files for the paths.`);
    return {
      type: 'complete',
      result: {
        content: [
          {
            type: 'resource',
            resource: projectFileContents(file),
            annotations: { audience: ['assistant', 'user'], priority: 0.9, lastModified: file.lastModified },
          },
        ],
      },
    };
  },
};
