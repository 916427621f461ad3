import Link from 'next/link';
import { generateReportTool } from '@/lib/mock-server/catalogue/generate-report';
import { getIssueTool } from '@/lib/mock-server/catalogue/get-issue';
import { searchIssuesTool } from '@/lib/mock-server/catalogue/search-issues';
import { prepareTools, type RenderTarget } from '@/lib/model/prepare-tools';
import { estimateTokens } from '@/lib/model/tokens/estimate-tokens';
import { loadO200kEncoder } from '@/lib/model/tokens/token-encoder';
import type { Tool } from '@/lib/spec/tool';
import { CodeBlock } from './code-block';
import { ruleHref } from './rules-data';

/** Named tool lists the docs show (embeds take a name, never pasted JSON). */
const SETS: Record<string, { label: string; tools: () => Tool[] }> = {
  'mock-issues': {
    label: 'search_issues, get_issue and generate_report, three tools of the in-page mock server',
    tools: () =>
      [searchIssuesTool, getIssueTool, generateReportTool].map((t) => t.definition as unknown as Tool),
  },
};

const TARGETS: { target: RenderTarget; label: string; field: string }[] = [
  { target: 'anthropic', label: 'Anthropic Messages', field: 'tools (name, description, input_schema)' },
  {
    target: 'openai',
    label: 'OpenAI Chat Completions',
    field: 'tools (type "function", function: {name, description, parameters})',
  },
  {
    target: 'openai-strict',
    label: 'OpenAI, strict mode',
    field: 'tools with strict: true (every property required, objects closed)',
  },
  {
    target: 'gemini',
    label: 'Gemini',
    field: 'tools[].functionDeclarations (an OpenAPI subset of JSON Schema)',
  },
];

/**
 * `<ProviderPayloads set="mock-issues" />`: the same MCP tools as each model API receives them,
 * converted by lib/model's prepareTools while the page is prerendered, with what the conversion
 * changed and the list's token cost per tool (an offline estimate, o200k_base). Static HTML: the
 * page teaches without JavaScript, and no tokenizer reaches the reader's browser.
 */
export async function ProviderPayloads({ set }: { set: string }) {
  const chosen = SETS[set];
  if (!chosen) throw new Error(`ProviderPayloads: no tool set "${set}"`);
  const tools = chosen.tools();
  const encoder = await loadO200kEncoder();
  const rows = await Promise.all(
    TARGETS.map(async (t) => {
      const result = prepareTools(tools, t.target);
      const tokens = await estimateTokens(result, t.target, encoder);
      return { ...t, result, tokens };
    }),
  );
  return (
    <figure aria-labelledby={`payloads-${set}`} className="not-prose my-6 space-y-3">
      <figcaption id={`payloads-${set}`} className="text-sm text-slate-700 dark:text-slate-300">
        The same tools ({chosen.label}) as four model APIs receive them, with their estimated cost in the
        model&apos;s context.
      </figcaption>
      <div
        className="table-scroll"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways on a phone must be reachable by keyboard
        tabIndex={0}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Estimated tokens of the tool list, per provider and per tool</caption>
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-700">
              <th scope="col" className="py-1 pr-3">
                API
              </th>
              {tools.map((tool) => (
                <th key={tool.name} scope="col" className="py-1 pr-3 font-mono text-xs">
                  {tool.name}
                </th>
              ))}
              <th scope="col" className="py-1 pr-3">
                Whole list
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.target} className="border-b border-slate-200 dark:border-slate-800">
                <th scope="row" className="py-1 pr-3 font-medium">
                  {row.label}
                </th>
                {tools.map((tool) => (
                  <td key={tool.name} className="py-1 pr-3 tabular-nums">
                    {row.tokens?.perTool.find((p) => p.mcpName === tool.name)?.tokens ?? '—'}
                  </td>
                ))}
                <td className="py-1 pr-3 font-semibold tabular-nums">{row.tokens?.total ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Tokens estimated with the o200k_base tokenizer over the JSON each API receives. Each provider also
        adds its own wrapping (Claude a tool-use system prompt of a few hundred tokens, OpenAI an internal
        rewrite of the functions), so billed counts differ: the validator&apos;s &quot;What the model
        sees&quot; counts exactly with your key.
      </p>
      {rows.map((row, i) => (
        <details
          key={row.target}
          open={i === 0}
          className="rounded-lg border border-slate-200 dark:border-slate-800"
        >
          <summary className="cursor-pointer px-3 py-2 text-sm font-semibold">
            {row.label}: <span className="font-normal">{row.field}</span>
          </summary>
          <div className="space-y-2 px-3 pb-3">
            <CodeBlock code={JSON.stringify(row.result.payload, null, 2)} lang="json" />
            {row.result.notes.length > 0 ? (
              <ul
                aria-label={`What the conversion for ${row.label} changed`}
                className="list-disc space-y-0.5 pl-5 text-sm"
              >
                {row.result.notes.map((note, j) => (
                  <li key={j}>
                    <code>{note.tool}</code> {note.path ? <code>{note.path}</code> : null} ({note.kind}):{' '}
                    {note.message}
                    {note.rule ? (
                      <>
                        {' '}
                        <Link href={ruleHref(note.rule)} className="text-sky-800 underline dark:text-sky-300">
                          {note.rule}
                        </Link>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Sent as the server wrote them: nothing to change.
              </p>
            )}
          </div>
        </details>
      ))}
    </figure>
  );
}
