'use client';

import { useState } from 'react';
import { HiddenText } from '@/components/playground/hidden-text';
import { Button } from '@/components/ui/button';
import type { TokenReport } from '@/lib/model/tokens/token-report';

/** Rows before "Show all". */
const SHOWN = 50;

const format = (n: number) => n.toLocaleString('en-US');

/**
 * The token cost of the list: one row per tool, most first, with its share of the total; the total
 * below; the method and what it leaves out above, so an estimate never passes for a count.
 */
export function TokenTable({ report, caption }: { report: TokenReport; caption: string }) {
  const [all, setAll] = useState(false);
  const rows = all ? report.perTool : report.perTool.slice(0, SHOWN);
  const sum = report.perTool.reduce((s, r) => s + r.tokens, 0) || 1;
  return (
    <div className="min-w-0">
      <p className="text-xs text-slate-700 dark:text-slate-300">
        <span className="font-semibold">{report.method === 'exact' ? 'Exact' : 'Estimate'}</span> ·{' '}
        {report.methodLabel}. {report.caveat}
      </p>
      <div className="mt-1 max-h-[24rem] overflow-y-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="text-xs text-slate-600 dark:text-slate-400">
            <tr>
              <th scope="col" className="py-1 pr-2 font-medium">
                Tool
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">
                Tokens
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Share
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.modelName} className="border-t border-slate-100 dark:border-slate-800">
                <th scope="row" className="py-0.5 pr-2 font-mono text-xs font-normal break-all">
                  <HiddenText text={row.modelName} />
                  {row.modelName !== row.mcpName ? (
                    <span className="text-slate-500 dark:text-slate-400">
                      {' '}
                      (MCP: <HiddenText text={row.mcpName} />)
                    </span>
                  ) : null}
                </th>
                <td className="py-0.5 pr-2 text-right tabular-nums">{format(row.tokens)}</td>
                <td className="py-0.5 text-right text-slate-600 tabular-nums dark:text-slate-400">
                  {((100 * row.tokens) / sum).toFixed(1)}%
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-slate-300 font-semibold dark:border-slate-700">
              <th scope="row" className="py-1 pr-2 text-left">
                Total ({report.perTool.length} tools in one request)
              </th>
              <td className="py-1 pr-2 text-right tabular-nums">{format(report.total)}</td>
              <td />
            </tr>
            {report.fixedOverhead !== undefined ? (
              <tr className="text-xs text-slate-600 dark:text-slate-400">
                <th scope="row" className="pr-2 text-left font-normal">
                  Added once per request with tools (inside each tool's count)
                </th>
                <td className="pr-2 text-right tabular-nums">{format(report.fixedOverhead)}</td>
                <td />
              </tr>
            ) : null}
          </tfoot>
        </table>
      </div>
      {rows.length < report.perTool.length ? (
        <Button size="sm" className="mt-1" onClick={() => setAll(true)}>
          Show all {report.perTool.length} tools
        </Button>
      ) : null}
    </div>
  );
}
