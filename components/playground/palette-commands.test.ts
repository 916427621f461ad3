// The palette's ranking: commands before tools on an equal or better match, tools still found by
// their name or title, and nothing shown for text that matches nothing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ToolEntry } from '@/lib/client/index';
import type { PaletteCommand } from './command-palette';
import { paletteCommands, paletteScore, rankPalette } from './palette-commands';
import type { PlaygroundActions } from './use-playground-controller';

const actions = new Proxy({} as PlaygroundActions, { get: () => () => undefined });
const tool = (name: string, title: string) =>
  ({
    name,
    tool: { name, title, inputSchema: { type: 'object' } },
    headers: [],
    page: 0,
  }) as unknown as ToolEntry;
const commands = paletteCommands(actions, {
  tools: [
    tool('country_facts_dk', 'Facts about Denmark'),
    tool('get_issue', 'Get an issue'),
    tool('theme_park_tickets', 'Book theme park tickets'),
  ],
  canRun: true,
  running: false,
  modKey: 'Ctrl',
});
const best = (search: string) => rankPalette(commands, search)[0]?.id;

test('palette: a command outranks a tool on an equal or better match', () => {
  assert.equal(best('dark'), 'theme-dark');
  assert.equal(best('Dark'), 'theme-dark');
  assert.equal(best('theme'), 'theme-dark', 'a tool whose title also holds "theme" comes after');
  assert.equal(best('clear the result'), 'call-clear');
  assert.equal(best('share link'), 'share');
  assert.equal(best('api/mcp'), 'connect-api');
});

test('palette: tools are found by title, by name and by a part of either', () => {
  assert.equal(best('Get an issue'), 'tool:get_issue');
  assert.equal(best('get_issue'), 'tool:get_issue');
  assert.equal(best('denmark'), 'tool:country_facts_dk');
  assert.equal(best('facts_dk'), 'tool:country_facts_dk');
});

test('palette: no match scores 0; a scattered match ranks below a word match', () => {
  const find = (id: string) => commands.find((c) => c.id === id) as PaletteCommand;
  assert.equal(paletteScore(find('theme-dark'), 'zzz'), 0);
  assert.ok(paletteScore(find('theme-dark'), 'dark') > paletteScore(find('tool:country_facts_dk'), 'dark'));
  assert.equal(rankPalette(commands, 'qqqq').length, 0);
  assert.equal(rankPalette(commands, '').length, commands.length, 'empty search keeps every command');
});
