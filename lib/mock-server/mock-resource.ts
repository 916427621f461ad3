import type { JsonObject } from './json-rpc';

/** A readable resource: its listing entry and its contents (text or base64 blob). */
export interface MockResource {
  /** The `Resource` as resources/list shows it (`uri` and `name` required). */
  resource: JsonObject & { uri: string; name: string };
  /** `TextResourceContents` / `BlobResourceContents` for resources/read. */
  contents(): JsonObject[];
}

/** A resource template: its listing entry and how it reads a matching URI. */
export interface MockResourceTemplate {
  template: JsonObject & { uriTemplate: string; name: string };
  /** The contents for `uri`, or undefined when the URI does not match the template. */
  read(uri: string): JsonObject[] | undefined;
}
