// `npm run bench`: performance figures as ratios or sizes measured side by side in one run.
// Run `npm run build` first for the page-weight table.
import { benchRoutes, firstLoadJs } from './bench/first-load-js';

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;

console.log('First-load JS per route (from the production build in .next/)');
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
