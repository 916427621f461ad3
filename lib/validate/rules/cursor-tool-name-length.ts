import { joinPointer } from '../../json/json-pointer';
import { plural } from '../../text/plural';
import { defineRule } from '../rule';
import { CURSOR_NAME_WARNING } from './cursor-sources';

/** Cursor filters a tool out when the server's configured name plus the tool name reach 60 characters. */
const COMBINED_LIMIT = 60;
/** Below this many characters left for the server name, users must pick very short names: warn. */
const SERVER_NAME_ROOM = 15;

export const cursorToolNameLength = defineRule({
  id: 'cursor-tool-name-length',
  severity: 'warning',
  basis: 'client-compat',
  title: 'Cursor: server name plus tool name stay under 60 characters',
  description:
    'Cursor drops a tool whose name, added to the name the user gave the server in mcp.json, reaches 60 characters ("Combined server and tool name length … exceeds 60 characters"). A tool name of 59 characters or more is dropped whatever the server is called (an error); one that leaves fewer than 15 characters for the server name is a warning.',
  target: 'tool',
  profiles: ['cursor'],
  sources: [
    {
      ...CURSOR_NAME_WARNING,
      quote: 'Combined server and tool name length (60) exceeds 60 characters',
    },
  ],
  check({ target, path, report }) {
    const name = target.value.name;
    if (typeof name !== 'string') return;
    const length = [...name].length;
    const room = COMBINED_LIMIT - 1 - length;
    if (room >= SERVER_NAME_ROOM) return;
    report({
      path: joinPointer(path, 'name'),
      severity: room < 1 ? 'error' : 'warning',
      message:
        room < 1
          ? `This name is ${length} characters long, so Cursor drops the tool whatever the server is called (server name + tool name must stay under ${COMBINED_LIMIT}). Shorten it.`
          : `This name is ${length} characters long, which leaves ${plural(room, 'character')} for the server name in Cursor (server name + tool name must stay under ${COMBINED_LIMIT}). Shorten it.`,
    });
  },
  cases: {
    pass: [
      {
        kind: 'tool',
        profile: 'cursor',
        document: { name: 'create_research_repository', inputSchema: { type: 'object' } },
      },
    ],
    fail: [
      {
        kind: 'tool',
        profile: 'cursor',
        document: {
          name: 'add_pull_request_review_comment_to_pending_review',
          inputSchema: { type: 'object' },
        },
        path: '/name',
      },
      {
        kind: 'tool',
        profile: 'cursor',
        document: {
          name: 'GOOGLESHEETS_SPREADSHEETS_VALUES_BATCH_CLEAR_BY_DATA_FILTER',
          inputSchema: { type: 'object' },
        },
        path: '/name',
      },
    ],
  },
});
