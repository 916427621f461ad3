import { encodeBase64 } from '../../wire/base64';
import type { JsonObject } from '../json-rpc';
import type { MockResource } from '../mock-resource';
import { encodePng } from './encode-png';

/**
 * The demo repository behind list_project_files and read_project_file, also served as resources
 * (resources/list, resources/read), so a client can follow a `resource_link` with a read.
 */
export interface ProjectFile {
  path: string;
  mimeType: string;
  description: string;
  lastModified: string;
  text?: string;
  blob?: () => Uint8Array;
}

function logoPng(): Uint8Array {
  const size = 24;
  const rgb = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inside = (x - 11.5) ** 2 + (y - 11.5) ** 2 < 100;
      rgb.set(inside ? [0xf5, 0x9e, 0x0b] : [0x1f, 0x29, 0x37], (y * size + x) * 3);
    }
  }
  return encodePng(size, size, rgb);
}

export const PROJECT_FILES: readonly ProjectFile[] = [
  {
    path: 'README.md',
    mimeType: 'text/markdown',
    description: 'What Lumen is and how to start a site.',
    lastModified: '2026-07-02T10:00:00Z',
    text: '# Lumen\n\nA static site generator for documentation and blogs.\n\n```sh\nnpx lumen new my-site\ncd my-site && npx lumen dev\n```\n\nContent lives in `content/`, layouts in `layouts/`, shared snippets in `partials/`.\n',
  },
  {
    path: 'lumen.config.json',
    mimeType: 'application/json',
    description: 'The site configuration the build reads.',
    lastModified: '2026-06-28T08:30:00Z',
    text: '{\n  "title": "Lumen docs",\n  "baseUrl": "https://lumen.example/",\n  "images": { "formats": ["avif", "webp"] },\n  "search": { "enabled": true }\n}\n',
  },
  {
    path: 'CHANGELOG.md',
    mimeType: 'text/markdown',
    description: 'Release notes, newest first.',
    lastModified: '2026-06-24T17:00:00Z',
    text: '## 3.2.1\n\n- Fix: sitemap is always written with LF line endings (#108).\n\n## 3.2.0\n\n- New: AVIF output for images (#105).\n- Fix: contrast of comments in dark code blocks (#102).\n',
  },
  {
    path: 'src/build.ts',
    mimeType: 'text/x-typescript',
    description: 'The build entry point.',
    lastModified: '2026-07-05T12:15:00Z',
    text: "import { loadConfig } from './config';\nimport { renderSite } from './render';\n\nexport async function build(root: string) {\n  const config = await loadConfig(root);\n  return renderSite(config);\n}\n",
  },
  {
    path: 'assets/logo.png',
    mimeType: 'image/png',
    description: 'The project logo (24×24 PNG).',
    lastModified: '2026-05-20T09:00:00Z',
    blob: logoPng,
  },
];

export function projectFileUri(path: string): string {
  return `file:///lumen/${path}`;
}

/** The bytes a file has (text as UTF-8). */
export function projectFileSize(file: ProjectFile): number {
  return file.blob ? file.blob().length : new TextEncoder().encode(file.text ?? '').length;
}

/** `TextResourceContents` or `BlobResourceContents` of a file. */
export function projectFileContents(file: ProjectFile): JsonObject {
  const uri = projectFileUri(file.path);
  return file.blob
    ? { uri, mimeType: file.mimeType, blob: encodeBase64(file.blob()) }
    : { uri, mimeType: file.mimeType, text: file.text ?? '' };
}

/** The files as resources. */
export const PROJECT_RESOURCES: readonly MockResource[] = PROJECT_FILES.map((file) => ({
  resource: {
    uri: projectFileUri(file.path),
    name: file.path,
    description: file.description,
    mimeType: file.mimeType,
    size: projectFileSize(file),
    annotations: { lastModified: file.lastModified },
  },
  contents: () => [projectFileContents(file)],
}));
