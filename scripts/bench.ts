// `npm run bench`: performance figures measured side by side in one run, as ratios or sizes.
// Run `npm run build` first for the page-weight table.
import { loadavg } from 'node:os';
import { benchCliStartup, formatCliStartupBench } from './bench/cli-startup';
import { benchRoutes, firstLoadJs } from './bench/first-load-js';
import { benchLoad, formatLoadBench } from './bench/load';
import { benchMockServer, formatMockServerBench } from './bench/mock-server';
import { benchPlayground, formatPlaygroundBench } from './bench/playground';
import { benchRender, formatRenderBench } from './bench/render';
import { benchValidation } from './bench/validate';
import { benchValidateTyping, formatTypingBench } from './bench/validate-typing';

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const ms = (n: number) => `${n.toFixed(2)} ms`;

console.log('Validation (median of warm runs; JSON.parse of the same text as the baseline)');
const v = benchValidation();
console.log(
  `  typical definition (${kB(v.toolBytes)}): validate ${ms(v.toolMs)}, JSON.parse ${ms(v.toolParseMs)}`,
);
console.log(
  `  tools/list result, ${v.listTools} tools (${kB(v.listBytes)}): validate ${ms(v.listMs)}, JSON.parse ${ms(v.listParseMs)}, ratio ${v.listRatio.toFixed(1)} (median of 21 back-to-back pairs; target ≤ 5), load average ${loadavg()[0]!.toFixed(1)}`,
);
console.log(
  `  same list, first run in a fresh process (meta-schemas compiled, nothing cached): ${ms(v.listColdMs)}`,
);
console.log(`  findings on the generated list: ${v.listFindings}`);

console.log('\nWhat the model sees: the conversion per provider and the offline token estimate (medians)');
for (const line of formatRenderBench(await benchRender())) console.log(line);

console.log('\nCLI start-up (wall time of the installed command beside node -e 0)');
for (const line of formatCliStartupBench(await benchCliStartup())) console.log(line);

console.log('\nMock server: tools/call round trips per second (sequential calls, keep-alive)');
for (const line of formatMockServerBench(await benchMockServer())) console.log(line);

console.log(
  '\n/api/mcp under load: concurrent clients against the production server (LOAD_BENCH_SECONDS, LOAD_BENCH_CLIENTS)',
);
for (const line of formatLoadBench(await benchLoad())) console.log(line);

console.log(
  "\nPlayground: navigation to the tool list on screen, then to the Worker mock's own listing (Chromium, production build)",
);
for (const line of formatPlaygroundBench(await benchPlayground())) console.log(line);

console.log('\nValidator: keystroke → squiggle on a 1 MB document (Chromium, production build)');
for (const line of formatTypingBench(await benchValidateTyping())) console.log(line);

console.log('\nFirst-load JS per route (from the production build in .next/)');
const rows = benchRoutes.map((route) => firstLoadJs(route));
if (rows.some((r) => r === undefined)) {
  console.log('  no production build found: run `npm run build` first');
} else {
  console.log(`  ${'route'.padEnd(14)}${'scripts'.padStart(8)}${'raw'.padStart(12)}${'gzip'.padStart(12)}`);
  for (const r of rows) {
    if (!r) continue;
    console.log(
      `  ${r.route.padEnd(14)}${String(r.scripts).padStart(8)}${kB(r.rawBytes).padStart(12)}${kB(r.gzipBytes).padStart(12)}`,
    );
  }
}
