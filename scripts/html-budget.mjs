// @ts-check
// Lists every built page's HTML in gzip bytes and names each over the first round trip's
// 14 KB (scripts/lib/html-budget.mjs); exits 1 when any is.
//   node scripts/html-budget.mjs [dist]
import { FIRST_FLIGHT_BYTES, htmlSizes, overFirstFlight } from './lib/html-budget.mjs';

const dist = process.argv[2] ?? 'dist';
const sizes = await htmlSizes(dist);
for (const { page, raw, gzip } of sizes)
  console.log(`${page.padEnd(22)} ${String(gzip).padStart(7)} B gzip ${String(raw).padStart(8)} B raw`);
const over = overFirstFlight(sizes);
if (over.length) {
  console.error(`\n${over.length} page(s) over the first flight (${FIRST_FLIGHT_BYTES} B):\n  ${over.join('\n  ')}`);
  process.exitCode = 1;
}
